/** Queries of identity verifications (kyc_verifications) and the account's verification status. */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accounts, kycVerifications, type KycVerificationRow } from '../../db/schema/index.js';
import { setVerified } from '../accounts/index.js';

export type NewKycVerification = typeof kycVerifications.$inferInsert;

/** Issues a new link for the account; links not yet used are removed (regenerate replaces the old one). */
export async function replaceWaitingVerification(db: Database, row: NewKycVerification): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(kycVerifications)
      .where(and(eq(kycVerifications.accountId, row.accountId), eq(kycVerifications.status, 'waiting')));
    await tx.insert(kycVerifications).values(row);
  });
}

export async function findLatestVerification(
  db: Database,
  accountId: string,
): Promise<KycVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(kycVerifications)
    .where(eq(kycVerifications.accountId, accountId))
    .orderBy(desc(kycVerifications.createdAt))
    .limit(1);
  return row;
}

/** The verification of a link that may still be used: waiting and not expired at `now`. */
export async function findUsableVerification(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<KycVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(kycVerifications)
    .where(
      and(
        eq(kycVerifications.tokenHash, tokenHash),
        eq(kycVerifications.status, 'waiting'),
        gt(kycVerifications.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Uses the link once: waiting → processing, and the account goes under review (2). Undefined when the link is
 * unknown, used or expired (another request may have used it first).
 */
export async function claimVerification(
  db: Database,
  tokenHash: string,
  fields: { country: string; documentType: string; now: Date },
): Promise<KycVerificationRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(kycVerifications)
      .set({
        status: 'processing',
        country: fields.country,
        documentType: fields.documentType,
        submittedAt: fields.now,
      })
      .where(
        and(
          eq(kycVerifications.tokenHash, tokenHash),
          eq(kycVerifications.status, 'waiting'),
          gt(kycVerifications.expiresAt, fields.now),
        ),
      )
      .returning();
    if (row) await tx.update(accounts).set({ verificationStatus: 2 }).where(eq(accounts.id, row.accountId));
    return row;
  });
}

/**
 * Records the outcome and moves the account to verified (1, the trial ends with the time) or failed (3; the
 * attempt's time stays on the verification, never as the account's "verified on").
 */
export async function completeVerification(
  db: Database,
  row: KycVerificationRow,
  outcome: { passed: boolean; resultCode: number; subCode: number | null; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(kycVerifications)
      .set({
        status: outcome.passed ? 'passed' : 'failed',
        resultCode: outcome.resultCode,
        subCode: outcome.subCode,
        completedAt: outcome.now,
      })
      .where(eq(kycVerifications.id, row.id));
    if (outcome.passed) await setVerified(tx, row.accountId, outcome.now);
    else await tx.update(accounts).set({ verificationStatus: 3 }).where(eq(accounts.id, row.accountId));
  });
}
