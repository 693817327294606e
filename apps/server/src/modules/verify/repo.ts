/**
 * The Verify API's statements, each a single statement (no explicit transaction: a round trip is what a
 * verification costs most). A start takes its place in the per-number window with one upsert, which works on
 * the latest committed row, so parallel starts count one after another; a check writes only if the row is
 * still as it read it, so parallel checks of one code approve once; status changes are conditional on `pending`,
 * so the sweeper, a lazy expiry and a check never both report one change. Each change queues its webhook
 * event in the same statement or transaction (the outbox of modules/webhooks).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { VerifyEventName, VerifyStatus } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { epochMs, queryRows } from '../../db/sql-rows.js';

const SEND_WINDOW_MS = 600_000;
const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;

export interface VerificationRow {
  id: string;
  accountId: string;
  to: string;
  country: string;
  prefix: string;
  status: VerifyStatus;
  codeHash: string;
  attempts: number;
  sendCount: number;
  messageId: string | null;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  approvedAt: Date | null;
}

interface RawRow {
  id: string;
  account_id: string;
  to_addr: string;
  country: string;
  prefix: string;
  status: VerifyStatus;
  code_hash: string;
  attempts: number;
  send_count: number;
  message_id: string | null;
  expires_at: string | Date;
  created_at: string | Date;
  updated_at: string | Date;
  approved_at: string | Date | null;
}

const date = (value: string | Date) => new Date(value);

function rowOf(raw: RawRow): VerificationRow {
  return {
    id: raw.id,
    accountId: raw.account_id,
    to: raw.to_addr,
    country: raw.country,
    prefix: raw.prefix,
    status: raw.status,
    codeHash: raw.code_hash,
    attempts: Number(raw.attempts),
    sendCount: Number(raw.send_count),
    messageId: raw.message_id,
    expiresAt: date(raw.expires_at),
    createdAt: date(raw.created_at),
    updatedAt: date(raw.updated_at),
    approvedAt: raw.approved_at === null ? null : date(raw.approved_at),
  };
}

/** The event body of a verification's change, built in SQL from the row `v` (keys in the documented order). */
function eventJson(event: SQL, at: string): SQL {
  return sql`jsonb_build_object('event', ${event}, 'verificationId', v.id, 'to', v.to_addr, 'status', v.status,
    'attempts', v.attempts, 'timestamp', ${at}::text)`;
}

/** Queues the event of each row of the CTE `changed` (columns of verifications) on its account's status URL. */
function queueEventsFrom(changed: SQL, event: SQL, at: Date): SQL {
  const now = at.toISOString();
  const giveUp = new Date(at.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString();
  return sql`
    insert into webhook_deliveries
      (account_id, message_id, event, url, payload, state, attempts, due_at, give_up_at, created_at)
    select v.account_id, v.id, ${event}, s.status_webhook_url, ${eventJson(event, now)}, 'pending', 0,
           ${now}::timestamptz, ${giveUp}::timestamptz, ${now}::timestamptz
    from ${changed} v
    join sms_settings s on s.account_id = v.account_id
    where coalesce(s.status_webhook_url, '') <> ''`;
}

/**
 * One statement: the start takes a place in the (account, to) window — the upsert works on the latest
 * committed row, so concurrent starts to one number count one after another — and, when it got one, its
 * reservation row is inserted. Answers the window's sends (this one included) or, when full, when a place
 * frees up.
 */
export async function reserve(
  db: Database,
  row: Omit<VerificationRow, 'sendCount' | 'messageId' | 'approvedAt' | 'attempts' | 'updatedAt' | 'status'>,
  max: number,
): Promise<{ ok: true; sendCount: number } | { ok: false; retryAfterMs: number }> {
  const at = row.createdAt.toISOString();
  const since = new Date(row.createdAt.getTime() - SEND_WINDOW_MS).toISOString();
  const [result] = await queryRows<{ taken: boolean; n: number; oldest: number | null }>(
    db,
    sql`
    with w as (
      insert into verify_send_windows as w (account_id, to_addr, sends, ids)
      values (${row.accountId}, ${row.to}, array[${at}::timestamptz], array[${row.id}::text])
      on conflict (account_id, to_addr) do update set (sends, ids) = (
        select case when count(*) < ${max}
                    then coalesce(array_agg(k.s order by k.o), '{}'::timestamptz[]) || ${at}::timestamptz
                    else coalesce(array_agg(k.s order by k.o), '{}'::timestamptz[]) end,
               case when count(*) < ${max}
                    then coalesce(array_agg(k.i order by k.o), '{}'::text[]) || ${row.id}::text
                    else coalesce(array_agg(k.i order by k.o), '{}'::text[]) end
        from unnest(w.sends, w.ids) with ordinality as k(s, i, o)
        where k.s > ${since}::timestamptz
      )
      returning sends, ids
    ), taken as (
      select ${row.id}::text = any(ids) as ok, cardinality(sends) as n, sends from w
    ), ins as (
      insert into verifications (id, account_id, to_addr, country, prefix, status, code_hash, attempts,
        send_count, expires_at, created_at, updated_at)
      select ${row.id}, ${row.accountId}, ${row.to}, ${row.country}, ${row.prefix}, 'pending', ${row.codeHash},
        0, t.n, ${row.expiresAt.toISOString()}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
      from taken t where t.ok
    )
    select t.ok as taken, t.n::int as n,
           ${epochMs(sql`(select min(s) from unnest(t.sends) s)`)} as oldest
    from taken t`,
  );
  if (result!.taken) return { ok: true, sendCount: Number(result!.n) };
  const oldest = Number(result!.oldest);
  return { ok: false, retryAfterMs: Math.max(1_000, oldest + SEND_WINDOW_MS - row.createdAt.getTime()) };
}

/** A start whose message was refused: its reservation and its place in the window go. */
export async function dropReservation(
  db: Database,
  reservation: { id: string; accountId: string; to: string },
): Promise<void> {
  await db.execute(sql`
    with gone as (delete from verifications where id = ${reservation.id} and message_id is null returning 1)
    update verify_send_windows set (sends, ids) = (
      select coalesce(array_agg(k.s order by k.o), '{}'::timestamptz[]), coalesce(array_agg(k.i order by k.o), '{}'::text[])
      from unnest(sends, ids) with ordinality as k(s, i, o) where k.i <> ${reservation.id}
    )
    where account_id = ${reservation.accountId} and to_addr = ${reservation.to}`);
}

/**
 * The start's message is accepted, in one statement: the reservation becomes the live verification, the
 * account's other pending ones for the same `to` are canceled (with their events), and an Idempotency-Key
 * records the answer (replacing only a record past its 24 hours, as the send API does).
 */
export async function confirmStart(
  db: Database,
  start: {
    id: string;
    accountId: string;
    to: string;
    messageId: string;
    at: Date;
    idempotency?: { key: string; requestHash: string; response: string };
  },
): Promise<void> {
  const at = start.at.toISOString();
  const idempotency = start.idempotency
    ? sql`, recorded as (
        insert into idempotency_keys (account_id, key, request_hash, response, http_status, created_at)
        values (${start.accountId}, ${start.idempotency.key}, ${start.idempotency.requestHash},
                to_jsonb(${start.idempotency.response}::text), 200, ${at}::timestamptz)
        on conflict (account_id, key) do update
          set request_hash = excluded.request_hash, response = excluded.response,
              http_status = excluded.http_status, created_at = excluded.created_at
          where idempotency_keys.created_at <= excluded.created_at - interval '24 hours'
      )`
    : sql``;
  await db.execute(sql`
    with confirmed as (
      update verifications set message_id = ${start.messageId} where id = ${start.id}
    ), canceled as (
      update verifications set status = 'canceled', updated_at = ${at}::timestamptz
      where account_id = ${start.accountId} and to_addr = ${start.to} and status = 'pending'
        and id <> ${start.id} and message_id is not null
      returning *
    )${idempotency}
    ${queueEventsFrom(sql`canceled`, sql`'verification.canceled'::text`, start.at)}`);
}

export type CheckOutcome =
  { kind: 'notFound' } | { kind: 'answered'; row: VerificationRow; event?: VerifyEventName };

/**
 * One check, without a transaction: the row is read, the code compared, and the change written only if the
 * row is still as read (`status = 'pending' and attempts = n`), with its event in the same statement. A
 * concurrent check that changed it first makes this one read again, so parallel checks of one code approve
 * once. A verification of another account, unknown, still reserved or already approved (used up) is not found;
 * a pending one past its deadline expires; otherwise the code is compared.
 */
export async function checkCode(
  db: Database,
  input: { accountId: string; id: string; at: Date; maxAttempts: number },
  matches: (row: VerificationRow) => boolean,
): Promise<CheckOutcome> {
  const at = input.at.toISOString();
  for (;;) {
    const [raw] = await queryRows<RawRow>(
      db,
      sql`select * from verifications where id = ${input.id} and account_id = ${input.accountId}
          and message_id is not null`,
    );
    if (!raw) return { kind: 'notFound' };
    const row = rowOf(raw);
    if (row.status === 'approved') return { kind: 'notFound' };
    if (row.status !== 'pending') return { kind: 'answered', row };
    let change: { status: VerifyStatus; attempts: number; event?: VerifyEventName };
    if (row.expiresAt.getTime() <= input.at.getTime()) {
      change = { status: 'expired', attempts: row.attempts, event: 'verification.expired' };
    } else if (matches(row)) {
      change = { status: 'approved', attempts: row.attempts + 1, event: 'verification.approved' };
    } else if (row.attempts + 1 >= input.maxAttempts) {
      change = { status: 'max_attempts', attempts: row.attempts + 1, event: 'verification.max_attempts' };
    } else {
      change = { status: 'pending', attempts: row.attempts + 1 };
    }
    const approvedAt: SQL = change.status === 'approved' ? sql`${at}::timestamptz` : sql`null`;
    const events = change.event
      ? queueEventsFrom(sql`changed`, sql`${change.event}::text`, input.at)
      : sql`select 1 from changed`;
    const written = await queryRows<{ id: string }>(
      db,
      sql`
      with changed as (
        update verifications set status = ${change.status}, attempts = ${change.attempts},
          approved_at = ${approvedAt}, updated_at = ${at}::timestamptz
        where id = ${row.id} and status = 'pending' and attempts = ${row.attempts}
        returning *
      ), queued as (${events})
      select id from changed`,
    );
    if (written.length === 0) continue;
    const changed: VerificationRow = {
      ...row,
      status: change.status,
      attempts: change.attempts,
      updatedAt: input.at,
      approvedAt: change.status === 'approved' ? input.at : null,
    };
    return { kind: 'answered', row: changed, event: change.event };
  }
}

/**
 * The sweeper's step, one statement: pending verifications past their deadline become `expired` with their
 * events, at most `limit` per call, skipping rows another process is changing (any number may sweep at once).
 * A reservation whose send never completed expires without an event: nobody was told its id.
 */
/** Windows whose last send left them (10 minutes ago): the hourly sweep drops them. */
export async function purgeSendWindows(db: Database, at: Date): Promise<void> {
  const since = new Date(at.getTime() - SEND_WINDOW_MS).toISOString();
  await db.execute(sql`delete from verify_send_windows
    where coalesce((select max(s) from unnest(sends) s), '-infinity') <= ${since}::timestamptz`);
}

export async function expireDue(db: Database, at: Date, limit: number): Promise<number> {
  const now = at.toISOString();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
    with changed as (
      update verifications v set status = 'expired', updated_at = ${now}::timestamptz
      where v.id in (
        select id from verifications where status = 'pending' and expires_at <= ${now}::timestamptz
        order by expires_at limit ${limit} for update skip locked
      ) and v.status = 'pending'
      returning v.*
    ), reported as (select * from changed where message_id is not null),
    queued as (${queueEventsFrom(sql`reported`, sql`'verification.expired'::text`, at)})
    select count(*)::int as n from changed`,
  );
  return Number(row?.n ?? 0);
}

// --- Console reads ---

export async function listVerifications(
  db: Database,
  filter: {
    accountId: string;
    statuses?: readonly VerifyStatus[];
    country?: string;
    phone?: string;
    beforeId?: string;
    limit: number;
  },
): Promise<VerificationRow[]> {
  const conditions: SQL[] = [sql`account_id = ${filter.accountId}`, sql`message_id is not null`];
  if (filter.statuses?.length) conditions.push(sql`status = any(${sql.param([...filter.statuses])}::text[])`);
  if (filter.country) conditions.push(sql`country = ${filter.country}`);
  if (filter.phone) conditions.push(sql`to_addr like ${`+${filter.phone.replace(/^\+/, '')}%`}`);
  if (filter.beforeId) conditions.push(sql`id < ${filter.beforeId}`);
  const rows = await queryRows<RawRow>(
    db,
    sql`select * from verifications where ${sql.join(conditions, sql` and `)}
        order by id desc limit ${filter.limit}`,
  );
  return rows.map(rowOf);
}

export async function conversionByPrefix(
  db: Database,
  accountId: string,
  since: Date,
  until: Date,
): Promise<{ country: string; prefix: string; started: number; approved: number }[]> {
  const rows = await queryRows<{ country: string; prefix: string; started: number; approved: number }>(
    db,
    sql`select country, prefix, count(*)::int as started,
               count(*) filter (where status = 'approved')::int as approved
        from verifications
        where account_id = ${accountId} and message_id is not null
          and created_at >= ${since.toISOString()}::timestamptz and created_at < ${until.toISOString()}::timestamptz
        group by country, prefix order by started desc, prefix limit 200`,
  );
  return rows.map((row) => ({ ...row, started: Number(row.started), approved: Number(row.approved) }));
}

export async function totals(
  db: Database,
  accountId: string,
  since: Date,
  until: Date,
): Promise<{ started: number; approved: number }> {
  const [row] = await queryRows<{ started: number; approved: number }>(
    db,
    sql`select count(*)::int as started, count(*) filter (where status = 'approved')::int as approved
        from verifications
        where account_id = ${accountId} and message_id is not null
          and created_at >= ${since.toISOString()}::timestamptz and created_at < ${until.toISOString()}::timestamptz`,
  );
  return { started: Number(row?.started ?? 0), approved: Number(row?.approved ?? 0) };
}

export async function seriesOf(
  db: Database,
  accountId: string,
  since: Date,
  until: Date,
  bucket: 'hour' | 'day',
): Promise<{ at: Date; started: number; approved: number }[]> {
  const rows = await queryRows<{ at: number; started: number; approved: number }>(
    db,
    sql`select ${epochMs(sql`date_trunc(${bucket}, created_at at time zone 'UTC') at time zone 'UTC'`)} as at,
               count(*)::int as started, count(*) filter (where status = 'approved')::int as approved
        from verifications
        where account_id = ${accountId} and message_id is not null
          and created_at >= ${since.toISOString()}::timestamptz and created_at < ${until.toISOString()}::timestamptz
        group by 1`,
  );
  return rows.map((row) => ({
    at: new Date(Number(row.at)),
    started: Number(row.started),
    approved: Number(row.approved),
  }));
}
