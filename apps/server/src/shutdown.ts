/**
 * Graceful stop on SIGINT/SIGTERM: stop accepting connections and let requests in flight finish
 * (app.close), then close what the app used (database, mailer, data-directory lock). A second signal, or a
 * stop that takes longer than the grace period, ends the process at once.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Absent in a worker-only process (ROLE=worker). */
  app?: FastifyInstance;
  logger: FastifyBaseLogger;
  /** Run in order after the app has closed. */
  closers: Array<() => Promise<void> | void>;
  graceMs?: number;
}

export function installShutdown({ app, logger, closers, graceMs = 10_000 }: ShutdownOptions): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long: exiting now');
      process.exit(1);
    }, graceMs);
    timer.unref();
    try {
      await app?.close();
      for (const close of closers) await close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}
