/**
 * The log's queries over `messages`, written for the indexes (docs/sms-console-api.md: fast over 10 million
 * rows): always one account, newest first by (created_at, id), a LIMIT, and the keyset condition instead of
 * OFFSET. A filter on several statuses or on a phone in both directions becomes a UNION ALL of branches that
 * each walk one index in order — (account, status, created_at, id), (account, to, created_at) or the inbound
 * (account, from, created_at) index — and are merged, rather than one scan that filters row by row. Several
 * accounts (the organisation-wide search) multiply the branches: one per account, each in its own index.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TSmsLogFilters } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { MessageDirection, MessageStatus } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql-rows.js';
import type { LogCursor } from './cursor.js';

export interface LogRow {
  id: string;
  accountId: string;
  createdKey: string;
  createdAt: Date;
  updatedAt: Date;
  from: string;
  to: string;
  country: string | null;
  direction: MessageDirection;
  content: string;
  type: number;
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
  status: MessageStatus;
  costMicros: bigint;
  currency: string | null;
  errorCode: string | null;
}

interface RawLogRow {
  id: string;
  account_id: string;
  created_key: string;
  created_ms: number;
  updated_ms: number;
  from_addr: string;
  to_addr: string;
  country: string | null;
  direction: MessageDirection;
  content: string;
  type: number;
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
  status: MessageStatus;
  cost_micros: string;
  currency: string | null;
  error_code: string | null;
}

const COLUMNS = sql.raw(`id, account_id, created_at, created_at::text as created_key,
  (extract(epoch from created_at) * 1000)::float8 as created_ms,
  (extract(epoch from updated_at) * 1000)::float8 as updated_ms,
  from_addr, to_addr, country, direction, content, type::int as type, segments::int as segments, encoding,
  status, cost_micros::text as cost_micros, currency, error_code`);

function toLogRow(row: RawLogRow): LogRow {
  return {
    id: row.id,
    accountId: row.account_id,
    createdKey: row.created_key,
    createdAt: new Date(row.created_ms),
    updatedAt: new Date(row.updated_ms),
    from: row.from_addr,
    to: row.to_addr,
    country: row.country,
    direction: row.direction,
    content: row.content,
    type: row.type,
    segments: row.segments,
    encoding: row.encoding,
    status: row.status,
    costMicros: BigInt(row.cost_micros),
    currency: row.currency,
    errorCode: row.error_code,
  };
}

/** One branch's own conditions: a status and/or a direction with its phone column. */
interface Branch {
  status?: string;
  direction?: MessageDirection;
  phoneColumn?: 'to_addr' | 'from_addr';
}

function branchesOf(filters: TSmsLogFilters): Branch[] {
  const statuses: (string | undefined)[] = filters.status?.length ? filters.status : [undefined];
  let sides: Branch[];
  if (filters.phone) {
    const all: Branch[] = [
      { direction: 'out', phoneColumn: 'to_addr' },
      { direction: 'in', phoneColumn: 'from_addr' },
    ];
    sides = all.filter((side) => !filters.direction || side.direction === filters.direction);
  } else {
    sides = [{ direction: filters.direction }];
  }
  return statuses.flatMap((status) => sides.map((side) => ({ ...side, status })));
}

function branchQuery(
  accountId: string,
  filters: TSmsLogFilters,
  branch: Branch,
  after: LogCursor | undefined,
  limit: number,
): SQL {
  const conditions: SQL[] = [sql`account_id = ${accountId}`];
  if (branch.status) conditions.push(sql`status = ${branch.status}`);
  if (branch.direction) conditions.push(sql`direction = ${branch.direction}`);
  if (branch.phoneColumn) conditions.push(sql`${sql.raw(branch.phoneColumn)} = ${filters.phone!}`);
  if (filters.country) conditions.push(sql`country = ${filters.country}`);
  if (filters.since) conditions.push(sql`created_at >= ${filters.since.toISOString()}::timestamptz`);
  if (filters.until) conditions.push(sql`created_at < ${filters.until.toISOString()}::timestamptz`);
  if (after) {
    conditions.push(sql`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id})`);
  }
  return sql`(select ${COLUMNS} from messages where ${sql.join(conditions, sql` and `)}
    order by created_at desc nulls last, id desc nulls last limit ${limit})`;
}

/** Up to `limit` rows after `after`, newest first, of one account or of several. */
export async function findLogPage(
  db: Database,
  accountIds: string | readonly string[],
  filters: TSmsLogFilters,
  after: LogCursor | undefined,
  limit: number,
): Promise<LogRow[]> {
  const accounts = typeof accountIds === 'string' ? [accountIds] : accountIds;
  if (accounts.length === 0) return [];
  const branches = accounts.flatMap((accountId) =>
    branchesOf(filters).map((branch) => branchQuery(accountId, filters, branch, after, limit)),
  );
  const query =
    branches.length === 1
      ? branches[0]!
      : sql`select * from (${sql.join(branches, sql` union all `)}) as merged
          order by created_at desc nulls last, id desc nulls last limit ${limit}`;
  return (await queryRows<RawLogRow>(db, query)).map(toLogRow);
}

export async function findLogMessage(
  db: Database,
  accountId: string,
  id: string,
): Promise<LogRow | undefined> {
  const [row] = await queryRows<RawLogRow>(
    db,
    sql`select ${COLUMNS} from messages where id = ${id} and account_id = ${accountId} limit 1`,
  );
  return row ? toLogRow(row) : undefined;
}

export async function listEvents(db: Database, messageId: string) {
  return queryRows<{ status: MessageStatus; error_code: string | null; at_ms: number }>(
    db,
    sql`select status, error_code, (extract(epoch from at) * 1000)::float8 as at_ms
        from message_events where message_id = ${messageId} order by at, id`,
  );
}
