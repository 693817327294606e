/**
 * A cached read carries the generation of its scope it was read at (a stamp). The send's group transaction
 * compares the stamps of its sends with the generations now committed: a send whose reads a change has
 * overtaken is refused with `StaleReadError`, and the API reads again and decides again. This is what makes
 * a cache safe across processes, where a notification arrives a moment after the commit that sent it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { cacheGenerations } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql-rows.js';

export interface Stamp {
  /** 'account:<id>' or 'prices' (migration 0016). */
  scope: string;
  generation: bigint;
}

/** A value with the stamp of what it was read at. */
export interface Stamped<V> {
  value: V;
  stamp: Stamp;
}

export const accountScope = (accountId: string) => `account:${accountId}`;
export const PRICES_SCOPE = 'prices';

/** SQL: the current generation of `scope` (an SQL text expression), as text; 0 before the first change. */
export const generationOf = (scope: SQL) =>
  sql<string>`coalesce((select ${cacheGenerations.generation} from ${cacheGenerations}
                        where ${cacheGenerations.scope} = ${scope}), 0)::text`;

/** `value`, stamped. */
export function stamped<V>(value: V, scope: string, generation: string): Stamped<V> {
  return { value, stamp: { scope, generation: BigInt(generation) } };
}

export class StaleReadError extends Error {
  override name = 'StaleReadError';
  constructor(readonly scopes: readonly string[]) {
    super(`cached reads of ${scopes.join(', ')} were overtaken by a change`);
  }
}

/**
 * SQL: the CTE `stale_scopes(scope)`, the scopes among `stamps` whose generation has moved on since they were
 * read (a missing row is 0) — for a statement of the caller's that refuses what was read on them.
 */
export function staleScopesCte(stamps: readonly Stamp[]): SQL {
  // A group's sends mostly carry the same few stamps: each distinct one travels once.
  const distinct = [
    ...new Map(stamps.map((stamp) => [`${stamp.scope}@${stamp.generation}`, stamp])).values(),
  ];
  return sql`stale_scopes as (
    select distinct st.scope
    from unnest(${sql.param(distinct.map((stamp) => stamp.scope))}::text[],
                ${sql.param(distinct.map((stamp) => stamp.generation.toString()))}::bigint[]) as st(scope, generation)
    where coalesce((select g.generation from ${cacheGenerations} g where g.scope = st.scope), 0) <> st.generation
  )`;
}

/** The scopes among `stamps` whose generation has moved on since they were read. */
export async function staleScopes(db: Database, stamps: readonly Stamp[]): Promise<Set<string>> {
  if (stamps.length === 0) return new Set();
  const rows = await queryRows<{ scope: string }>(
    db,
    sql`with ${staleScopesCte(stamps)} select scope from stale_scopes`,
  );
  return new Set(rows.map((row) => row.scope));
}
