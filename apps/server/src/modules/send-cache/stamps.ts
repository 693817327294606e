/**
 * A cached read carries the generation of its scope it was read at (a stamp). The send's group transaction
 * compares the stamps of its sends with the generations now committed: a send whose reads a change has
 * overtaken is refused with `StaleReadError`, and the API reads again and decides again. This is what makes
 * a cache safe across processes, where a notification arrives a moment after the commit that sent it.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { cacheGenerations } from '../../db/schema/index.js';

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

/** The scopes among `stamps` whose generation has moved on since they were read (a missing row is 0). */
export async function staleScopes(db: Database, stamps: readonly Stamp[]): Promise<Set<string>> {
  if (stamps.length === 0) return new Set();
  const scopes = [...new Set(stamps.map((stamp) => stamp.scope))];
  const rows = await db
    .select({ scope: cacheGenerations.scope, generation: cacheGenerations.generation })
    .from(cacheGenerations)
    .where(inArray(cacheGenerations.scope, scopes));
  const current = new Map(rows.map((row) => [row.scope, row.generation]));
  return new Set(
    stamps.filter((stamp) => (current.get(stamp.scope) ?? 0n) !== stamp.generation).map((s) => s.scope),
  );
}
