/**
 * The fraud guard's statements: settings, the per-bucket counters (one upsert that answers the window's sums),
 * the blocks and the operator's prefixes. Counters are per account, prefix and ten-minute bucket, so the hot
 * path sums at most six rows and never scans messages.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { FRAUD_GUARD_DEFAULTS, type FraudBlockReason, type FraudSettings } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { fraudBlocks, fraudOperatorPrefixes, fraudSettings } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql-rows.js';

const BUCKET_MS = 10 * 60_000;
const HOUR_MS = 3_600_000;
const WEEK_HOURS = 7 * 24;

const bucketOf = (at: Date) => new Date(Math.floor(at.getTime() / BUCKET_MS) * BUCKET_MS);
/** Whether two moments count over the same window (the same buckets). */
export const sameWindow = (a: Date, b: Date) => bucketOf(a).getTime() === bucketOf(b).getTime();
/** The window: the current bucket and the five before it (the last 50–60 minutes). */
const windowStartOf = (at: Date) => new Date(bucketOf(at).getTime() - HOUR_MS + BUCKET_MS);

export type StoredFraudSettings = Omit<FraudSettings, 'windowMinutes'>;

const DEFAULT_FRAUD_SETTINGS: StoredFraudSettings = {
  enabled: FRAUD_GUARD_DEFAULTS.enabled,
  minVerifications: FRAUD_GUARD_DEFAULTS.minVerifications,
  minConversionPercent: FRAUD_GUARD_DEFAULTS.minConversionPercent,
  spikeMinMessages: FRAUD_GUARD_DEFAULTS.spikeMinMessages,
  spikeMultiplier: FRAUD_GUARD_DEFAULTS.spikeMultiplier,
  allowedPrefixes: [],
};

export async function findSettings(db: Database, accountId: string): Promise<StoredFraudSettings> {
  const [row] = await db.select().from(fraudSettings).where(eq(fraudSettings.accountId, accountId));
  if (!row) return DEFAULT_FRAUD_SETTINGS;
  const { accountId: _account, updatedAt: _at, ...settings } = row;
  return settings;
}

export async function saveSettings(
  db: Database,
  accountId: string,
  settings: StoredFraudSettings,
  at: Date,
): Promise<void> {
  await db
    .insert(fraudSettings)
    .values({ accountId, ...settings, updatedAt: at })
    .onConflictDoUpdate({ target: fraudSettings.accountId, set: { ...settings, updatedAt: at } });
}

/** The account's active blocks and every operator prefix: what a check needs besides the settings. */
export async function findBlockedPrefixes(
  db: Database,
  accountId: string,
): Promise<{ account: string[]; operator: string[] }> {
  const rows = await queryRows<{ prefix: string; operator: boolean }>(
    db,
    sql`select prefix, false as operator from fraud_blocks where account_id = ${accountId} and lifted_at is null
        union all
        select prefix, true as operator from fraud_operator_prefixes`,
  );
  return {
    account: rows.filter((row) => !row.operator).map((row) => row.prefix),
    operator: rows.filter((row) => row.operator).map((row) => row.prefix),
  };
}

/** What to add to one account's prefix in the current bucket. */
export interface CounterDelta {
  accountId: string;
  prefix: string;
  otpMessages: number;
  verifications: number;
  approved: number;
}

/** A prefix's sums over the window, the new counts included. */
export type WindowFigures = CounterDelta;

/**
 * Adds the deltas (distinct account and prefix each) to the current bucket and answers each row's sums over
 * the window, in ONE statement whatever the number of accounts: the guard collects the counts of concurrent
 * sends and writes them together, so a busy prefix's row is locked once per flush, not once per send. Rows go
 * in account and prefix order, so flushes of several processes lock them in the same order.
 *
 * Its commit does not wait for the WAL to reach the disk (`synchronous_commit` off for this statement's own
 * transaction alone): the counters are statistics for a rule over an hour, a crash may lose the last fraction
 * of a second of counts and nothing else (no money, no message, no state a caller was told), and every Verify
 * start waits for its flush — the disk's flush was most of that wait (docs/performance.md, "Verify API").
 */
export async function addToCounters(
  db: Database,
  deltas: readonly CounterDelta[],
  at: Date,
): Promise<WindowFigures[]> {
  if (deltas.length === 0) return [];
  const sorted = [...deltas].sort((a, b) =>
    a.accountId === b.accountId ? (a.prefix < b.prefix ? -1 : 1) : a.accountId < b.accountId ? -1 : 1,
  );
  const bucket = bucketOf(at).toISOString();
  const column = <T>(pick: (d: CounterDelta) => T) => sql.param(sorted.map(pick));
  const rows = await queryRows<{
    account_id: string;
    prefix: string;
    otp: number;
    ver: number;
    appr: number;
  }>(
    db,
    sql`
    with async_commit as (select set_config('synchronous_commit', 'off', true)),
    inc as (
      select * from unnest(${column((d) => d.accountId)}::text[], ${column((d) => d.prefix)}::text[],
                           ${column((d) => d.otpMessages)}::int[], ${column((d) => d.verifications)}::int[],
                           ${column((d) => d.approved)}::int[]) with ordinality
        as i(account_id, prefix, otp, ver, appr, ord)
    ), up as (
      insert into fraud_counters (account_id, prefix, bucket_start, otp_messages, verifications, approved)
      select account_id, prefix, ${bucket}::timestamptz, otp, ver, appr from inc order by ord
      on conflict (account_id, prefix, bucket_start) do update
        set otp_messages = fraud_counters.otp_messages + excluded.otp_messages,
            verifications = fraud_counters.verifications + excluded.verifications,
            approved = fraud_counters.approved + excluded.approved
      returning account_id, prefix, otp_messages, verifications, approved
    )
    select up.account_id, up.prefix,
           (up.otp_messages + coalesce(o.otp, 0))::int as otp,
           (up.verifications + coalesce(o.ver, 0))::int as ver,
           (up.approved + coalesce(o.appr, 0))::int as appr
    from up
    left join lateral (
      select sum(c.otp_messages) as otp, sum(c.verifications) as ver, sum(c.approved) as appr
      from fraud_counters c
      where c.account_id = up.account_id and c.prefix = up.prefix
        and c.bucket_start >= ${windowStartOf(at).toISOString()}::timestamptz
        and c.bucket_start < ${bucket}::timestamptz
    ) o on true
    cross join async_commit`,
  );
  return rows.map((row) => ({
    accountId: row.account_id,
    prefix: row.prefix,
    otpMessages: Number(row.otp),
    verifications: Number(row.ver),
    approved: Number(row.appr),
  }));
}

/** otp messages to the prefix per hour over the 7 days before the window. */
export async function weeklyHourlyAverage(
  db: Database,
  accountId: string,
  prefix: string,
  at: Date,
): Promise<number> {
  const until = windowStartOf(at);
  const since = new Date(until.getTime() - WEEK_HOURS * HOUR_MS);
  const [row] = await queryRows<{ n: string | null }>(
    db,
    sql`select sum(otp_messages)::text as n from fraud_counters
        where account_id = ${accountId} and prefix = ${prefix}
          and bucket_start >= ${since.toISOString()}::timestamptz
          and bucket_start < ${until.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0) / WEEK_HOURS;
}

/** Sets a block unless one is active; true when this call set it. */
export async function insertBlock(
  db: Database,
  block: {
    accountId: string;
    prefix: string;
    country: string;
    reason: FraudBlockReason;
    detail: Record<string, number>;
    at: Date;
  },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into fraud_blocks (account_id, prefix, country, reason, detail, blocked_at)
        values (${block.accountId}, ${block.prefix}, ${block.country}, ${block.reason},
                ${JSON.stringify(block.detail)}::jsonb, ${block.at.toISOString()}::timestamptz)
        on conflict (account_id, prefix) where lifted_at is null do nothing
        returning id::text`,
  );
  return rows.length > 0;
}

/** Lifts the active block and forgets the window's counts, so the prefix starts afresh. */
export async function liftBlock(
  db: Database,
  accountId: string,
  prefix: string,
  by: string,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(fraudBlocks)
      .set({ liftedAt: at, liftedBy: by })
      .where(
        and(
          eq(fraudBlocks.accountId, accountId),
          eq(fraudBlocks.prefix, prefix),
          isNull(fraudBlocks.liftedAt),
        ),
      );
    await tx.execute(
      sql`delete from fraud_counters where account_id = ${accountId} and prefix = ${prefix}
          and bucket_start >= ${windowStartOf(at).toISOString()}::timestamptz`,
    );
  });
}

export async function listBlocks(db: Database, accountId: string) {
  return db
    .select()
    .from(fraudBlocks)
    .where(eq(fraudBlocks.accountId, accountId))
    .orderBy(sql`${fraudBlocks.liftedAt} is null desc`, desc(fraudBlocks.blockedAt), desc(fraudBlocks.id))
    .limit(1_000);
}

export async function listOperatorPrefixes(db: Database) {
  return db.select().from(fraudOperatorPrefixes).orderBy(desc(fraudOperatorPrefixes.createdAt));
}

export async function addOperatorPrefix(db: Database, prefix: string, country: string, at: Date) {
  await db.insert(fraudOperatorPrefixes).values({ prefix, country, createdAt: at }).onConflictDoNothing();
}

export async function removeOperatorPrefix(db: Database, prefix: string): Promise<boolean> {
  const rows = await db
    .delete(fraudOperatorPrefixes)
    .where(eq(fraudOperatorPrefixes.prefix, prefix))
    .returning({ prefix: fraudOperatorPrefixes.prefix });
  return rows.length > 0;
}

/** Counters older than the 7-day average needs (plus a day of margin). */
export async function purgeCountersBefore(db: Database, before: Date): Promise<void> {
  await db.execute(sql`delete from fraud_counters where bucket_start < ${before.toISOString()}::timestamptz`);
}
