/** The account's SMS settings row; an account without one has the defaults of the schema. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { smsSettings } from '../../db/schema/index.js';

export type SmsSettingsRow = typeof smsSettings.$inferSelect;
export type SmsSettingsValues = Omit<SmsSettingsRow, 'accountId' | 'updatedAt'>;

export const DEFAULT_SMS_SETTINGS: SmsSettingsValues = {
  ipWhitelist: [],
  dailyLimit: 0,
  perNumberLimit: 0,
  globalRateLimit: 0,
  perSecondRate: 0,
  statusWebhookUrl: null,
  moWebhookUrl: null,
  webhookSecret: null,
  previousWebhookSecret: null,
  previousSecretExpiresAt: null,
  signatureEnabled: true,
  disallowedCountries: [],
};

export async function findSettings(db: Database, accountId: string): Promise<SmsSettingsRow | undefined> {
  const [row] = await db.select().from(smsSettings).where(eq(smsSettings.accountId, accountId));
  return row;
}

/** Locks the account's row for the rest of the transaction, creating it with the defaults when missing. */
export async function lockSettings(db: Database, accountId: string, at: Date): Promise<SmsSettingsRow> {
  await db
    .insert(smsSettings)
    .values({ accountId, ...DEFAULT_SMS_SETTINGS, updatedAt: at })
    .onConflictDoNothing();
  const [row] = await db.select().from(smsSettings).where(eq(smsSettings.accountId, accountId)).for('update');
  return row!;
}

export async function updateSettings(
  db: Database,
  accountId: string,
  values: Partial<SmsSettingsValues>,
  at: Date,
): Promise<SmsSettingsRow> {
  const [row] = await db
    .update(smsSettings)
    .set({ ...values, updatedAt: at })
    .where(eq(smsSettings.accountId, accountId))
    .returning();
  return row!;
}
