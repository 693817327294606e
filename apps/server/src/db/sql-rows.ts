/**
 * Raw-SQL helpers for the modules' hand-written statements (claims, unnest updates, receipt matching, outbox
 * claims). Both drivers answer `execute` with `{ rows }`; values cross as text so PGlite and node-postgres read
 * them alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './database.js';

export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- execute() is typed per driver (PGlite or node-postgres); both answer `rows`, asserted once here
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** One bound parameter holding a whole array (drizzle would otherwise spread it into a list). */
export function arrayParam(values: readonly unknown[]): SQL {
  return sql`${sql.param(values)}`;
}

/**
 * The separator of a carrier-id list passed as one text value: ids are C-Octet strings of printable
 * characters, so the unit separator cannot occur in them, and an empty element stands for a part not yet
 * accepted (null).
 */
export const ID_LIST_SEPARATOR = '\u001f';

export function joinIdList(ids: readonly (string | null)[]): string {
  return ids.map((id) => id ?? '').join(ID_LIST_SEPARATOR);
}

/** SQL that turns a joined id list back into text[] with nulls. */
export function idListToArray(column: SQL): SQL {
  return sql`string_to_array(${column}, ${ID_LIST_SEPARATOR}, '')`;
}

/** Epoch milliseconds of a timestamptz column, as float8, for `new Date(n)`. */
export function epochMs(column: SQL): SQL {
  return sql`(extract(epoch from ${column}) * 1000)::float8`;
}

/**
 * For the rest of the transaction, joins of a few hundred unnest rows against `messages` use index lookups:
 * on a young table the planner prefers hashing a scan of the whole current partition, which grows with it.
 */
export async function preferIndexLookups(tx: Database): Promise<void> {
  await tx.execute(
    sql`select set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`,
  );
}
