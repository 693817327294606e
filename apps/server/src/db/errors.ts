/** Recognises PostgreSQL errors through Drizzle's wrapping (the driver error is the `cause`), in one place. */
const UNIQUE_VIOLATION = '23505';
const ABORTED_UNLESS = 'BX001';
const FEATURE_NOT_SUPPORTED = '0A000';
/** A serialization failure or a deadlock victim. */
const TRANSIENT_CONFLICTS = new Set(['40001', '40P01']);

function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/**
 * A statement's own refusal (`abort_unless`, migration 0024): one of its checks failed, so it wrote nothing and
 * the caller takes its slower way. Not an error of the data or of the database.
 */
export function isAbortedUnless(error: unknown): boolean {
  return sqlStateOf(error) === ABORTED_UNLESS;
}

/**
 * A named statement prepared before a migration changed what it answers (`select *` of a table that gained a
 * column): PostgreSQL refuses to run it until it is prepared again (named-statement.ts). Recognised by the
 * function that raises it, which does not depend on the server's `lc_messages` as the text does.
 */
export function isCachedPlanStale(error: unknown): boolean {
  return someInChain(error, (link) => {
    const { code, routine } = link as { code?: unknown; routine?: unknown };
    return code === FEATURE_NOT_SUPPORTED && routine === 'RevalidateCachedQuery';
  });
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}

/** The transaction was rolled back whole by a conflict with another one and may simply run again. */
export function isTransientConflict(error: unknown): boolean {
  return TRANSIENT_CONFLICTS.has(sqlStateOf(error) ?? '');
}

/**
 * SQLSTATEs saying the server is going away or cannot take the session now: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or shutting down), too_many_connections, and class 08 (connection
 * exceptions). A constraint violation, a syntax error or anything else stays a bug (HTTP 500).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The socket to PostgreSQL could not be opened or was lost (Node's network errors). */
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * What node-postgres, its pool and PGlite throw without any code when the connection is gone, the pool
 * cannot hand one out in time, or the handle was closed (a shutdown under way). Their exact texts, so a bug
 * whose message merely mentions a connection is not mistaken for one.
 */
const UNAVAILABLE_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
]);

/**
 * The database could not be reached or dropped the connection: the request did not fail on its own merits
 * and may succeed when retried a little later (HTTP 503 with Retry-After, docs/contracts.md). Walks Drizzle's
 * wrapping (the driver error is the `cause`) and an AggregateError's members (a host with several addresses).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someInChain(error, (link) => {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (UNAVAILABLE_NETWORK_CODES.has(code)) return true;
    }
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.has(message);
  });
}

function someInChain(error: unknown, test: (link: object) => boolean, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (test(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((member) => someInChain(member, test, depth + 1))) return true;
  return someInChain(cause, test, depth + 1);
}
