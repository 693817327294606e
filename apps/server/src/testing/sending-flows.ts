/**
 * Journeys of the sending tests: a signed-up user with an account (verified or trial, with money), an API
 * key, and calls of the public send API with its Basic auth.
 */
import { count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/database.js';
import { accounts, batches, ledgerEntries, messages, optOuts, templates } from '../db/schema/index.js';
import { basicAuthHeader } from '../http/basic-auth.js';
import { recharge, sumLedger } from '../modules/billing/index.js';
import { newTemplateId } from '../lib/ids.js';
import { createPricingService } from '../modules/pricing/index.js';
import { signUp, type SignedUpUser } from './flows.js';
import type { CallOptions, TestHarness } from './test-app.js';

export async function seedDemoPrices(db: Database): Promise<void> {
  await createPricingService({ db, clock: () => new Date() }).seedDemoIfEmpty();
}

export interface SendingAccount {
  user: SignedUpUser;
  accountId: string;
  keyId: string;
  secret: string;
}

export async function creditAccount(db: Database, accountId: string, amountMicros: bigint): Promise<void> {
  await db.transaction((tx) =>
    recharge(tx, { accountId, amountMicros, paymentMethod: 'test', at: new Date() }),
  );
}

export async function setVerification(db: Database, accountId: string, status: number): Promise<void> {
  await db.update(accounts).set({ verificationStatus: status }).where(eq(accounts.id, accountId));
}

/**
 * A user with a current account in `billingCountry`, verified unless `trial`, holding the trial credit plus
 * `creditMicros`, and an API key.
 */
export async function setUpSendingAccount(
  t: TestHarness,
  options: { billingCountry?: string; trial?: boolean; creditMicros?: bigint } = {},
): Promise<SendingAccount> {
  const user = await signUp(t);
  const added = await t.post<{ accountId: string }>(
    '/api/account/add',
    { name: 'Sender', products: ['sms'], billingCountry: options.billingCountry ?? 'US' },
    { token: user.token },
  );
  expect(added.body.code).toBe(0);
  const { accountId } = added.body.data;
  if (!options.trial) await setVerification(t.db, accountId, 1);
  if (options.creditMicros) await creditAccount(t.db, accountId, options.creditMicros);
  const key = await t.post<{ keyId: string; secret: string }>(
    '/api/sms/apikey/create',
    { name: 'test key' },
    { token: user.token },
  );
  expect(key.body.code).toBe(0);
  return { user, accountId, keyId: key.body.data.keyId, secret: key.body.data.secret };
}

export function apiHeaders(
  sender: SendingAccount,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    authorization: basicAuthHeader(sender.keyId, sender.secret),
    'x-account-id': sender.accountId,
    ...extra,
  };
}

export function apiSend<T = unknown>(
  t: TestHarness,
  sender: SendingAccount,
  body: unknown,
  options: CallOptions = {},
) {
  return t.post<T>('/api/v1/sms/send', body, { ...options, headers: apiHeaders(sender, options.headers) });
}

/** Valid mobile numbers (libphonenumber-js examples) by country. */
export const PHONES = {
  US: '+12015550123',
  US2: '+12015550124',
  GB: '+447400123456',
  CN: '+8613123456789',
  DE: '+4915123456789',
  MC: '+377612345678',
  FR: '+33612345678',
  JP: '+819012345678',
} as const;

/** `n` distinct valid US numbers: +1415555xxxx, then +1415556xxxx past 10,000. */
export function usNumbers(n: number, start = 0): string[] {
  return Array.from({ length: n }, (_, i) => {
    const k = start + i;
    return `+141555${5 + Math.floor(k / 10_000)}${String(k % 10_000).padStart(4, '0')}`;
  });
}

/** What a send wrote for an account: a refused one must leave all of these as they were. */
export async function writesOf(db: Database, accountId: string) {
  const countOf = async (table: typeof messages | typeof batches | typeof ledgerEntries) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.accountId, accountId));
    return row?.n ?? 0;
  };
  const [account] = await db
    .select({ balance: accounts.balanceMicros })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return {
    messages: await countOf(messages),
    batches: await countOf(batches),
    ledger: await countOf(ledgerEntries),
    balance: account?.balance,
    ledgerSum: await sumLedger(db, accountId),
  };
}

export async function insertTemplate(
  db: Database,
  template: {
    accountId: string | null;
    content: string;
    status?: number;
    country?: string | null;
    name?: string;
    /** 1 otp (the default), 2 marketing, 3 notification. */
    type?: number;
  },
): Promise<string> {
  const id = newTemplateId();
  const now = new Date();
  await db.insert(templates).values({
    id,
    accountId: template.accountId,
    name: template.name ?? 'Template',
    content: template.content,
    country: template.country ?? null,
    type: template.type ?? 1,
    status: template.status ?? 1,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export async function addOptOut(
  db: Database,
  accountId: string,
  phone: string,
  at = new Date(),
): Promise<void> {
  await db.insert(optOuts).values({ accountId, phone, messageId: null, createdAt: at });
}

export async function messagesOf(db: Database, accountId: string) {
  return db
    .select()
    .from(messages)
    .where(eq(messages.accountId, accountId))
    .orderBy(sql`${messages.id}`);
}
