/**
 * The Verify API's sweeper (docs/verify-api.md): every few seconds, pending verifications past their deadline
 * become `expired` and their `verification.expired` events are queued; hourly, fraud-guard counters older than
 * any rule reads are dropped. Safe in every process at once: the expiry claims rows with SKIP LOCKED and
 * changes only rows still pending (a check that finds one expired first reports it instead, never both).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { createPeriodicJob } from '../engine/index.js';
import { purgeCountersBefore } from '../modules/fraud-guard/index.js';
import { expireDueVerifications, purgeSendWindows } from '../modules/verify/index.js';

const BATCH = 500;

export function startVerifyExpiry(options: {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): { stop(): Promise<void>; runNow(): Promise<number> } {
  const { db, clock, logger } = options;
  const expiry = createPeriodicJob({
    intervalMs: options.intervalMs ?? 5_000,
    run: async () => {
      let total = 0;
      for (;;) {
        const expired = await expireDueVerifications(db, clock(), BATCH);
        total += expired;
        if (expired < BATCH) return total;
      }
    },
    onError: (error) => logger.error({ err: error }, 'verify: expiring verifications failed'),
  });
  const purge = createPeriodicJob({
    intervalMs: 3_600_000,
    run: async () => {
      await purgeCountersBefore(db, new Date(clock().getTime() - 9 * 24 * 3_600_000));
      await purgeSendWindows(db, clock());
    },
    onError: (error) => logger.error({ err: error }, 'fraud guard: purging counters failed'),
  });
  expiry.start();
  purge.start();
  return {
    runNow: () => expiry.runNow(),
    async stop() {
      await Promise.all([expiry.stop(), purge.stop()]);
    },
  };
}
