/** Queries of contact verifications: the pending new e-mail address or phone number and its code. */
import { MAX_WRONG_CODES } from '@beacon/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  contactVerifications,
  type ContactPurpose,
  type ContactVerificationRow,
} from '../../db/schema/index.js';

export async function findContactVerification(db: Database, userId: string, purpose: ContactPurpose) {
  const [row] = await db
    .select()
    .from(contactVerifications)
    .where(and(eq(contactVerifications.userId, userId), eq(contactVerifications.purpose, purpose)));
  return row;
}

export async function findLiveContactVerification(
  db: Database,
  userId: string,
  purpose: ContactPurpose,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(contactVerifications)
    .where(
      and(
        eq(contactVerifications.userId, userId),
        eq(contactVerifications.purpose, purpose),
        gt(contactVerifications.expiresAt, now),
      ),
    );
  return row;
}

export async function saveContactVerification(db: Database, row: ContactVerificationRow): Promise<void> {
  const { userId: _userId, purpose: _purpose, ...change } = row;
  await db
    .insert(contactVerifications)
    .values(row)
    .onConflictDoUpdate({ target: [contactVerifications.userId, contactVerifications.purpose], set: change });
}

export async function recordWrongContactCode(
  db: Database,
  userId: string,
  purpose: ContactPurpose,
  lockUntil: Date,
): Promise<boolean> {
  const reachesMax = sql`${contactVerifications.wrongCodeCount} + 1 >= ${MAX_WRONG_CODES}`;
  const [row] = await db
    .update(contactVerifications)
    .set({
      wrongCodeCount: sql`case when ${reachesMax} then 0 else ${contactVerifications.wrongCodeCount} + 1 end`,
      lockedUntil: sql`case when ${reachesMax} then ${lockUntil.toISOString()}::timestamptz else ${contactVerifications.lockedUntil} end`,
    })
    .where(and(eq(contactVerifications.userId, userId), eq(contactVerifications.purpose, purpose)))
    .returning({ lockedUntil: contactVerifications.lockedUntil });
  return row?.lockedUntil?.getTime() === lockUntil.getTime();
}

/** Removes the verification once used (or cancelled); false when another request removed it first. */
export async function deleteContactVerification(db: Database, userId: string, purpose: ContactPurpose) {
  const deleted = await db
    .delete(contactVerifications)
    .where(and(eq(contactVerifications.userId, userId), eq(contactVerifications.purpose, purpose)))
    .returning({ userId: contactVerifications.userId });
  return deleted.length > 0;
}
