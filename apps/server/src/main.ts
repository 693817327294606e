/**
 * Process entry: read the environment, lock the data directory (PGlite), open and migrate the database,
 * build the app with the real clock, mailer and captcha, listen, and stop gracefully on a signal.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { ensureMessagePartitions } from './db/partitions.js';
import { DataDirLockedError, acquireDataDirLock, type DataDirLock } from './db/data-dir-lock.js';
import { systemClock } from './lib/clock.js';
import { createLogger } from './lib/logger.js';
import { openRedis } from './lib/redis.js';
import { createAltchaCaptcha } from './providers/captcha/altcha-captcha.js';
import { createMailer } from './providers/mail/create-mailer.js';
import { createMailQueue, startMailRetries } from './modules/mail-outbox/index.js';
import { createPricingService } from './modules/pricing/index.js';
import { startIdempotencyPurge } from './modules/sending/index.js';
import { runOpsCommand } from './ops/commands.js';
import { startOpsSocket, type OpsSocketServer } from './ops/socket.js';
import { createSystemSms } from './modules/system-sms/index.js';
import { createSystemSmsCodeSender } from './providers/sms/system-sms-code-sender.js';
import { installShutdown } from './shutdown.js';
import { createMetricsSource } from './metrics/metrics-source.js';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server.js';
import { startMessagingEngine, type MessagingEngine } from './workers/messaging-engine.js';
import { startPurgeExpired } from './workers/purge-expired.js';
import { startVerifyExpiry } from './workers/verify-expiry.js';
import { startMessageRetention } from './workers/message-retention.js';
import { startFinanceSweeper } from './workers/finance-sweeper.js';
import { createFinanceServices } from './modules/finance/index.js';
import { DEFAULT_PAYMENTS_CONFIG } from './providers/payment/payments-config.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);

  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        logger.fatal(error.message);
        process.exit(1);
      }
      throw error;
    }
    // Also on a crash: a lock left behind would make the next start check a dead pid, which is fine, but
    // releasing it is cleaner.
    process.on('exit', () => lock?.release());
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteMemory: config.pgliteMemory,
    onConnectionError: (error) => logger.warn({ err: error }, 'database: a connection was lost'),
  });
  const clock = systemClock;
  await ensureMessagePartitions(database.db, clock());
  const seeded = await createPricingService({ db: database.db, clock }).seedDemoIfEmpty();
  if (seeded > 0)
    logger.info({ prices: seeded }, 'demo price list seeded (replace it with npm run ops -- prices:import)');
  const mailQueue = createMailQueue({
    db: database.db,
    clock,
    transport: createMailer(config, clock, logger),
    logger,
  });
  const mailer = mailQueue.mailer;
  const mailRetries = startMailRetries(mailQueue, { pollMs: 5_000, logger });
  const captcha = createAltchaCaptcha({
    hmacKey: config.captchaHmacKey,
    maxNumber: config.captchaMaxNumber,
    clock,
  });
  // ROLE=api serves HTTP only, ROLE=worker runs carriers, dispatch and webhooks only, `all` does both.
  const runsHttp = config.role !== 'worker';
  let engine: MessagingEngine | null = null;
  // Sign-in and phone-binding codes go out as platform SMS through the same queue; wake our own dispatcher.
  const systemSms = createSystemSms({
    db: database.db,
    clock,
    from: config.engine.systemSmsFrom,
    onQueued: () => engine?.wake(),
  });
  const sms = createSystemSmsCodeSender(systemSms);
  const redis = runsHttp && config.redisUrl ? openRedis(config.redisUrl, logger) : undefined;
  const metrics = createMetricsSource({
    db: database.db,
    carrierBinds: () => engine?.carriers.bindStates() ?? null,
    routing: () =>
      engine && {
        health: engine.carriers.router.healthReports(),
        quality: engine.routing.quality(),
        minReceipts: config.engine.routingMinReceipts,
      },
  });
  const app = runsHttp
    ? await buildApp({
        config,
        db: database.db,
        clock,
        mailer,
        captcha,
        logger,
        sms,
        redis,
        metrics,
        // Read per request: the engine starts after the app (below) and owns the binds.
        carrierBinds: config.role === 'api' ? undefined : () => engine?.carriers.bindStates() ?? null,
      })
    : undefined;
  if (config.role !== 'api') {
    engine = await startMessagingEngine({
      db: database.db,
      clock,
      logger,
      dataDir: config.dataDir,
      engine: config.engine,
      carrierSecret: config.cookieSecret,
      currencyRates: (config.payments ?? DEFAULT_PAYMENTS_CONFIG).currencyRates,
      redisUrl: config.redisUrl,
      webhookAllowPrivate: config.webhookAllowPrivate,
    });
  } else if (!config.databaseUrl) {
    logger.warn('ROLE=api with PGlite: no process can dispatch these messages (workers need DATABASE_URL)');
  }

  const metricsServer: MetricsServer | null = config.metrics?.port
    ? await startMetricsServer({
        source: metrics,
        host: config.metrics.host,
        port: config.metrics.port,
        onError: (error) => logger.error({ err: error }, 'metrics: a scrape failed'),
      })
    : null;
  const purge = startPurgeExpired({ db: database.db, clock, logger });
  // Where the engine runs: API processes stay out of table maintenance.
  const retention =
    config.role === 'api'
      ? null
      : startMessageRetention({ db: database.db, clock, logger, months: config.messageRetentionMonths ?? 0 });
  const financeSweeper = startFinanceSweeper({
    finance: createFinanceServices({
      db: database.db,
      clock,
      mailer,
      config: config.payments,
      publicUrl: config.publicUrl,
      secret: config.cookieSecret,
      logger,
    }),
    logger,
  });
  const idempotencyPurge = startIdempotencyPurge({ db: database.db, clock, logger });
  const verifyExpiry = startVerifyExpiry({ db: database.db, clock, logger });
  // With PGlite the data directory is this process's alone: operator commands come through its socket.
  let opsSocket: OpsSocketServer | null = null;
  if (!config.databaseUrl) {
    try {
      opsSocket = await startOpsSocket({
        dataDir: config.dataDir,
        handle: (request) =>
          runOpsCommand(
            {
              db: database.db,
              clock,
              cookieSecret: config.cookieSecret,
              minReceipts: config.engine.routingMinReceipts,
            },
            request,
          ),
        onError: (error) => logger.error({ err: error }, 'ops command failed'),
      });
    } catch (error) {
      // E.g. a DATA_DIR path past the 107 bytes a Unix socket path may have: serve anyway, say why ops cannot.
      logger.warn({ err: error }, 'ops socket unavailable: npm run ops cannot reach this server');
    }
  }

  installShutdown({
    app,
    logger,
    // Submits in flight get SHUTDOWN_DRAIN_MS, then the carriers unbind (one response timeout at most).
    graceMs: config.engine.shutdownDrainMs + 15_000,
    closers: [
      () => engine?.stop(),
      () => purge.stop(),
      () => retention?.stop(),
      () => financeSweeper.stop(),
      () => idempotencyPurge.stop(),
      () => verifyExpiry.stop(),
      () => opsSocket?.close(),
      () => metricsServer?.close(),
      () => mailRetries.stop(),
      () => mailer.close(),
      () => redis?.disconnect(),
      () => database.close(),
      () => lock?.release(),
    ],
  });

  if (app) await app.listen({ host: config.host, port: config.port });
  logger.info(
    {
      publicUrl: config.publicUrl,
      database:
        database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)',
      mail: config.smtpUrl ? 'SMTP (SMTP_URL)' : `.eml files in ${config.dataDir}/mail`,
      sso: config.ssoSecret ? 'enabled' : 'disabled (no SSO_SECRET)',
      role: config.role,
      carriers: !engine
        ? 'none in this process'
        : engine.carriers.simulator
          ? `embedded SMSC simulator on 127.0.0.1:${engine.carriers.simulator.port} (${config.dataDir}/simulator/received.jsonl)`
          : 'SMPP_ROUTES',
      rateLimits: config.redisUrl ? 'Redis (REDIS_URL)' : 'in memory',
      metrics: metricsServer
        ? `http://${config.metrics!.host}:${metricsServer.port}/metrics`
        : config.metrics?.token
          ? '/metrics with METRICS_TOKEN'
          : 'off (METRICS_PORT or METRICS_TOKEN)',
    },
    app
      ? `Beacon listening on http://${config.host}:${config.port} (API reference at ${config.publicUrl}/api/docs)`
      : 'Beacon worker running (ROLE=worker)',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
