/**
 * The organisation's live accounts, read first by every insight: the later queries name the accounts by id
 * (`account_id = any(…)`), so each walks the per-account indexes of `messages` and `ledger_entries`.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ErrorCode } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { accounts, type AccountRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

export async function organisationAccounts(db: Database, organisationId: string): Promise<AccountRow[]> {
  return (
    db
      .select()
      .from(accounts)
      .where(and(eq(accounts.organisationId, organisationId), isNull(accounts.deletedAt)))
      // Oldest first; accounts opened in the same instant by name, so pages and charts keep one order.
      .orderBy(asc(accounts.createdAt), asc(accounts.name), asc(accounts.id))
  );
}

/** One live account of the organisation; 2010 for any other id, whoever's it is. */
export async function organisationAccount(
  db: Database,
  organisationId: string,
  accountId: string,
): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        eq(accounts.organisationId, organisationId),
        isNull(accounts.deletedAt),
      ),
    );
  if (!row) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  return row;
}
