/** Reads of the account cards and the account profile: counts and the latest rows, each by an account index. */
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  accountAccess,
  apiKeys,
  auditLog,
  ledgerEntries,
  messages,
  smsSettings,
  users,
} from '../../db/schema/index.js';

const LATEST = 10;

export async function memberCounts(db: Database, accountIds: string[]): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: accountAccess.accountId, n: count() })
    .from(accountAccess)
    .where(inArray(accountAccess.accountId, accountIds))
    .groupBy(accountAccess.accountId);
  return new Map(rows.map((row) => [row.accountId, row.n]));
}

export async function outboundCountsSince(
  db: Database,
  accountIds: string[],
  since: Date,
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: sql<string>`${messages.accountId}`, n: count() })
    .from(messages)
    .where(
      and(
        inArray(messages.accountId, accountIds),
        gte(messages.createdAt, since),
        eq(messages.direction, 'out'),
      ),
    )
    .groupBy(messages.accountId);
  return new Map(rows.map((row) => [row.accountId, row.n]));
}

export async function findSettings(db: Database, accountId: string) {
  const [row] = await db.select().from(smsSettings).where(eq(smsSettings.accountId, accountId));
  return row;
}

export async function listApiKeys(db: Database, accountId: string) {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function latestRecharges(db: Database, accountId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.type, 'RECHARGE')))
    .orderBy(desc(ledgerEntries.confirmedAt), desc(ledgerEntries.id))
    .limit(LATEST);
}

/** The organisation's audit events about the account (its id is the event's target). */
export async function latestAudit(db: Database, organisationId: string, accountId: string) {
  return db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.organisationId, organisationId), eq(auditLog.target, accountId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(LATEST);
}

export const LATEST_ROWS = LATEST;
