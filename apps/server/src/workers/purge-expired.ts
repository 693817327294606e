/**
 * Hourly clean-up of expired codes, tickets, links, SSO token ids, and sessions/devices that ended more than
 * 30 days ago. Safe to run in every process at once: each run only deletes rows nobody can use any more.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { deleteExpiredRows, type PurgeCounts } from '../modules/maintenance/index.js';
import { ensureMessagePartitions } from '../db/partitions.js';
import { createPeriodicJob } from '../engine/index.js';

export const ENDED_SESSION_RETENTION_MS = 30 * 24 * 3_600_000;
const DEFAULT_INTERVAL_MS = 3_600_000;

export async function purgeExpired(db: Database, clock: Clock): Promise<PurgeCounts> {
  const now = clock();
  return deleteExpiredRows(db, now, new Date(now.getTime() - ENDED_SESSION_RETENTION_MS));
}

export function startPurgeExpired(options: {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): { stop(): void } {
  const job = createPeriodicJob({
    intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
    run: async () => {
      // The hourly run also keeps message partitions ahead of the calendar for long-running processes.
      await ensureMessagePartitions(options.db, options.clock());
      const counts = await purgeExpired(options.db, options.clock);
      if (Object.values(counts).some((n) => n > 0))
        options.logger.info({ deleted: counts }, 'expired rows purged');
    },
    onError: (error) => options.logger.error({ err: error }, 'purging expired rows failed'),
  });
  job.start();
  return { stop: () => void job.stop() };
}
