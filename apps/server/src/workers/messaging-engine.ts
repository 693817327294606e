/**
 * The worker side of the messaging engine in one place, for main.ts (ROLE all/worker) and the engine tests:
 * routing (the carriers and routes of the database, seeded from SMPP_ROUTES or with the embedded simulator
 * and its `sim:inbound` socket; their measured quality and costs), the carrier layer that follows it, the
 * status writer, the receipt applier and the inbound service as the carriers' handlers, the dispatcher, the
 * receipt expiry sweeper and the webhook sender.
 *
 * Stop order: the simulator socket and the sweeper, then the dispatcher (no new claims, in-flight submits
 * drained, leases released, outcomes flushed), then the webhook sender, then the carriers (unbind; receipts
 * answered before that are stored), then routing (its last counts written), then Redis.
 */
import type { Logger } from 'pino';
import { startCarrierLayer, type CarrierLayer, type SmscSimulatorOptions } from '../carriers/index.js';
import { DEFAULT_SMS_VALIDITY_HOURS, type EngineConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { createSealedTextBox } from '../lib/sealed-text.js';
import { createWebhookUrlGuard } from '../lib/webhook-url-guard.js';
import {
  createDispatchRateLimiter,
  createInboundService,
  createMessageDispatch,
  createReceiptApplier,
  createRecentSubmissions,
  createStatusWriter,
  type InboundService,
  type ReceiptApplier,
  type StatusWriter,
  type SubmitObserver,
} from '../modules/delivery/index.js';
import { createWebhookDeliverer } from '../modules/webhooks/index.js';
import { createDispatcher, type Dispatcher } from './dispatcher.js';
import { createWebhookSender, type WebhookSender } from './webhook-sender.js';
import { openRedis } from '../lib/redis.js';
import { countingFailures, countReceipt, countThrottle, submitMetrics } from '../metrics/engine-metrics.js';
import {
  createCarrierSecretBox,
  startRoutingRuntime,
  type BindSnapshot,
  type RoutingRuntime,
} from '../modules/routing/index.js';
import { createReceiptExpirySweeper, type ReceiptExpirySweeper } from './receipt-expiry-sweeper.js';
import { createInboundWatch, startSimulatorControl } from './simulator-control.js';

export interface MessagingEngineOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  dataDir: string;
  engine: EngineConfig;
  /** COOKIE_SECRET: the key carrier passwords are sealed under in the database. */
  carrierSecret: string;
  /** Units per US dollar (CURRENCY_RATES): carrier costs in other currencies are converted at these. */
  currencyRates: Readonly<Record<string, string>>;
  redisUrl?: string;
  webhookAllowPrivate: boolean;
  /** Simulator overrides (tests: receipt delay, scripted numbers). */
  simulator?: Partial<Omit<SmscSimulatorOptions, 'dataDir'>>;
  /** Carrier URL options of the bind to the simulator (tests: fast reconnects). */
  simulatorBind?: Record<string, string | number>;
  /** Without it, only the dispatcher and the carriers run (tests that look at the outbox themselves). */
  runWebhookSender?: boolean;
}

export interface MessagingEngine {
  carriers: CarrierLayer;
  routing: RoutingRuntime;
  dispatcher: Dispatcher;
  webhooks: WebhookSender | null;
  writer: StatusWriter;
  receipts: ReceiptApplier;
  inbound: InboundService;
  /** Expires messages whose receipt never came; tests call `sweep()` after moving the clock. */
  expiry: ReceiptExpirySweeper;
  /** Claim now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
  /** Stops like a killed process: no lease released, nothing flushed, binds dropped without unbind (tests). */
  kill(): Promise<void>;
}

export async function startMessagingEngine(options: MessagingEngineOptions): Promise<MessagingEngine> {
  const { db, clock, engine } = options;
  const logger = options.logger.child({ component: 'engine' });
  const redis = options.redisUrl ? openRedis(options.redisUrl, logger) : null;

  const validitySeconds = engine.smsValiditySeconds ?? DEFAULT_SMS_VALIDITY_HOURS * 3_600;
  const writer = createStatusWriter({
    db,
    clock,
    logger,
    // A receipt can trail the validity's end (the SMSC's last attempt, then its receipt): the same grace as
    // for receipts whose id is not stored yet.
    receiptWaitMs: validitySeconds * 1_000 + engine.receiptGraceMs,
  });
  const recent = createRecentSubmissions();
  const routing = await startRoutingRuntime({
    db,
    clock,
    logger,
    box: createCarrierSecretBox(options.carrierSecret),
    smppRoutes: engine.smppRoutes,
    currencyRates: options.currencyRates,
    refreshMs: engine.routingRefreshMs,
    minReceipts: engine.routingMinReceipts,
  });
  const receipts = createReceiptApplier({
    db,
    clock,
    logger,
    beforeMatch: () => writer.flush(),
    recent,
    unknownGraceMs: engine.receiptGraceMs,
    onFinals: (finals) => routing.countFinals(finals),
  });
  const inbound = createInboundService({ db, clock, logger });
  const inboundWatch = createInboundWatch();
  const carriers = await startCarrierLayer({
    table: routing.definition,
    signals: routing.signals,
    dataDir: options.dataDir,
    logger,
    handlers: {
      onThrottled: (carrier) => {
        countThrottle(carrier);
        routing.countThrottled(carrier);
      },
      onStateChange: () => routing.noteBindChange(),
      onReceipt: async (receipt) => {
        await receipts.apply(receipt);
        // After it is stored: a receipt refused for now comes again and is counted then.
        countReceipt(receipt);
      },
      onInbound: async (message) => {
        inboundWatch.stored(message, await inbound.store(message));
      },
    },
    simulator: {
      port: engine.simulatorPort,
      receiptDelayMs: engine.simulatorReceiptDelayMs,
      dedupeMemory: engine.simulatorDedupeMemory,
      ...options.simulator,
    },
    simulatorBind: { window: engine.simulatorWindow, ...options.simulatorBind },
  });
  routing.onChange((definition) => carriers.apply(definition));
  routing.start(() => bindSnapshots(carriers.router));

  const dispatcher = createDispatcher({
    db,
    clock,
    logger,
    writer,
    receipts,
    batchSize: engine.dispatchBatch,
    concurrency: engine.dispatchConcurrency,
    leaseMs: engine.leaseMs,
    pollMs: engine.dispatchPollMs,
    openSealed: createSealedTextBox(options.carrierSecret).open,
    dispatchMessage: createMessageDispatch({
      clock,
      logger,
      writer: countingFailures(writer),
      carriers: carriers.router,
      costs: routing.costs,
      observer: observeSubmits(routing),
      limiter: createDispatchRateLimiter({ redis: redis ?? undefined }),
      recent,
      maxAttempts: engine.maxSubmitAttempts,
      retry: { minMs: engine.submitRetryMinMs, maxMs: engine.submitRetryMaxMs },
      validitySeconds,
    }),
  });
  const expiry = createReceiptExpirySweeper({
    db,
    clock,
    logger,
    recent,
    onFinals: (finals) => routing.countFinals(finals),
  });
  const webhooks =
    options.runWebhookSender === false
      ? null
      : createWebhookSender({
          db,
          clock,
          logger,
          concurrency: engine.webhookConcurrency,
          batchSize: engine.webhookConcurrency,
          leaseMs: engine.webhookTimeoutMs + 30_000,
          pollMs: Math.max(engine.dispatchPollMs, 100),
          deliver: createWebhookDeliverer({
            clock,
            timeoutMs: engine.webhookTimeoutMs,
            guard: createWebhookUrlGuard({ allowPrivate: options.webhookAllowPrivate }),
          }),
        });
  dispatcher.start();
  webhooks?.start();
  expiry.start();
  const simulatorControl = carriers.simulator
    ? await startSimulatorControl({
        dataDir: options.dataDir,
        simulator: carriers.simulator,
        watch: inboundWatch,
        logger,
      })
    : null;

  return {
    carriers,
    routing,
    dispatcher,
    webhooks,
    writer,
    receipts,
    inbound,
    expiry,
    wake() {
      dispatcher.wake();
      webhooks?.wake();
    },
    async stop() {
      await simulatorControl?.close();
      await expiry.stop();
      await dispatcher.stop({ drainMs: engine.shutdownDrainMs });
      await webhooks?.stop();
      await carriers.close();
      await receipts.flush();
      await routing.stop();
      redis?.disconnect();
    },
    async kill() {
      await simulatorControl?.close();
      await expiry.stop();
      dispatcher.kill();
      await webhooks?.stop();
      carriers.simulator?.dropConnections();
      await carriers.close();
      await routing.stop();
      redis?.disconnect();
    },
  };
}

/** Submits counted for the metrics and for routing's measured quality. */
function observeSubmits(routing: RoutingRuntime): SubmitObserver {
  return {
    submitted(carrier, country, outcome, seconds) {
      submitMetrics.submitted(carrier, country, outcome, seconds);
      routing.countSubmit(carrier, country, outcome);
    },
    movedOn(carrier, country) {
      submitMetrics.movedOn(carrier, country);
      routing.countFailover(carrier, country);
    },
  };
}

/** This process's binds as carrier:list shows them: the bind's state and whether routing uses it. */
function bindSnapshots(router: CarrierLayer['router']): BindSnapshot[] {
  const health = new Map(router.healthReports().map((report) => [report.carrier, report]));
  return router.listCarriers().map((carrier) => {
    const bind = carrier.bindState();
    const report = health.get(carrier.name);
    return {
      carrier: carrier.name,
      state: bind.state,
      error: bind.error,
      health: report?.status ?? 'healthy',
      healthReason: report?.reason ?? null,
      inFlight: carrier.inFlight,
      since: bind.since,
    };
  });
}
