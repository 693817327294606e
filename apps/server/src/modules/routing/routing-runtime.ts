/**
 * Routing in a worker process (docs/routing.md): seeds the tables, keeps the routing table current — at once
 * on the `routing` change notification, and at every refresh by the cache generation in case a notification
 * was missed — and keeps the carriers' measured quality: this process's counts are added to the database
 * and the last hour of every process's counts read back, every `refreshMs`. It also publishes this process's
 * binds for `carrier:list`. lcr reads costs and delivery rates from here.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { RoutingDefinition, RoutingSignals } from '../../carriers/index.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { createPeriodicJob } from '../../engine/index.js';
import type { MessageStatus } from '../../db/schema/index.js';
import { startChangeFeed, type ChangeFeed } from '../send-cache/index.js';
import { createCostBook, type CostBook } from './cost-book.js';
import {
  addQualityCounts,
  publishBinds,
  pruneQualityBefore,
  sumQualitySince,
  withdrawBinds,
  type BindSnapshot,
  type QualityTotal,
} from './quality-repo.js';
import { createQualityRecorder, WHOLE_BIND } from './quality-recorder.js';
import { deliveryRateOf } from './quality-rules.js';
import { readRoutingGeneration } from './routing-repo.js';
import { seedRouting } from './routing-seed.js';
import { loadRouting } from './routing-table.js';

const HOUR_MS = 3_600_000;
/** Counts are kept a day (carrier:list reads the last hour; the rest is for a look back). */
const KEEP_MS = 24 * HOUR_MS;
const PRUNE_EVERY_MS = 10 * 60_000;
/** Bind changes come in bursts (every carrier of a process reconnecting): one write for a burst. */
const BIND_PUBLISH_DELAY_MS = 100;

export interface RoutingRuntimeOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  box: SecretBox;
  /** `SMPP_ROUTES`, applied to the tables at start when it changed (routing-seed.ts). */
  smppRoutes: string | undefined;
  /** Units per US dollar (CURRENCY_RATES), to compare and record costs in other currencies. */
  currencyRates: Readonly<Record<string, string>>;
  /** How often counts are written and read back, binds published and the table's generation checked. */
  refreshMs: number;
  /** Final receipts over the hour before a carrier's delivery rate counts. */
  minReceipts: number;
}

/** A message that became final, as the receipt applier and the receipt expiry report it. */
export interface FinalOutcome {
  carrier: string;
  country: string | null;
  status: MessageStatus;
  /** When the carrier took it; null when unknown (sent before migration 0018). */
  sentAt: Date | null;
  at: Date;
}

export interface RoutingRuntime {
  /** The table as loaded last. */
  readonly definition: RoutingDefinition;
  /** Costs and delivery rates for lcr. */
  readonly signals: RoutingSignals;
  /** What a carrier charges per segment, for the messages it takes. */
  readonly costs: CostBook;
  /** Calls `listener` with every new table (after the first). */
  onChange(listener: (definition: RoutingDefinition) => void | Promise<void>): void;
  countSubmit(carrier: string, country: string, outcome: 'accepted' | 'failed' | 'lost'): void;
  countFailover(carrier: string, country: string): void;
  countThrottled(carrier: string): void;
  countFinals(finals: readonly FinalOutcome[]): void;
  /** A bind changed state: it is published soon, not only at the next refresh. */
  noteBindChange(): void;
  /** The last hour's totals per carrier and country, as last read. */
  quality(): QualityTotal[];
  /** Starts the periodic refresh; `binds` is this process's view of its binds. */
  start(binds: () => BindSnapshot[]): void;
  /** Writes the counts, reads them back, publishes the binds, reloads the table if it changed: now. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRoutingRuntime(options: RoutingRuntimeOptions): Promise<RoutingRuntime> {
  const { db, clock, logger } = options;
  const seeded = await seedRouting(db, { smppRoutes: options.smppRoutes, box: options.box, at: clock() });
  if (seeded !== 'unchanged') logger.info({ from: seeded }, 'routing: carriers and routes seeded');

  const processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const recorder = createQualityRecorder(clock);
  const listeners: ((definition: RoutingDefinition) => void | Promise<void>)[] = [];
  let generation = await readRoutingGeneration(db);
  let loaded = await load();
  let costBook = createCostBook(loaded.costs, options.currencyRates);
  let totals = new Map<string, QualityTotal>();
  let lastPruneAt = 0;
  let binds: () => BindSnapshot[] = () => [];

  async function load() {
    const result = await loadRouting(db, options.box);
    for (const problem of result.problems) {
      logger.error({ carrier: problem.carrier }, `routing: carrier left out: ${problem.message}`);
    }
    return result;
  }

  /** Reloads run one after another, so a caller that awaits one knows the table it saw is applied. */
  let reloads: Promise<void> = Promise.resolve();
  function reload(): Promise<void> {
    const run = reloads.then(reloadIfChanged);
    reloads = run.catch(() => undefined);
    return run;
  }

  async function reloadIfChanged(): Promise<void> {
    const seen = await readRoutingGeneration(db);
    if (seen === generation) return;
    const next = await load();
    loaded = next;
    costBook = createCostBook(next.costs, options.currencyRates);
    logger.info(
      { carriers: next.definition.carriers.length, routes: next.definition.routes.size },
      'routing: table changed; applying it',
    );
    for (const listener of listeners) await listener(next.definition);
    generation = seen;
  }

  async function writeCounts(): Promise<void> {
    const deltas = recorder.drain();
    try {
      await addQualityCounts(db, deltas);
    } catch (error) {
      recorder.restore(deltas);
      throw error;
    }
  }

  async function readCounts(now: Date): Promise<void> {
    const rows = await sumQualitySince(db, new Date(now.getTime() - HOUR_MS));
    totals = new Map(rows.map((row) => [`${row.carrier}|${row.country}`, row]));
  }

  const job = createPeriodicJob({
    intervalMs: options.refreshMs,
    onError: (error) => logger.warn({ err: error }, 'routing: refresh failed; retrying at the next one'),
    async run() {
      const now = clock();
      await writeCounts();
      await readCounts(now);
      await publishBinds(db, processId, binds(), now);
      if (now.getTime() - lastPruneAt >= PRUNE_EVERY_MS) {
        lastPruneAt = now.getTime();
        await pruneQualityBefore(db, new Date(now.getTime() - KEEP_MS));
      }
      await reload();
    },
  });

  let feed: ChangeFeed | null = null;
  function reloadSoon(): void {
    reload().catch((error: unknown) =>
      logger.warn({ err: error }, 'routing: reload failed; the next refresh tries again'),
    );
  }

  let publishTimer: NodeJS.Timeout | null = null;
  let isStopped = false;
  function publishSoon(): void {
    if (publishTimer || isStopped) return;
    publishTimer = setTimeout(() => {
      publishTimer = null;
      publishBinds(db, processId, binds(), clock()).catch((error: unknown) =>
        logger.warn({ err: error }, 'routing: publishing the binds failed; the next refresh does it'),
      );
    }, BIND_PUBLISH_DELAY_MS);
    publishTimer.unref();
  }

  const totalOf = (carrier: string, country: string) => totals.get(`${carrier}|${country}`);
  return {
    get definition() {
      return loaded.definition;
    },
    signals: {
      costOf: (carrier, country) => costBook.costOf(carrier, country),
      deliveryRateOf: (carrier, country) => deliveryRateOf(totalOf(carrier, country), options.minReceipts),
    },
    costs: {
      perSegment: (carrier, country, currency) => costBook.perSegment(carrier, country, currency),
      costOf: (carrier, country) => costBook.costOf(carrier, country),
    },
    onChange: (listener) => void listeners.push(listener),
    countSubmit(carrier, country, outcome) {
      if (outcome === 'accepted') recorder.count(carrier, country, { submits: 1 });
      else recorder.count(carrier, country, { submitErrors: 1, lostAnswers: outcome === 'lost' ? 1 : 0 });
    },
    countFailover: (carrier, country) => recorder.count(carrier, country, { failovers: 1 }),
    countThrottled: (carrier) => recorder.count(carrier, WHOLE_BIND, { throttles: 1 }),
    countFinals(finals) {
      for (const final of finals) {
        const latencyMs = final.sentAt ? Math.max(0, final.at.getTime() - final.sentAt.getTime()) : null;
        recorder.count(final.carrier, final.country ?? '', {
          finals: 1,
          delivered: final.status === 'delivered' ? 1 : 0,
          latencyMsSum: latencyMs ?? 0,
          latencyCount: latencyMs === null ? 0 : 1,
        });
      }
    },
    quality: () => [...totals.values()],
    noteBindChange: publishSoon,
    start(source) {
      binds = source;
      feed = startChangeFeed(db, logger);
      feed.onChange((scope) => {
        if (scope === null || scope === 'routing') reloadSoon();
      });
      // The binds are published at once, not one period later: carrier:list shows a process as it starts.
      job.runNow().catch((error: unknown) => logger.warn({ err: error }, 'routing: first refresh failed'));
      job.start();
    },
    async refresh() {
      await job.runNow().catch(() => undefined);
      await job.runNow();
    },
    async stop() {
      isStopped = true;
      if (publishTimer) clearTimeout(publishTimer);
      await job.stop();
      await feed?.close();
      await reloads;
      // What was counted last goes in too: another process's routing should not lose it.
      await writeCounts().catch(() => undefined);
      await withdrawBinds(db, processId).catch(() => undefined);
    },
  };
}
