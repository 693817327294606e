/**
 * One grouped read of an account's outbound messages in a time window, by local bucket (hour or day in the
 * user's timezone), status, country and type. It walks messages_account_created_idx for the window only.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/sql-rows.js';

export interface OverviewRow {
  at: string;
  status: string;
  country: string;
  type: number;
  n: number;
  segments: string;
  cost: string;
}

export async function overviewRows(
  db: Database,
  query: { accountId: string; timezone: string; unit: 'hour' | 'day'; since: string },
): Promise<OverviewRow[]> {
  return queryRows<OverviewRow>(
    db,
    sql`
    select to_char(date_trunc(${query.unit}, m.created_at at time zone ${query.timezone}), 'YYYY-MM-DD"T"HH24:MI') as at,
           m.status, coalesce(m.country, '') as country, m.type,
           count(*)::int as n, coalesce(sum(m.segments), 0)::text as segments,
           coalesce(sum(m.cost_micros), 0)::text as cost
      from messages m
     where m.account_id = ${query.accountId}
       and m.direction = 'out'
       and m.created_at >= (${query.since}::timestamp at time zone ${query.timezone})
     group by 1, 2, 3, 4`,
  );
}
