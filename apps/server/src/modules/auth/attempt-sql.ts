/**
 * The SQL the auth repositories share to count attempts atomically. An attempt is counted (claimed) before
 * the password or code is checked, in one conditional UPDATE, so parallel requests cannot all read "not
 * locked" and then all be checked: only `max` of them get a claim before the lock. The claim that reaches
 * `max` sets the lock itself, so a request that dies after claiming cannot leave the count stuck open.
 */
import { eq, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export interface AttemptClaim {
  /** The lock this attempt set by being the last one allowed; a right answer may still finish under it. */
  heldLock: Date | null;
}

/** What happened when a ticket was to be used: `locked` when a lock was set after the right answer's claim. */
export type UseOutcome = 'used' | 'locked' | 'gone';

/** The new count and lock of one more attempt: the one reaching `max` locks until `lockUntil` and restarts. */
export function countAttempt(count: AnyColumn, lockedUntil: AnyColumn, max: number, lockUntil: Date) {
  const reachesMax = sql`${count} + 1 >= ${max}`;
  return {
    count: sql`case when ${reachesMax} then 0 else ${count} + 1 end`,
    lockedUntil: sql`case when ${reachesMax} then ${lockUntil.toISOString()}::timestamptz else ${lockedUntil} end`,
  };
}

/** No lock holds at `now`, or the one that holds is the lock this attempt set. */
export function isUnlocked(lockedUntil: AnyColumn, now: Date, heldLock: Date | null = null): SQL {
  const open = [isNull(lockedUntil), lte(lockedUntil, now)];
  if (heldLock) open.push(eq(lockedUntil, heldLock));
  return or(...open)!;
}

/** The claim of an UPDATE ... RETURNING locked_until; undefined when no row matched (it was locked). */
export function claimOf(
  row: { lockedUntil: Date | null } | undefined,
  lockUntil: Date,
): AttemptClaim | undefined {
  if (!row) return undefined;
  return { heldLock: row.lockedUntil?.getTime() === lockUntil.getTime() ? lockUntil : null };
}
