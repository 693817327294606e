/** Queries of the price list: one price per segment, destination country and currency. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { prices } from '../../db/schema/index.js';
import type { PriceEntry } from './demo-prices.js';

type PriceSource = 'demo' | 'import';

export interface PriceRow {
  country: string;
  currency: string;
  priceMicros: bigint;
  source: PriceSource;
}

const columns = {
  country: prices.country,
  currency: prices.currency,
  priceMicros: prices.priceMicros,
  source: prices.source,
};

export async function findPrices(
  db: Database,
  currency: string,
  countries: readonly string[],
): Promise<PriceRow[]> {
  if (countries.length === 0) return [];
  return db
    .select(columns)
    .from(prices)
    .where(and(eq(prices.currency, currency), inArray(prices.country, [...countries])));
}

export async function listPrices(db: Database, currency: string): Promise<PriceRow[]> {
  return db.select(columns).from(prices).where(eq(prices.currency, currency)).orderBy(asc(prices.country));
}

export async function countPrices(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(prices);
  return row?.n ?? 0;
}

function unnestPrices(entries: readonly PriceEntry[], source: PriceSource, at: Date) {
  return sql`select u.country, u.currency, u.price, ${source}, ${at.toISOString()}::timestamptz
    from unnest(
      ${sql.param(entries.map((e) => e.country))}::text[],
      ${sql.param(entries.map((e) => e.currency))}::text[],
      ${sql.param(entries.map((e) => e.priceMicros.toString()))}::bigint[]
    ) as u(country, currency, price)`;
}

/**
 * Seeds the list when it is empty. Processes starting together over one PostgreSQL may both see it empty;
 * ON CONFLICT lets the second add nothing instead of failing. Answers the rows inserted.
 */
export async function insertPricesIfEmpty(
  db: Database,
  entries: readonly PriceEntry[],
  at: Date,
): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- execute() is typed per driver (PGlite or node-postgres); both answer `rows`, asserted once here
  const result = (await db.execute(sql`
    insert into prices (country, currency, price_micros, source, updated_at)
    ${unnestPrices(entries, 'demo', at)}
    where not exists (select 1 from prices)
    on conflict (country, currency) do nothing
    returning country`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** Replaces the whole list in the caller's transaction. */
export async function replacePrices(db: Database, entries: readonly PriceEntry[], at: Date): Promise<void> {
  await db.delete(prices);
  await db.execute(sql`
    insert into prices (country, currency, price_micros, source, updated_at)
    ${unnestPrices(entries, 'import', at)}`);
}
