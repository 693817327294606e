/**
 * MESSAGE_RETENTION_MONTHS applied at start and then hourly: expired monthly partitions of `messages` are
 * detached and dropped (db/partitions.ts). Dropping a partition is instant whatever its size, unlike a
 * DELETE that would bloat the table. Safe in several processes at once: the partition lock serialises them.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { dropExpiredMessagePartitions } from '../db/partitions.js';
import type { Clock } from '../lib/clock.js';

const INTERVAL_MS = 3_600_000;

export function startMessageRetention(options: {
  db: Database;
  clock: Clock;
  logger: Logger;
  months: number;
}): { stop(): Promise<void> } {
  const { db, clock, logger, months } = options;
  if (months <= 0) return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = dropExpiredMessagePartitions(db, clock(), months).then(
      (dropped) => {
        if (dropped.length > 0) logger.info({ dropped, months }, 'retention: old message partitions dropped');
      },
      (error: unknown) => logger.error({ err: error }, 'retention: dropping old partitions failed'),
    );
  };
  run();
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
