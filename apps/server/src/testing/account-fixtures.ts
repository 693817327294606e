/** Accounts made straight in the database, for tests of the ledger and the engine that need no sign-up. */
import { randomBytes } from 'node:crypto';
import { BILLING_CURRENCY, type BillingCountry } from '@beacon/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { accounts, ledgerEntries, organisations } from '../db/schema/index.js';

export async function insertTestAccount(
  db: Database,
  options: { billingCountry?: BillingCountry; verificationStatus?: number; createdBy?: string } = {},
): Promise<string> {
  const billingCountry = options.billingCountry ?? 'US';
  const [org] = await db.insert(organisations).values({ name: 'Test org' }).returning();
  const id = `AC${randomBytes(8).toString('hex')}`;
  await db.insert(accounts).values({
    id,
    organisationId: org!.id,
    createdBy: options.createdBy ?? null,
    name: 'Test account',
    products: ['sms'],
    billingCountry,
    currency: BILLING_CURRENCY[billingCountry],
    verificationStatus: options.verificationStatus ?? 1,
  });
  return id;
}

export async function balanceOf(db: Database, accountId: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: accounts.balanceMicros })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return row.balance;
}

export async function ledgerOf(db: Database, accountId: string) {
  return db
    .select({
      type: ledgerEntries.type,
      amountMicros: ledgerEntries.amountMicros,
      currency: ledgerEntries.currency,
      beforeMicros: ledgerEntries.beforeMicros,
      afterMicros: ledgerEntries.afterMicros,
      paymentMethod: ledgerEntries.paymentMethod,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(asc(ledgerEntries.id));
}
