/** Recognises PostgreSQL errors through Drizzle's wrapping (the driver error is the `cause`). */
const UNIQUE_VIOLATION = '23505';
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

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}

/** The transaction was rolled back whole by a conflict with another one and may simply run again. */
export function isTransientConflict(error: unknown): boolean {
  return TRANSIENT_CONFLICTS.has(sqlStateOf(error) ?? '');
}
