/** Queries of the user's second factors: phone, two-factor channel, authenticator secret and its lockout. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, type TwoFactorChannel } from '../../db/schema/index.js';

export async function setPhone(db: Database, userId: string, phone: string): Promise<void> {
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}

/** Unbinds the phone; a user who signed in by SMS falls back to e-mail codes. */
export async function clearPhone(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      phone: null,
      twoFactor: sql`case when ${users.twoFactor} = 'sms' then 'email' else ${users.twoFactor} end`,
    })
    .where(eq(users.id, userId));
}

export async function setTwoFactor(db: Database, userId: string, channel: TwoFactorChannel): Promise<void> {
  await db.update(users).set({ twoFactor: channel }).where(eq(users.id, userId));
}

export async function setPendingTotp(
  db: Database,
  userId: string,
  sealedSecret: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ totpPendingSecret: sealedSecret, totpPendingExpiresAt: expiresAt })
    .where(eq(users.id, userId));
}

/** The confirmed set-up: the pending secret becomes the one sign-in checks, and `step` counts as used. */
export async function activateTotp(db: Database, userId: string, sealedSecret: string, step: number) {
  await db
    .update(users)
    .set({
      twoFactor: 'totp',
      totpSecret: sealedSecret,
      totpPendingSecret: null,
      totpPendingExpiresAt: null,
      totpLastStep: step,
      totpFailedCount: 0,
      totpLockedUntil: null,
    })
    .where(eq(users.id, userId));
}

export async function deactivateTotp(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      twoFactor: 'email',
      totpSecret: null,
      totpPendingSecret: null,
      totpPendingExpiresAt: null,
      totpLastStep: null,
      totpFailedCount: 0,
      totpLockedUntil: null,
    })
    .where(eq(users.id, userId));
}

/**
 * Records that a code of `step` was accepted, in one statement so two requests with the same code cannot both
 * pass; false when that step (or a later one) was used already.
 */
export async function useTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}
