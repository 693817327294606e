/** Queries of pending sign-ups. */
import { MAX_WRONG_CODES } from '@beacon/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { pendingSignups, type PendingSignupRow } from '../../db/schema/index.js';
import { claimOf, countAttempt, isUnlocked, type AttemptClaim, type UseOutcome } from './attempt-sql.js';

export async function insertPendingSignup(
  db: Database,
  row: typeof pendingSignups.$inferInsert,
): Promise<void> {
  await db.insert(pendingSignups).values(row);
}

export async function findLivePendingSignup(
  db: Database,
  idHash: string,
  now: Date,
): Promise<PendingSignupRow | undefined> {
  const [row] = await db
    .select()
    .from(pendingSignups)
    .where(and(eq(pendingSignups.idHash, idHash), gt(pendingSignups.expiresAt, now)));
  return row;
}

/** Counts one code attempt before the code is checked; undefined while the sign-up is locked. */
export async function claimSignupCodeAttempt(
  db: Database,
  idHash: string,
  now: Date,
  lockUntil: Date,
): Promise<AttemptClaim | undefined> {
  const next = countAttempt(
    pendingSignups.wrongCodeCount,
    pendingSignups.lockedUntil,
    MAX_WRONG_CODES,
    lockUntil,
  );
  const [row] = await db
    .update(pendingSignups)
    .set({ wrongCodeCount: next.count, lockedUntil: next.lockedUntil })
    .where(and(eq(pendingSignups.idHash, idHash), isUnlocked(pendingSignups.lockedUntil, now)))
    .returning({ lockedUntil: pendingSignups.lockedUntil });
  return claimOf(row, lockUntil);
}

export async function recordSignupResend(
  db: Database,
  idHash: string,
  change: { codeHash: string; sentAt: Date },
): Promise<void> {
  await db
    .update(pendingSignups)
    .set({
      codeHash: change.codeHash,
      lastSentAt: change.sentAt,
      sendCount: sql`${pendingSignups.sendCount} + 1`,
    })
    .where(eq(pendingSignups.idHash, idHash));
}

/**
 * Takes the pending sign-up out of the table, unless another request already did ('gone') or a lock was set
 * after this attempt's claim ('locked'): a right code must not win once other guesses have locked it.
 */
export async function usePendingSignup(
  db: Database,
  idHash: string,
  now: Date,
  claim: AttemptClaim,
): Promise<UseOutcome> {
  const deleted = await db
    .delete(pendingSignups)
    .where(
      and(eq(pendingSignups.idHash, idHash), isUnlocked(pendingSignups.lockedUntil, now, claim.heldLock)),
    )
    .returning({ idHash: pendingSignups.idHash });
  if (deleted.length > 0) return 'used';
  const [left] = await db
    .select({ idHash: pendingSignups.idHash })
    .from(pendingSignups)
    .where(eq(pendingSignups.idHash, idHash));
  return left ? 'locked' : 'gone';
}
