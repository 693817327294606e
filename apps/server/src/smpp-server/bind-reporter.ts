/**
 * Reports this process's binds to `smpp_binds` every BIND_REPORT_INTERVAL_MS (submit_sm per second, window
 * use), which is how the console of any process sees them; closes binds whose credential was revoked through
 * another process; deletes the rows of processes that stopped reporting.
 */
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../db/database.js';
import { createPeriodicJob } from '../engine/index.js';
import type { Clock } from '../lib/clock.js';
import {
  BIND_REPORT_INTERVAL_MS,
  BIND_STALE_AFTER_MS,
  findRevokedSystemIds,
  purgeStaleBinds,
  refreshBinds,
} from '../modules/smpp-access/index.js';
import type { BindRegistry } from './bind-registry.js';
import type { EsmeSession } from './esme-session.js';

export function startBindReporter(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  registry: BindRegistry;
  /** Closes a session whose credential is no longer valid. */
  revoke(session: EsmeSession): void;
}) {
  const { db, clock, registry } = deps;
  // Rates are measured on the monotonic clock: they describe what happened, they decide nothing.
  const lastTotals = new WeakMap<EsmeSession, { total: number; at: number }>();

  async function report(): Promise<void> {
    const now = clock();
    const measuredAt = performance.now();
    const sessions = registry.all().filter((session) => session.isBound);
    await refreshBinds(
      db,
      sessions.map((session) => {
        const last = lastTotals.get(session) ?? { total: 0, at: session.boundAtMs };
        const seconds = Math.max((measuredAt - last.at) / 1_000, 0.001);
        lastTotals.set(session, { total: session.submitsTotal, at: measuredAt });
        return {
          id: session.identity!.bindId,
          refreshedAt: now,
          submitsPerSecond: (session.submitsTotal - last.total) / seconds,
          windowUsed: session.submitsInFlight,
        };
      }),
    );
    const revoked = new Set(
      await findRevokedSystemIds(db, [...new Set(sessions.map((session) => session.identity!.systemId))]),
    );
    for (const session of sessions) if (revoked.has(session.identity!.systemId)) deps.revoke(session);
    await purgeStaleBinds(db, new Date(now.getTime() - BIND_STALE_AFTER_MS));
  }

  const job = createPeriodicJob({
    intervalMs: BIND_REPORT_INTERVAL_MS,
    run: report,
    onError: (error) => deps.logger.error({ err: error }, 'smpp: reporting binds failed'),
  });
  job.start();
  return { runNow: () => job.runNow(), stop: () => job.stop() };
}
