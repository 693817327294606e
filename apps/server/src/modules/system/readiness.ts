/**
 * Readiness (`GET /health/ready`): can this process do its work right now? Its database answers a trivial
 * query within a deadline, and every carrier bind it owns is bound. Load balancers and orchestrators ask
 * every few seconds, so a failure is logged when it starts or changes, not on every probe. A ROLE=api
 * process owns no binds (the worker processes do): for it only the database counts, and the report says so.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ReadinessReport } from '@beacon/shared';
import type { CarrierBindState } from '../../carriers/index.js';
import type { ProcessRole } from '../../config.js';
import type { Database } from '../../db/database.js';
import { pingDatabase } from './repo.js';

/** Long enough for a loaded PostgreSQL, short enough that a probe with a few seconds' timeout gets an answer. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessDeps {
  db: Database;
  role: ProcessRole;
  /** The binds' health now; null while the engine is still starting. Unused when `role` is `api`. */
  carrierBinds?: () => CarrierBindState[] | null;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
}

export function createReadiness(deps: ReadinessDeps) {
  const { db, role, logger, timeoutMs = DATABASE_CHECK_TIMEOUT_MS } = deps;
  let lastDatabaseError: ReadinessReport['database']['error'] = null;

  async function checkDatabase(): Promise<ReadinessReport['database']> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    let error: ReadinessReport['database']['error'] = null;
    let cause: unknown;
    try {
      const outcome = await Promise.race([pingDatabase(db).then(() => 'answered' as const), deadline]);
      if (outcome === 'timeout') error = 'timeout';
    } catch (failure) {
      error = 'unreachable';
      cause = failure;
    } finally {
      clearTimeout(timer);
    }
    if (error !== lastDatabaseError) {
      if (error) logger.warn({ err: cause, timeoutMs }, `readiness: the database is not ready (${error})`);
      else logger.info('readiness: the database answers again');
      lastDatabaseError = error;
    }
    if (error) return { ready: false, latencyMs: null, error };
    return { ready: true, latencyMs: Math.round(performance.now() - started), error: null };
  }

  function checkCarriers(): ReadinessReport['carriers'] {
    if (role === 'api') return { owner: 'worker-processes', ready: true, binds: [] };
    const states = deps.carrierBinds?.() ?? null;
    // Not started yet (or no engine wired in): nothing can be sent, so not ready.
    if (!states) return { owner: 'this-process', ready: false, binds: [] };
    return {
      owner: 'this-process',
      ready: states.every((bind) => bind.state === 'bound'),
      binds: states.map((bind) => ({
        name: bind.carrier,
        state: bind.state,
        error: bind.error,
        since: bind.since.toISOString(),
      })),
    };
  }

  return {
    async check(): Promise<ReadinessReport> {
      const database = await checkDatabase();
      const carriers = checkCarriers();
      return { ready: database.ready && carriers.ready, database, carriers };
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
