/** The access list: which of the organisation's accounts a member may use. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accountAccess, accounts } from '../../db/schema/index.js';

export async function accessibleAccountIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ accountId: accountAccess.accountId })
    .from(accountAccess)
    .where(eq(accountAccess.userId, userId));
  return rows.map((row) => row.accountId);
}

/** Replaces the user's access list. */
export async function replaceAccess(
  db: Database,
  userId: string,
  accountIds: readonly string[],
  at: Date,
): Promise<void> {
  await db.delete(accountAccess).where(eq(accountAccess.userId, userId));
  if (accountIds.length === 0) return;
  await db
    .insert(accountAccess)
    .values(accountIds.map((accountId) => ({ accountId, userId, grantedAt: at })))
    .onConflictDoNothing();
}

/** The ids among `accountIds` that are live accounts of the organisation. */
export async function liveAccountIdsIn(
  db: Database,
  organisationId: string,
  accountIds: readonly string[],
): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.organisationId, organisationId),
        isNull(accounts.deletedAt),
        inArray(accounts.id, [...accountIds]),
      ),
    );
  return rows.map((row) => row.id);
}
