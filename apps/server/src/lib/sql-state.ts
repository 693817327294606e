/**
 * PostgreSQL error codes as both drivers report them (node-postgres and PGlite put the SQLSTATE in `code`,
 * Drizzle wraps the driver's error in `cause`).
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

const TRANSIENT_CONFLICTS = new Set(['40001', '40P01']);

/** A serialization failure or a deadlock victim: the transaction was rolled back and may simply run again. */
export function isTransientConflict(error: unknown): boolean {
  return TRANSIENT_CONFLICTS.has(sqlStateOf(error) ?? '');
}
