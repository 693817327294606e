/** Queries of pending sign-ups. */
import { MAX_WRONG_CODES } from '@beacon/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { pendingSignups, type PendingSignupRow } from '../../db/schema/index.js';

export async function insertPendingSignup(db: Database, row: PendingSignupRow): Promise<void> {
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

/** Counts a wrong code; the attempt that reaches the limit locks until `lockUntil`. Answers whether it locked. */
export async function recordWrongSignupCode(db: Database, idHash: string, lockUntil: Date): Promise<boolean> {
  const reachesMax = sql`${pendingSignups.wrongCodeCount} + 1 >= ${MAX_WRONG_CODES}`;
  const [row] = await db
    .update(pendingSignups)
    .set({
      wrongCodeCount: sql`case when ${reachesMax} then 0 else ${pendingSignups.wrongCodeCount} + 1 end`,
      lockedUntil: sql`case when ${reachesMax} then ${lockUntil.toISOString()}::timestamptz else ${pendingSignups.lockedUntil} end`,
    })
    .where(eq(pendingSignups.idHash, idHash))
    .returning({ lockedUntil: pendingSignups.lockedUntil });
  return row?.lockedUntil?.getTime() === lockUntil.getTime();
}

export async function recordSignupResend(
  db: Database,
  idHash: string,
  change: { codeHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(pendingSignups)
    .set({
      codeHash: change.codeHash,
      lastSentAt: change.sentAt,
      expiresAt: change.expiresAt,
      sendCount: sql`${pendingSignups.sendCount} + 1`,
    })
    .where(eq(pendingSignups.idHash, idHash));
}

/** Takes the pending sign-up out of the table; undefined when another request already did. */
export async function deletePendingSignup(
  db: Database,
  idHash: string,
): Promise<PendingSignupRow | undefined> {
  const [row] = await db.delete(pendingSignups).where(eq(pendingSignups.idHash, idHash)).returning();
  return row;
}
