/** Queries of the workplace: today's outbound counts and the facts behind the first-steps checklist. */
import { and, eq, gte, inArray, lt, ne, or, isNull, sql } from 'drizzle-orm';
import { SMS_FAILED_STATUSES } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { apiKeys, ledgerEntries, messages } from '../../db/schema/index.js';

/**
 * Outbound messages of the account created in [since, until), by outcome. A range on created_at: the
 * messages_account_created_idx index and the monthly partitions both narrow it.
 */
export async function countOutbound(db: Database, accountId: string, since: Date, until: Date) {
  const [row] = await db
    .select({
      sent: sql<number>`count(*)::int`,
      delivered: sql<number>`(count(*) filter (where ${messages.status} = 'delivered'))::int`,
      failed: sql<number>`(count(*) filter (where ${inArray(messages.status, SMS_FAILED_STATUSES)}))::int`,
    })
    .from(messages)
    .where(
      and(
        eq(messages.accountId, accountId),
        gte(messages.createdAt, since),
        lt(messages.createdAt, until),
        eq(messages.direction, 'out'),
      ),
    );
  return row ?? { sent: 0, delivered: 0, failed: 0 };
}

export async function hasOutboundMessage(db: Database, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.accountId, accountId), eq(messages.direction, 'out')))
    .limit(1);
  return rows.length > 0;
}

/** A top-up the user paid for: a RECHARGE other than the trial credit every new account gets. */
export async function hasPaidRecharge(db: Database, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        eq(ledgerEntries.type, 'RECHARGE'),
        or(isNull(ledgerEntries.paymentMethod), ne(ledgerEntries.paymentMethod, 'trial')),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function hasApiKey(db: Database, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(eq(apiKeys.accountId, accountId))
    .limit(1);
  return rows.length > 0;
}
