/**
 * The binds open now (smpp_binds), as the processes holding their sockets report them: the console reads them
 * here, and the per-account bind limit is checked against them, so it holds across processes. A row its
 * process stopped refreshing (the process died) counts for nothing once it is stale, and is deleted.
 */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { smppBinds, smppCredentials } from '../../db/schema/index.js';
import { arrayParam, queryRows } from '../../db/sql-rows.js';

export type SmppBindRow = typeof smppBinds.$inferSelect;

/**
 * Records a new bind unless the account already has `maxBinds` live ones. The account's binds are counted
 * under a transaction-scoped advisory lock of the account, so two processes binding at once cannot both take
 * the last place.
 */
export async function registerBind(
  db: Database,
  row: typeof smppBinds.$inferInsert,
  options: { maxBinds: number; staleBefore: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`smpp-binds:${row.accountId}`}, 0))`,
    );
    const [live] = await queryRows<{ n: string }>(
      tx,
      sql`select count(*)::text as n from smpp_binds
          where account_id = ${row.accountId} and refreshed_at > ${options.staleBefore.toISOString()}::timestamptz`,
    );
    if (Number(live?.n ?? 0) >= options.maxBinds) return false;
    await tx.insert(smppBinds).values(row);
    return true;
  });
}

export interface BindReport {
  id: string;
  refreshedAt: Date;
  submitsPerSecond: number;
  windowUsed: number;
}

export async function refreshBinds(db: Database, reports: readonly BindReport[]): Promise<void> {
  if (reports.length === 0) return;
  const param = <T>(pick: (report: BindReport) => T) => arrayParam(reports.map(pick));
  await db.execute(sql`
    update smpp_binds b
    set refreshed_at = u.refreshed_key::timestamptz, submits_per_second = u.rate, window_used = u.used
    from unnest(${param((r) => r.id)}::text[], ${param((r) => r.refreshedAt.toISOString())}::text[],
                ${param((r) => r.submitsPerSecond)}::float8[], ${param((r) => r.windowUsed)}::int[])
      as u(id, refreshed_key, rate, used)
    where b.id = u.id
  `);
}

export async function removeBinds(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(smppBinds).where(inArray(smppBinds.id, [...ids]));
}

export async function listLiveBinds(
  db: Database,
  accountId: string,
  staleBefore: Date,
): Promise<SmppBindRow[]> {
  return db
    .select()
    .from(smppBinds)
    .where(and(eq(smppBinds.accountId, accountId), gt(smppBinds.refreshedAt, staleBefore)))
    .orderBy(asc(smppBinds.boundAt), asc(smppBinds.id));
}

/** Deletes the rows of processes that stopped reporting; answers how many. */
export async function purgeStaleBinds(db: Database, staleBefore: Date): Promise<number> {
  const gone = await db
    .delete(smppBinds)
    .where(lt(smppBinds.refreshedAt, staleBefore))
    .returning({ id: smppBinds.id });
  return gone.length;
}

/** Of these system_ids, the ones no longer allowed to bind: revoked, or deleted with their account. */
export async function findRevokedSystemIds(db: Database, systemIds: readonly string[]): Promise<string[]> {
  if (systemIds.length === 0) return [];
  const live = await db
    .select({ systemId: smppCredentials.systemId })
    .from(smppCredentials)
    .where(and(inArray(smppCredentials.systemId, [...systemIds]), sql`${smppCredentials.revokedAt} is null`));
  const liveIds = new Set(live.map((row) => row.systemId));
  return systemIds.filter((systemId) => !liveIds.has(systemId));
}
