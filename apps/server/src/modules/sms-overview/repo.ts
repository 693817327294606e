/**
 * The overview's one read (one statement, so one snapshot: a message turning final between two reads can be
 * neither lost nor counted twice), all within [since, until):
 * - per bucket, its pieces of UTC days (`pieces`: a day and a run of its slots) from the day roll-up: each
 *   piece is one subtraction of running sums (slot hi minus slot lo - 1);
 * - by country and by type from the mix roll-up: whole days by their totals through the covering index
 *   message_mix_rollups_totals_idx (an index-only scan: the rows themselves are ~2 KB), the first and last
 *   UTC days by their slots in the range;
 * - the still-open outbound messages by quarter hour, country and type through messages_open_out_idx.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { arrayParam, queryRows } from '../../db/sql-rows.js';

/** A run of slots (1-based, inclusive) of one UTC day that belongs to bucket `bucket`. */
export interface Piece {
  day: string;
  lo: number;
  hi: number;
  bucket: number;
}

export interface OverviewRow {
  /** 'bucket' (key: its index), 'country' (key: the country, '' unknown), 'type' or 'open' (key: epoch ms). */
  kind: 'bucket' | 'country' | 'type' | 'open';
  key: string;
  country: string | null;
  type: number | null;
  pending: number | null;
  delivered: string | null;
  failed: string | null;
  segments: string | null;
  cost: string | null;
}

const FIGURES = ['delivered', 'failed', 'segments', 'cost_micros'] as const;
const ALIASES = { delivered: 'delivered', failed: 'failed', segments: 'segments', cost_micros: 'cost' };

/** The sum of slots `lo`…`hi` of a running-sum column: one subtraction, 0 for an empty run. */
function runOf(column: string, lo: SQL, hi: SQL): SQL {
  const c = sql.raw(column);
  return sql`case when ${hi} >= ${lo} then ${c}[${hi}] - coalesce(${c}[${lo} - 1], 0) else 0 end`;
}

export async function overviewRows(
  db: Database,
  query: { accountId: string; since: Date; until: Date; pieces: readonly Piece[] },
): Promise<OverviewRow[]> {
  const since = query.since.toISOString();
  const until = query.until.toISOString();
  const sinceDay = sql`(${since}::timestamptz at time zone 'UTC')::date`;
  const untilDay = sql`(${until}::timestamptz at time zone 'UTC')::date`;
  const edgeLo = sql`case when day = ${sinceDay} then rollup_slot_of(${since}::timestamptz) else 1 end`;
  const edgeHi = sql`case when day = ${untilDay} then rollup_slot_of(${until}::timestamptz) - 1 else 96 end`;
  const edge = FIGURES.map((f) => sql`sum(${runOf(f, edgeLo, edgeHi)})::text`);
  // The first branch names the union's columns.
  const piece = FIGURES.map(
    (f) => sql`sum(${runOf(`r.${f}`, sql`p.lo`, sql`p.hi`)})::text as ${sql.raw(ALIASES[f])}`,
  );
  const { pieces } = query;
  return queryRows<OverviewRow>(
    db,
    sql`
    select 'bucket' as kind, p.bucket::text as key, null as country, null::int as type, null::int as pending,
           ${sql.join(piece, sql`, `)}
      from unnest(${arrayParam(pieces.map((p) => p.day))}::date[], ${arrayParam(pieces.map((p) => p.lo))}::int[],
                  ${arrayParam(pieces.map((p) => p.hi))}::int[], ${arrayParam(pieces.map((p) => p.bucket))}::int[])
           as p(day, lo, hi, bucket)
      join message_day_rollups r on r.account_id = ${query.accountId} and r.day = p.day
     group by p.bucket
    union all
    select case when grouping(country) = 0 then 'country' else 'type' end,
           case when grouping(country) = 0 then country else type::text end, null, null, null,
           sum(delivered_total)::text, sum(failed_total)::text, sum(segments_total)::text,
           sum(cost_micros_total)::text
      from message_mix_rollups
     where account_id = ${query.accountId} and day > ${sinceDay} and day < ${untilDay}
     group by grouping sets ((country), (type))
    union all
    select case when grouping(country) = 0 then 'country' else 'type' end,
           case when grouping(country) = 0 then country else type::text end, null, null, null,
           ${sql.join(edge, sql`, `)}
      from message_mix_rollups
     where account_id = ${query.accountId} and day in (${sinceDay}, ${untilDay})
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
