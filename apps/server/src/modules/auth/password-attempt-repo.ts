/** The wrong-password count of a user, claimed per sign-in attempt before the slow password check. */
import { MAX_WRONG_PASSWORDS } from '@beacon/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { claimOf, countAttempt, isUnlocked, type AttemptClaim } from './attempt-sql.js';

/** Counts one password attempt; undefined while the user is locked. */
export async function claimPasswordAttempt(
  db: Database,
  userId: string,
  now: Date,
  lockUntil: Date,
): Promise<AttemptClaim | undefined> {
  const next = countAttempt(users.failedPasswordCount, users.lockedUntil, MAX_WRONG_PASSWORDS, lockUntil);
  const [row] = await db
    .update(users)
    .set({ failedPasswordCount: next.count, lockedUntil: next.lockedUntil })
    .where(and(eq(users.id, userId), isUnlocked(users.lockedUntil, now)))
    .returning({ lockedUntil: users.lockedUntil });
  return claimOf(row, lockUntil);
}

/**
 * After a right password: restarts the count. False when a lock was set after this attempt's claim, so a
 * right password does not win once parallel wrong ones have locked the user.
 */
export async function clearPasswordAttempts(
  db: Database,
  userId: string,
  now: Date,
  claim: AttemptClaim,
): Promise<boolean> {
  const cleared = await db
    .update(users)
    .set({ failedPasswordCount: 0, lockedUntil: null })
    .where(and(eq(users.id, userId), isUnlocked(users.lockedUntil, now, claim.heldLock)))
    .returning({ id: users.id });
  return cleared.length > 0;
}
