/**
 * The attempt claim every leased queue makes (messages, webhook deliveries, mail): up to `limit` due rows,
 * oldest due first, skipping rows another worker holds, get a lease (their due time moves to `leaseUntil`)
 * and one more attempt — in one statement, so a crashed worker's rows come back when the lease runs out.
 * The answer is two CTEs, `due` and `claimed` (the UPDATE's RETURNING); the caller selects from `claimed`.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface AttemptClaim {
  /** Table name; the UPDATE names it `alias`. */
  table: string;
  alias: string;
  /** The primary key's columns: `due` selects them and the UPDATE matches on them. */
  keyColumns: readonly string[];
  /** More columns `due` selects, for `join`. */
  dueColumns?: readonly string[];
  /** The column holding when a row is next due (and, once claimed, when its lease ends). */
  dueColumn: string;
  /** Which rows may be claimed, besides being due. */
  claimable: SQL;
  now: Date;
  leaseUntil: Date;
  limit: number;
  /** More assignments of the UPDATE (after the lease and the attempt). */
  set?: SQL;
  /** Joined to `due` in the UPDATE's FROM, e.g. the account's settings. */
  join?: SQL;
  returning: SQL;
}

export function attemptClaimCtes(claim: AttemptClaim): SQL {
  const { alias, dueColumn } = claim;
  const dueSelect = [...claim.keyColumns, ...(claim.dueColumns ?? [])].join(', ');
  const match = claim.keyColumns.map((column) => `${alias}.${column} = due.${column}`).join(' and ');
  return sql`due as (
      select ${sql.raw(dueSelect)} from ${sql.raw(claim.table)}
      where ${claim.claimable} and ${sql.raw(dueColumn)} <= ${claim.now.toISOString()}::timestamptz
      order by ${sql.raw(dueColumn)}
      limit ${claim.limit}
      for update skip locked
    ), claimed as (
      update ${sql.raw(claim.table)} ${sql.raw(alias)}
      set ${sql.raw(dueColumn)} = ${claim.leaseUntil.toISOString()}::timestamptz,
          attempts = ${sql.raw(alias)}.attempts + 1${claim.set ? sql`, ${claim.set}` : sql``}
      from due ${claim.join ?? sql``}
      where ${sql.raw(match)}
      returning ${claim.returning}
    )`;
}
