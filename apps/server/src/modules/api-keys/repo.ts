/** API keys of an account: the id is public, only the secret's SHA-256 is stored. */
import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { apiKeys } from '../../db/schema/index.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Database, key: typeof apiKeys.$inferInsert): Promise<void> {
  await db.insert(apiKeys).values(key);
}

export async function countLiveApiKeys(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function listApiKeys(db: Database, accountId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Answers whether a live key of the account was revoked. */
export async function revokeApiKey(
  db: Database,
  accountId: string,
  keyId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** Records a use unless one was recorded since `staleBefore` (by any process). */
export async function touchApiKey(
  db: Database,
  keyId: string,
  at: Date,
  ip: string | null,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at, lastUsedIp: ip })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
