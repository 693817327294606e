/**
 * The user's two attempt counters, each claimed per attempt before the slow check (attempt-sql.ts): wrong
 * passwords (sign-in and the password proofs of the user centre, 2002) and wrong authenticator codes in the
 * user centre (1007).
 */
import { MAX_WRONG_CODES, MAX_WRONG_PASSWORDS } from '@beacon/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { claimOf, countAttempt, isUnlocked, type AttemptClaim } from './attempt-sql.js';

type CounterSet = (count: SQL | number, lockedUntil: SQL | null) => PgUpdateSetSource<typeof users>;

const COUNTERS = {
  password: {
    max: MAX_WRONG_PASSWORDS,
    count: users.failedPasswordCount,
    lockedUntil: users.lockedUntil,
    set: ((count, lockedUntil) => ({ failedPasswordCount: count, lockedUntil })) satisfies CounterSet,
  },
  totp: {
    max: MAX_WRONG_CODES,
    count: users.totpFailedCount,
    lockedUntil: users.totpLockedUntil,
    set: ((count, lockedUntil) => ({
      totpFailedCount: count,
      totpLockedUntil: lockedUntil,
    })) satisfies CounterSet,
  },
} as const;

export type UserAttemptCounter = keyof typeof COUNTERS;

/** Counts one attempt; undefined while that counter's lock holds. */
export async function claimUserAttempt(
  db: Database,
  counter: UserAttemptCounter,
  userId: string,
  now: Date,
  lockUntil: Date,
): Promise<AttemptClaim | undefined> {
  const c = COUNTERS[counter];
  const next = countAttempt(c.count, c.lockedUntil, c.max, lockUntil);
  const [row] = await db
    .update(users)
    .set(c.set(next.count, next.lockedUntil))
    .where(and(eq(users.id, userId), isUnlocked(c.lockedUntil, now)))
    .returning({ lockedUntil: c.lockedUntil });
  return claimOf(row, lockUntil);
}

/**
 * After a right answer: restarts the count. False when a lock was set after this attempt's claim, so a right
 * answer does not win once parallel wrong ones have locked the counter.
 */
export async function clearUserAttempts(
  db: Database,
  counter: UserAttemptCounter,
  userId: string,
  now: Date,
  claim: AttemptClaim,
): Promise<boolean> {
  const c = COUNTERS[counter];
  const cleared = await db
    .update(users)
    .set(c.set(0, null))
    .where(and(eq(users.id, userId), isUnlocked(c.lockedUntil, now, claim.heldLock)))
    .returning({ id: users.id });
  return cleared.length > 0;
}
