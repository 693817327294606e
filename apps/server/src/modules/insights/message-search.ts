/**
 * The organisation-wide message search: the SMS log's query (keyset paging, one index walk per account and
 * filter branch) over every live account of the organisation, or over one of them.
 */
import type { InsightsMessagePage, TSmsLogFilters } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { decodeCursor, encodeCursor, findLogPage, toLogItem } from '../sms-log/index.js';
import { organisationAccount, organisationAccounts } from './org-accounts.js';

export async function searchOrganisationMessages(
  db: Database,
  organisationId: string,
  input: TSmsLogFilters & { accountId?: string; cursor?: string; limit: number },
): Promise<InsightsMessagePage> {
  const accounts = input.accountId
    ? [await organisationAccount(db, organisationId, input.accountId)]
    : await organisationAccounts(db, organisationId);
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  const after = input.cursor ? decodeCursor(input.cursor) : undefined;
  const rows = await findLogPage(db, [...names.keys()], input, after, input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      ...toLogItem(row),
      accountId: row.accountId,
      accountName: names.get(row.accountId) ?? row.accountId,
    })),
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ createdAt: last.createdKey, id: last.id }) : null,
  };
}
