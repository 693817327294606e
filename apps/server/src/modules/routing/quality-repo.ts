/**
 * What the processes measured of their carriers, shared through the database (migration 0018): counts per
 * carrier, destination country and minute, added in by every process, and each process's view of its binds.
 */
import { and, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { carrierBinds, carrierQualityMinutes } from '../../db/schema/index.js';
import { arrayParam, queryRows } from '../../db/sql-rows.js';

/** The counters of one carrier, country and minute; `country` is `*` for counts of the bind as a whole. */
export interface QualityCounts {
  submits: number;
  submitErrors: number;
  throttles: number;
  lostAnswers: number;
  failovers: number;
  finals: number;
  delivered: number;
  latencyMsSum: number;
  latencyCount: number;
}

const QUALITY_FIELDS = [
  'submits',
  'submitErrors',
  'throttles',
  'lostAnswers',
  'failovers',
  'finals',
  'delivered',
  'latencyMsSum',
  'latencyCount',
] as const satisfies readonly (keyof QualityCounts)[];

export function emptyCounts(): QualityCounts {
  return {
    submits: 0,
    submitErrors: 0,
    throttles: 0,
    lostAnswers: 0,
    failovers: 0,
    finals: 0,
    delivered: 0,
    latencyMsSum: 0,
    latencyCount: 0,
  };
}

/** Adds `counts` into `sum` (partial counts add nothing for the fields they lack). */
export function addCounts(sum: QualityCounts, counts: Partial<QualityCounts>): QualityCounts {
  for (const field of QUALITY_FIELDS) sum[field] += counts[field] ?? 0;
  return sum;
}

export interface QualityDelta extends QualityCounts {
  carrier: string;
  country: string;
  minute: Date;
}

export interface QualityTotal extends QualityCounts {
  carrier: string;
  country: string;
}

const COLUMNS: Record<keyof QualityCounts, string> = {
  submits: 'submits',
  submitErrors: 'submit_errors',
  throttles: 'throttles',
  lostAnswers: 'lost_answers',
  failovers: 'failovers',
  finals: 'finals',
  delivered: 'delivered',
  latencyMsSum: 'latency_ms_sum',
  latencyCount: 'latency_count',
};

/**
 * Adds the deltas in, one statement for all. Rows are taken in key order, so two processes adding at once
 * wait for each other instead of deadlocking.
 */
export async function addQualityCounts(db: Database, deltas: readonly QualityDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const sorted = [...deltas].sort(
    (a, b) =>
      a.carrier.localeCompare(b.carrier) ||
      a.country.localeCompare(b.country) ||
      a.minute.getTime() - b.minute.getTime(),
  );
  const columns = QUALITY_FIELDS.map((field) => COLUMNS[field]);
  const arrays = QUALITY_FIELDS.map(
    (field) => sql`${arrayParam(sorted.map((delta) => String(delta[field])))}::bigint[]`,
  );
  await db.execute(sql`
    insert into carrier_quality_minutes (carrier, country, minute, ${sql.raw(columns.join(', '))})
    select * from unnest(
      ${arrayParam(sorted.map((delta) => delta.carrier))}::text[],
      ${arrayParam(sorted.map((delta) => delta.country))}::text[],
      ${arrayParam(sorted.map((delta) => delta.minute.toISOString()))}::timestamptz[],
      ${sql.join(arrays, sql`, `)})
    on conflict (carrier, country, minute) do update set
      ${sql.raw(columns.map((column) => `${column} = carrier_quality_minutes.${column} + excluded.${column}`).join(', '))}`);
}

/** Every carrier and country's counts since `since`. */
export async function sumQualitySince(db: Database, since: Date): Promise<QualityTotal[]> {
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`select carrier, country, ${sql.raw(
      QUALITY_FIELDS.map((field) => `sum(${COLUMNS[field]})::text as "${field}"`).join(', '),
    )}
        from carrier_quality_minutes where minute >= ${since.toISOString()}::timestamptz
        group by carrier, country`,
  );
  return rows.map((row) => {
    const total = { carrier: row.carrier!, country: row.country! } as QualityTotal;
    for (const field of QUALITY_FIELDS) total[field] = Number(row[field] ?? 0);
    return total;
  });
}

/** Drops counts and bind rows older than `before`: a day of minutes is kept for a look back. */
export async function pruneQualityBefore(db: Database, before: Date): Promise<void> {
  await db.delete(carrierQualityMinutes).where(lt(carrierQualityMinutes.minute, before));
  await db.delete(carrierBinds).where(lt(carrierBinds.updatedAt, before));
}

export interface BindSnapshot {
  carrier: string;
  state: string;
  error: string | null;
  health: string;
  healthReason: string | null;
  inFlight: number;
  since: Date;
}

/** This process's binds as they are now; its rows for carriers it no longer binds go. */
export async function publishBinds(
  db: Database,
  process: string,
  binds: readonly BindSnapshot[],
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const names = binds.map((bind) => bind.carrier);
    await tx
      .delete(carrierBinds)
      .where(
        names.length > 0
          ? and(eq(carrierBinds.process, process), notInArray(carrierBinds.carrier, names))
          : eq(carrierBinds.process, process),
      );
    for (const bind of binds) {
      await tx
        .insert(carrierBinds)
        .values({ ...bind, process, updatedAt: at })
        .onConflictDoUpdate({
          target: [carrierBinds.carrier, carrierBinds.process],
          set: {
            state: bind.state,
            error: bind.error,
            health: bind.health,
            healthReason: bind.healthReason,
            inFlight: bind.inFlight,
            since: bind.since,
            updatedAt: at,
          },
        });
    }
  });
}

export async function withdrawBinds(db: Database, process: string): Promise<void> {
  await db.delete(carrierBinds).where(eq(carrierBinds.process, process));
}

/** Every process's binds refreshed since `since` (older rows belong to processes that stopped or died). */
export async function listFreshBinds(
  db: Database,
  since: Date,
): Promise<(BindSnapshot & { process: string; updatedAt: Date })[]> {
  return db.select().from(carrierBinds).where(gte(carrierBinds.updatedAt, since));
}
