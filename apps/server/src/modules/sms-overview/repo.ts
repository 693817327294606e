/**
 * The overview's one read (one statement, so one snapshot: a message turning final between two reads can be
 * neither lost nor counted twice): the account's roll-up days from the range's first UTC day (each with its 96
 * quarter-hour slots), its country and type sums from the range's first instant, and its still-open outbound
 * messages by quarter hour, country and type through messages_open_out_idx — all within [since, until).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/sql-rows.js';

export type OverviewRow =
  | {
      kind: 'day';
      /** The UTC day, "2026-11-26". */
      key: string;
      /** Comma-separated slot values. */
      delivered: string;
      failed: string;
      segments: string;
      cost: string;
    }
  | {
      kind: 'country' | 'type';
      /** The country ('' unknown) or the type. */
      key: string;
      delivered: string;
      failed: string;
      segments: string;
      cost: string;
    }
  | {
      kind: 'open';
      /** The quarter hour's start in epoch milliseconds. */
      key: string;
      country: string;
      type: number;
      pending: number;
      segments: string;
      cost: string;
    };

export async function overviewRows(
  db: Database,
  query: { accountId: string; since: Date; until: Date },
): Promise<OverviewRow[]> {
  const since = query.since.toISOString();
  const until = query.until.toISOString();
  const sinceDay = sql`(${since}::timestamptz at time zone 'UTC')::date`;
  const untilDay = sql`(${until}::timestamptz at time zone 'UTC')::date`;
  // Whole days inside the range by their totals; the first and last UTC days by their slots in the range.
  const slotsFrom = sql`case when day = ${sinceDay} then rollup_slot_of(${since}::timestamptz) else 1 end`;
  const slotsTo = sql`case when day = ${untilDay} then rollup_slot_of(${until}::timestamptz) - 1 else 96 end`;
  const sumOf = (column: string) =>
    sql`sum(case when day > ${sinceDay} and day < ${untilDay} then ${sql.raw(`${column}_total`)}
      else (select coalesce(sum(x), 0) from unnest(${sql.raw(column)}[${slotsFrom}:${slotsTo}]) as x) end)::text`;
  return queryRows<OverviewRow>(
    db,
    sql`
    select 'day' as kind, day::text as key, null as country, null::int as type, null::int as pending,
           array_to_string(delivered, ',') as delivered, array_to_string(failed, ',') as failed,
           array_to_string(segments, ',') as segments, array_to_string(cost_micros, ',') as cost
      from message_day_rollups
     where account_id = ${query.accountId} and day between ${sinceDay} and ${untilDay}
    union all
    select case when grouping(country) = 0 then 'country' else 'type' end,
           case when grouping(country) = 0 then country else type::text end, null, null, null,
           ${sumOf('delivered')}, ${sumOf('failed')}, ${sumOf('segments')}, ${sumOf('cost_micros')}
      from message_mix_rollups
     where account_id = ${query.accountId} and day between ${sinceDay} and ${untilDay}
     group by grouping sets ((country), (type))
    union all
    select 'open', (extract(epoch from date_bin('15 minutes', created_at, timestamptz '2000-01-01T00:00:00Z'))
                    * 1000)::bigint::text,
           coalesce(country, ''), type::int, count(*)::int, null, null,
           sum(segments)::text, sum(cost_micros)::text
      from messages
     where account_id = ${query.accountId} and direction = 'out'
       and status in ('scheduled', 'queued', 'sending', 'sent')
       and created_at >= ${since}::timestamptz and created_at < ${until}::timestamptz
     group by 2, 3, 4`,
  );
}
