/**
 * Every minute: receipts and inbound messages no receiver bind took within SMS_VALIDITY_HOURS are dropped
 * (logged with their count), and the submit records no receipt can need any more (past the validity, the
 * receipt grace and a day) are deleted. Any process may run it; deletes of rows nobody can use are safe twice.
 */
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../db/database.js';
import { createPeriodicJob } from '../engine/index.js';
import type { Clock } from '../lib/clock.js';
import { purgeCreatedBefore } from '../modules/smpp-access/index.js';

const PURGE_INTERVAL_MS = 60_000;
const DAY_MS = 86_400_000;

export function startSmppPurges(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  validityMs: number;
  receiptGraceMs: number;
}) {
  const job = createPeriodicJob({
    intervalMs: PURGE_INTERVAL_MS,
    run: async () => {
      const now = clock().getTime();
      const dropped = await purgeCreatedBefore(deps.db, 'smpp_outbox', new Date(now - deps.validityMs));
      if (dropped > 0) {
        deps.logger.warn(
          { dropped },
          'smpp: receipts and inbound messages undelivered for SMS_VALIDITY_HOURS dropped',
        );
      }
      await purgeCreatedBefore(
        deps.db,
        'smpp_submits',
        new Date(now - deps.validityMs - deps.receiptGraceMs - DAY_MS),
      );
    },
    onError: (error) => deps.logger.error({ err: error }, 'smpp: purge failed'),
  });
  const { clock } = deps;
  job.start();
  return { runNow: () => job.runNow(), stop: () => job.stop() };
}
