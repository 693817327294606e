/** The admin overview's and accounts page's figures, read across the organisation's accounts. */
import { and, asc, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accountAccess, accounts, ledgerEntries, messages } from '../../db/schema/index.js';

const liveIn = (organisationId: string) =>
  and(eq(accounts.organisationId, organisationId), isNull(accounts.deletedAt));

export async function accountsWithMemberCounts(db: Database, organisationId: string) {
  return db
    .select({
      account: accounts,
      members: sql<number>`(select count(*)::int from ${accountAccess} where ${accountAccess.accountId} = ${accounts.id})`,
    })
    .from(accounts)
    .where(liveIn(organisationId))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

export async function messagesSince(db: Database, organisationId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(accounts, eq(accounts.id, messages.accountId))
    .where(and(eq(accounts.organisationId, organisationId), gte(messages.createdAt, since)));
  return row?.n ?? 0;
}

/** Money spent (CONSUME less REFUNDED of messages) per currency since `since`, in micro-units. */
export async function spendSince(db: Database, organisationId: string, since: Date) {
  return db
    .select({
      currency: ledgerEntries.currency,
      micros: sql<string>`coalesce(-sum(${ledgerEntries.amountMicros}), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(accounts.organisationId, organisationId),
        gte(ledgerEntries.confirmedAt, since),
        sql`(${ledgerEntries.type} = 'CONSUME' or (${ledgerEntries.type} = 'REFUNDED' and ${ledgerEntries.productType} is not null))`,
      ),
    )
    .groupBy(ledgerEntries.currency)
    .orderBy(asc(ledgerEntries.currency));
}
