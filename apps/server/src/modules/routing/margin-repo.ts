/** The margin report's one query: price and carrier cost of the messages that reached a carrier. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/sql-rows.js';
import { BASE_CURRENCY } from './cost-book.js';

export interface MarginRow {
  currency: string;
  /** Null in a currency's total. */
  country: string | null;
  carrier: string | null;
  messages: number;
  segments: number;
  /** What the customers paid (the messages' cost). */
  priceMicros: bigint;
  /** What the carriers charge: per-segment cost × segments. */
  costMicros: bigint;
  /** Messages whose carrier had no cost for them. */
  uncosted: number;
}

/**
 * Outbound messages created in [from, to) whose carrier took them (a `failed` message never reached one and
 * was refunded), grouped by currency, destination country and carrier. Platform messages have no currency:
 * their carrier cost is recorded in US dollars and their price is zero.
 */
export async function sumMargins(db: Database, from: Date, to: Date): Promise<MarginRow[]> {
  const rows = await queryRows<{
    currency: string;
    country: string;
    carrier: string;
    messages: number;
    segments: string;
    price: string;
    cost: string;
    uncosted: number;
  }>(
    db,
    sql`select coalesce(currency, ${BASE_CURRENCY}) as currency, coalesce(country, '') as country, carrier,
          count(*)::int as messages, sum(segments)::text as segments, sum(cost_micros)::text as price,
          coalesce(sum(carrier_cost_micros * segments), 0)::text as cost,
          (count(*) filter (where carrier_cost_micros is null))::int as uncosted
        from messages
        where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
          and direction = 'out' and carrier is not null
          and status in ('sent', 'delivered', 'undelivered', 'expired', 'rejected')
        group by 1, 2, 3
        order by 1, 2, 3`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    country: row.country,
    carrier: row.carrier,
    messages: row.messages,
    segments: Number(row.segments),
    priceMicros: BigInt(row.price),
    costMicros: BigInt(row.cost),
    uncosted: row.uncosted,
  }));
}
