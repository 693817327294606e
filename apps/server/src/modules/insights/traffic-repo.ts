/**
 * The traffic insight's two grouped reads over the organisation's accounts, by local day: outbound messages
 * by status (walking messages_account_created_idx from the range's start) and the ledger's spend
 * (ledger_account_confirmed_idx). Sums cross as text so PGlite and node-postgres read them alike.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { arrayParam, queryRows } from '../../db/sql-rows.js';

interface Window {
  accountIds: readonly string[];
  timezone: string;
  /** Local wall-clock start, read in `timezone`. */
  since: string;
}

interface DayStatusRow {
  day: string;
  account_id: string;
  status: string;
  n: number;
  segments: string;
}

interface DaySpendRow {
  day: string;
  account_id: string;
  currency: string;
  micros: string;
}

const localDay = (column: string, timezone: string) =>
  sql`to_char(date_trunc('day', ${sql.raw(column)} at time zone ${timezone}), 'YYYY-MM-DD')`;

export async function messagesByDay(db: Database, window: Window): Promise<DayStatusRow[]> {
  if (window.accountIds.length === 0) return [];
  return queryRows<DayStatusRow>(
    db,
    sql`select ${localDay('created_at', window.timezone)} as day, account_id, status,
               count(*)::int as n, coalesce(sum(segments), 0)::text as segments
          from messages
         where account_id = any(${arrayParam(window.accountIds)}::text[])
           and direction = 'out'
           and created_at >= (${window.since}::timestamp at time zone ${window.timezone})
         group by 1, 2, 3`,
  );
}

/** Charged less refunded: CONSUME entries and the REFUNDED entries of messages (not of recharge orders). */
export async function spendByDay(db: Database, window: Window): Promise<DaySpendRow[]> {
  if (window.accountIds.length === 0) return [];
  return queryRows<DaySpendRow>(
    db,
    sql`select ${localDay('confirmed_at', window.timezone)} as day, account_id, currency,
               (-sum(amount_micros))::text as micros
          from ledger_entries
         where account_id = any(${arrayParam(window.accountIds)}::text[])
           and confirmed_at >= (${window.since}::timestamp at time zone ${window.timezone})
           and (type = 'CONSUME' or (type = 'REFUNDED' and product_type is not null))
         group by 1, 2, 3`,
  );
}

export interface CubeRow {
  account_id: string;
  country: string;
  type: number;
  status: string;
  currency: string;
  n: number;
  segments: string;
  cost: string;
}

/** Outbound messages of the range by account, country, type and status (the pivot's whole cube). */
export async function messageCube(db: Database, window: Window): Promise<CubeRow[]> {
  if (window.accountIds.length === 0) return [];
  return queryRows<CubeRow>(
    db,
    sql`select account_id, coalesce(country, '') as country, type::int as type, status,
               coalesce(currency, '') as currency, count(*)::int as n,
               coalesce(sum(segments), 0)::text as segments, coalesce(sum(cost_micros), 0)::text as cost
          from messages
         where account_id = any(${arrayParam(window.accountIds)}::text[])
           and direction = 'out'
           and created_at >= (${window.since}::timestamp at time zone ${window.timezone})
         group by 1, 2, 3, 4, 5`,
  );
}
