/** Hourly removal of idempotency records past their 24 hours (a repeat after that is a new send anyway). */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createPeriodicJob } from '../../engine/index.js';
import { IDEMPOTENCY_TTL_MS } from './idempotency.js';
import { deleteIdempotencyRecordsBefore } from './repo.js';

export function startIdempotencyPurge(options: {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): { stop(): void } {
  const job = createPeriodicJob({
    intervalMs: options.intervalMs ?? 3_600_000,
    run: async () => {
      const before = new Date(options.clock().getTime() - IDEMPOTENCY_TTL_MS);
      const deleted = await deleteIdempotencyRecordsBefore(options.db, before);
      if (deleted > 0) options.logger.info({ deleted }, 'expired idempotency records purged');
    },
    onError: (error) => options.logger.error({ err: error }, 'purging idempotency records failed'),
  });
  job.start();
  return { stop: () => void job.stop() };
}
