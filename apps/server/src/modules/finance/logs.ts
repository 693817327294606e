/**
 * The recharge log (the account's RECHARGE entries) and the usage log (every entry of any account of the
 * organisation the user may see), paged by an opaque keyset cursor, and the usage log as CSV.
 */
import {
  ErrorCode,
  USAGE_CSV_COLUMNS,
  formatMicros,
  type RechargeLogItem,
  type RechargeLogPage,
  type TUsageLogFilters,
  type UsageLogItem,
  type UsageLogPage,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { AccountRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { fieldError } from '../../lib/field-error.js';
import { listLiveAccounts } from '../accounts/index.js';
import { accessibleAccountIds, findMembershipOfUser, seesAllAccounts } from '../orgs/index.js';
import { CSV_BOM, csvCell } from '../sms-log/index.js';
import { listLedger, type LedgerCursor, type LedgerLogRow } from './ledger-log-repo.js';

const EXPORT_BATCH = 500;

function encodeLedgerCursor(row: LedgerLogRow): string {
  return Buffer.from(`${row.confirmedKey}|${row.id}`, 'utf8').toString('base64url');
}

function decodeLedgerCursor(text: string): LedgerCursor {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const match = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?)\|(\d{1,18})$/.exec(
    decoded,
  );
  if (!match) throw fieldError(['cursor'], 'logCursorInvalid');
  return { confirmedKey: match[1]!, id: Number(match[2]) };
}

export function toRechargeItem(row: LedgerLogRow): RechargeLogItem {
  return {
    transactionId: row.transactionId,
    orderId: row.orderId,
    amount: formatMicros(row.amountMicros),
    currency: row.currency,
    paymentMethod: row.paymentMethod ?? 'operator',
    status: row.rechargeStatus,
    confirmedAt: row.confirmedAt.toISOString(),
  };
}

function toUsageItem(row: LedgerLogRow): UsageLogItem {
  return {
    transactionId: row.transactionId,
    accountId: row.accountId,
    type: row.type,
    amount: formatMicros(row.amountMicros),
    currency: row.currency,
    productId: row.productId,
    productType: row.productType,
    paymentMethod: row.paymentMethod,
    beforeBalance: formatMicros(row.beforeMicros),
    afterBalance: formatMicros(row.afterMicros),
    confirmedAt: row.confirmedAt.toISOString(),
  };
}

function page<T>(rows: LedgerLogRow[], limit: number, map: (row: LedgerLogRow) => T) {
  const items = rows.slice(0, limit);
  return {
    items: items.map(map),
    nextCursor: rows.length > limit ? encodeLedgerCursor(items[items.length - 1]!) : null,
  };
}

export function createLogService({ db }: { db: Database }) {
  /**
   * The account the usage log is asked about: the current one, or another live one of its organisation that
   * the user may see (members only those on their access list, as in the user info).
   */
  async function usageAccount(userId: string, current: AccountRow, accountId: string | undefined) {
    if (!accountId || accountId === current.id) return current.id;
    const membership = await findMembershipOfUser(db, userId);
    const granted = seesAllAccounts(membership?.role)
      ? null
      : new Set(await accessibleAccountIds(db, userId));
    const accounts = await listLiveAccounts(db, current.organisationId);
    const visible = accounts.some(
      (account) => account.id === accountId && (!granted || granted.has(account.id)),
    );
    if (!visible) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    return accountId;
  }

  return {
    async rechargeList(
      accountId: string,
      input: {
        since?: Date;
        until?: Date;
        status?: RechargeLogItem['status'];
        cursor?: string;
        limit: number;
      },
    ): Promise<RechargeLogPage> {
      const rows = await listLedger(db, {
        accountId,
        since: input.since,
        until: input.until,
        types: ['RECHARGE'],
        rechargeStatus: input.status,
        after: input.cursor ? decodeLedgerCursor(input.cursor) : undefined,
        limit: input.limit + 1,
      });
      return page(rows, input.limit, toRechargeItem);
    },

    async usageList(
      userId: string,
      current: AccountRow,
      input: TUsageLogFilters & { cursor?: string; limit: number },
    ): Promise<UsageLogPage> {
      const rows = await listLedger(db, {
        accountId: await usageAccount(userId, current, input.accountId),
        since: input.since,
        until: input.until,
        types: input.type,
        after: input.cursor ? decodeLedgerCursor(input.cursor) : undefined,
        limit: input.limit + 1,
      });
      return page(rows, input.limit, toUsageItem);
    },

    /** Every matching entry as CSV lines (header first), read in batches so memory stays flat. */
    async usageCsv(
      userId: string,
      current: AccountRow,
      filters: TUsageLogFilters,
    ): Promise<AsyncGenerator<string>> {
      const accountId = await usageAccount(userId, current, filters.accountId);
      return (async function* lines() {
        yield `${CSV_BOM}${USAGE_CSV_COLUMNS.join(',')}\r\n`;
        let after: LedgerCursor | undefined;
        for (;;) {
          const rows = await listLedger(db, {
            accountId,
            since: filters.since,
            until: filters.until,
            types: filters.type,
            after,
            limit: EXPORT_BATCH,
          });
          for (const row of rows) {
            const item = toUsageItem(row);
            yield `${USAGE_CSV_COLUMNS.map((column) => csvCell(item[column])).join(',')}\r\n`;
          }
          if (rows.length < EXPORT_BATCH) return;
          const last = rows[rows.length - 1]!;
          after = { confirmedKey: last.confirmedKey, id: last.id };
        }
      })();
    },
  };
}
