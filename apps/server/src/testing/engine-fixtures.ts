/**
 * Rows the engine tests start from, written the way acceptance writes them: an account with money, its SMS
 * settings, and queued (or scheduled) messages whose cost was debited in one transaction with a CONSUME
 * entry — so refunds and the ledger invariant can be checked end to end without the send API.
 */
import { randomBytes } from 'node:crypto';
import { analyzeMessage, isPhoneProblem, parseDecimalToMicros, parseE164 } from '@beacon/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DeliveryReceipt } from '../carriers/index.js';
import type { Database } from '../db/database.js';
import {
  accounts,
  ledgerEntries,
  messageEvents,
  messages,
  organisations,
  smsSettings,
  webhookAttempts,
  webhookDeliveries,
  type MessageRow,
} from '../db/schema/index.js';
import { newBatchId, newMessageId } from '../lib/ids.js';
import { debit, recharge } from '../modules/billing/index.js';

export interface TestAccount {
  id: string;
  currency: string;
}

export async function createTestAccount(
  db: Database,
  options: { balance?: string; currency?: string; at?: Date; organisationId?: string } = {},
): Promise<TestAccount> {
  const at = options.at ?? new Date();
  const currency = options.currency ?? 'USD';
  const id = `AC${randomBytes(8).toString('hex')}`;
  await db.transaction(async (tx) => {
    let organisationId = options.organisationId;
    if (!organisationId) {
      const [org] = await tx
        .insert(organisations)
        .values({ name: 'Test org' })
        .returning({ id: organisations.id });
      organisationId = org!.id;
    }
    await tx.insert(accounts).values({
      id,
      organisationId,
      name: 'Test account',
      products: ['sms'],
      billingCountry: 'US',
      currency,
      verificationStatus: 1,
      createdAt: at,
    });
    const balance = parseDecimalToMicros(options.balance ?? '10.00')!;
    if (balance > 0n) await recharge(tx, { accountId: id, amountMicros: balance, paymentMethod: 'test', at });
  });
  return { id, currency };
}

export async function setSmsSettings(
  db: Database,
  accountId: string,
  settings: Partial<Omit<typeof smsSettings.$inferInsert, 'accountId'>>,
): Promise<void> {
  const values = { accountId, updatedAt: new Date(), ...settings };
  await db
    .insert(smsSettings)
    .values(values)
    .onConflictDoUpdate({ target: smsSettings.accountId, set: values });
}

export interface QueueInput {
  to: string;
  content?: string;
  from?: string;
  /** Per-segment price as a decimal string; 0 for none. */
  price?: string;
  sendAt?: Date;
  type?: number;
}

/** Queues messages for `account` (or platform messages when null), debiting their cost like acceptance does. */
export async function queueMessages(
  db: Database,
  account: TestAccount | null,
  inputs: readonly QueueInput[],
  at: Date,
): Promise<string[]> {
  const batchId = newBatchId(at);
  const rows = inputs.map((input) => {
    const content = input.content ?? 'Your Beacon code is 123456';
    const analysis = analyzeMessage(content);
    const phone = parseE164(input.to);
    const price = account ? parseDecimalToMicros(input.price ?? '0.01')! : 0n;
    return {
      id: newMessageId(at),
      createdAt: at,
      accountId: account?.id ?? null,
      batchId: account ? batchId : null,
      direction: 'out' as const,
      source: account ? ('api' as const) : ('system' as const),
      type: input.type ?? 1,
      from: input.from ?? 'Beacon',
      to: input.to,
      country: isPhoneProblem(phone) ? null : phone.country,
      content,
      encoding: analysis.encoding,
      segments: analysis.segments,
      costMicros: price * BigInt(analysis.segments),
      currency: account?.currency ?? null,
      status: input.sendAt ? ('scheduled' as const) : ('queued' as const),
      sendAt: input.sendAt ?? null,
      dueAt: input.sendAt ?? at,
      updatedAt: at,
    };
  });
  await db.transaction(async (tx) => {
    const total = rows.reduce((sum, row) => sum + row.costMicros, 0n);
    if (account && total > 0n) {
      const change = await debit(tx, { accountId: account.id, amountMicros: total, productId: batchId, at });
      if (!change) throw new Error('test account cannot cover the messages');
    }
    if (rows.length > 0) await tx.insert(messages).values(rows);
    await tx.insert(messageEvents).values(rows.map((row) => ({ messageId: row.id, status: row.status, at })));
  });
  return rows.map((row) => row.id);
}

export async function messagesByIds(db: Database, ids: readonly string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messages)
    .where(inArray(messages.id, [...ids]));
}

export async function statusesOf(db: Database, ids: readonly string[]): Promise<Record<string, string>> {
  const rows = await messagesByIds(db, ids);
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

export async function eventsOf(db: Database, messageId: string) {
  return db
    .select({ status: messageEvents.status, errorCode: messageEvents.errorCode })
    .from(messageEvents)
    .where(eq(messageEvents.messageId, messageId))
    .orderBy(messageEvents.id);
}

export async function ledgerOf(db: Database, accountId: string) {
  const entries = await db
    .select({
      type: ledgerEntries.type,
      amountMicros: ledgerEntries.amountMicros,
      productId: ledgerEntries.productId,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(ledgerEntries.id);
  const [account] = await db
    .select({ balance: accounts.balanceMicros })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return { entries, balanceMicros: account!.balance };
}

export async function deliveriesOf(db: Database, accountId: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.accountId, accountId))
    .orderBy(webhookDeliveries.id);
}

export async function attemptsOf(db: Database, deliveryId: number) {
  return db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(webhookAttempts.id);
}

/** Finishes what earlier tests of a file left in the queue, so it cannot be dispatched in a later test. */
export async function clearQueue(db: Database): Promise<void> {
  await db
    .update(messages)
    .set({ status: 'failed', errorCode: 'TEST_CLEANUP' })
    .where(and(inArray(messages.status, ['scheduled', 'queued', 'sending'])));
  await db.execute(
    sql`update webhook_deliveries set state = 'failed', due_at = 'infinity' where state = 'pending'`,
  );
}

/** A final delivery receipt from the `sim` carrier, as the SMPP layer hands it over (DELIVRD or a failure). */
export function receiptFor(carrierMessageId: string, stat = 'UNDELIV'): DeliveryReceipt {
  return {
    carrierMessageId,
    reportedIds: [carrierMessageId],
    alternateIds: [],
    stat,
    status: stat === 'DELIVRD' ? 'delivered' : 'undelivered',
    isFinal: true,
    errorCode: stat === 'DELIVRD' ? null : '009',
    submittedAt: null,
    doneAt: null,
    carrier: 'sim',
    recipient: '+14155550150',
    sender: 'Beacon',
    receivedAt: new Date(),
  };
}
