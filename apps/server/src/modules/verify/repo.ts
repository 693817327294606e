/**
 * The Verify API's statements, each a single statement (no explicit transaction: a round trip is what a
 * verification costs most). A start takes its place in the per-number window with one upsert, which works on
 * the latest committed row, so parallel starts count one after another; a check locks its row within its one
 * statement, so parallel checks of one code approve once; status changes are conditional on `pending`, so the
 * sweeper, a lazy expiry and a check never both report one change. Each change queues its webhook event in
 * the same statement (the outbox of modules/webhooks).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { VerifyEventName, VerifyStatus } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { queryNamedRows } from '../../db/named-statement.js';
import { epochMs, queryRows } from '../../db/sql-rows.js';
import { generationOf, type Stamp } from '../send-cache/index.js';

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

/** A start whose message the group writes: its verification, with the message's id. */
export interface NewVerification {
  id: string;
  accountId: string;
  to: string;
  country: string;
  prefix: string;
  codeHash: string;
  messageId: string;
  expiresAt: Date;
  createdAt: Date;
  /** The Idempotency-Key's answer, with SEND_COUNT_SLOT where the window's count goes. */
  idempotency?: { key: string; requestHash: string; response: string };
}

/** Stands for `sendCount` in a stored answer until the statement knows it (never a real count: negative). */
export const SEND_COUNT_SLOT = -1;

export type StartOutcome = { taken: true; sendCount: number } | { taken: false; retryAfterMs: number };

/**
 * The starts of one group transaction, with their messages, in ONE statement: each takes a place in its
 * (account, to) window — the upsert works on the latest committed row, so starts to one number in other
 * transactions count one after another, and a group's own starts to one number count in the group's order —
 * and a start that got one becomes the live verification, cancelling (with their events) the account's
 * pending ones for that `to`, a start of the same group included; an Idempotency-Key records the start's
 * answer (the first of the group's starts with that key; replacing only a record past its 24 hours, as the
 * send API does). A start without a place writes nothing and answers when one frees up.
 */
export async function insertStarts(
  db: Database,
  starts: readonly NewVerification[],
  max: number,
): Promise<StartOutcome[]> {
  if (starts.length === 0) return [];
  const rows = await queryRows<{ ord: number; send_count: number | null; oldest: number | null }>(
    db,
    sql`with ${startsCtes(starts, max)}
    select vs_n.ord::int as ord, array_position(vs_w.ids, vs_n.id)::int as send_count,
           ${epochMs(sql`(select min(s) from unnest(vs_w.sends) s)`)} as oldest
    from vs_n join vs_w on vs_w.account_id = vs_n.account_id and vs_w.to_addr = vs_n.to_addr
    order by vs_n.ord`,
  );
  return rows.map((row, i) => {
    if (row.send_count !== null) return { taken: true, sendCount: Number(row.send_count) };
    const at = starts[i]!.createdAt.getTime();
    return { taken: false, retryAfterMs: Math.max(1_000, Number(row.oldest) + SEND_WINDOW_MS - at) };
  });
}

/**
 * insertStarts' writes as CTEs of another statement (the send group's one statement, group-at-once.ts), named
 * `vs_…`: `vs_taken` holds the starts that got a place (with `ord`, their 1-based order, and `send_count`);
 * the rest of a start's rows are written only when it did. The statement must fail unless all of them did
 * (`allStartsTaken`), or a start refused by its window would go out without its verification.
 */
export function startsCtes(starts: readonly NewVerification[], max: number): SQL {
  const column = <T>(pick: (start: NewVerification) => T) => sql.param(starts.map(pick));
  const lastAt = new Date(Math.max(...starts.map((start) => start.createdAt.getTime())));
  return sql`
    vs_n as (
      select * from unnest(
        ${column((x) => x.id)}::text[], ${column((x) => x.accountId)}::text[], ${column((x) => x.to)}::text[],
        ${column((x) => x.country)}::text[], ${column((x) => x.prefix)}::text[],
        ${column((x) => x.codeHash)}::text[], ${column((x) => x.messageId)}::text[],
        ${column((x) => x.expiresAt.toISOString())}::timestamptz[],
        ${column((x) => x.createdAt.toISOString())}::timestamptz[],
        ${column((x) => x.idempotency?.key ?? null)}::text[],
        ${column((x) => x.idempotency?.requestHash ?? null)}::text[],
        ${column((x) => x.idempotency?.response ?? null)}::text[]
      ) with ordinality as n(id, account_id, to_addr, country, prefix, code_hash, message_id, expires_at,
                             created_at, idem_key, idem_hash, idem_response, ord)
    ), vs_g as (
      select account_id, to_addr, array_agg(created_at order by ord) as sends, array_agg(id order by ord) as ids
      from vs_n group by account_id, to_addr
    ), vs_w as (
      insert into verify_send_windows as w (account_id, to_addr, sends, ids)
      select account_id, to_addr, sends[1:${max}], ids[1:${max}] from vs_g order by account_id, to_addr
      on conflict (account_id, to_addr) do update set (sends, ids) = (
        -- The window's sends still in it (at the group's first start) and then the new ones, up to max.
        select coalesce(array_agg(k.s order by k.o), '{}'::timestamptz[]),
               coalesce(array_agg(k.i order by k.o), '{}'::text[])
        from (
          select u.s, u.i, u.o from (
            select o.s, o.i, o.o from unnest(w.sends, w.ids) with ordinality as o(s, i, o)
            where o.s > excluded.sends[1] - ${SEND_WINDOW_MS}::int * interval '1 millisecond'
            union all
            select e.s, e.i, e.o + 1000000 from unnest(excluded.sends, excluded.ids) with ordinality as e(s, i, o)
          ) u order by u.o limit ${max}
        ) k
      )
      returning account_id, to_addr, sends, ids
    ), vs_taken as (
      select n.*, array_position(w.ids, n.id) as send_count,
             max(n.ord) over (partition by n.account_id, n.to_addr) as last_ord,
             max(n.created_at) over (partition by n.account_id, n.to_addr) as last_at
      from vs_n n join vs_w w on w.account_id = n.account_id and w.to_addr = n.to_addr
      where n.id = any(w.ids)
    ), vs_inserted as (
      insert into verifications (id, account_id, to_addr, country, prefix, status, code_hash, attempts,
        send_count, message_id, expires_at, created_at, updated_at)
      select id, account_id, to_addr, country, prefix,
             case when ord < last_ord then 'canceled' else 'pending' end, code_hash, 0, send_count, message_id,
             expires_at, created_at, case when ord < last_ord then last_at else created_at end
      from vs_taken order by ord
      returning *
    ), vs_canceled as (
      update verifications v set status = 'canceled', updated_at = l.at
      from (select account_id, to_addr, max(created_at) as at from vs_taken group by account_id, to_addr) l
      where v.account_id = l.account_id and v.to_addr = l.to_addr and v.status = 'pending'
        and v.message_id is not null
      returning v.*
    ), vs_replaced as (
      select * from vs_canceled union all select * from vs_inserted where status = 'canceled'
    ), vs_recorded as (
      insert into idempotency_keys (account_id, key, request_hash, response, http_status, created_at)
      select distinct on (account_id, idem_key) account_id, idem_key, idem_hash,
             to_jsonb(replace(idem_response, ${`"sendCount":${SEND_COUNT_SLOT}`}, '"sendCount":' || send_count)),
             200, created_at
      from vs_taken where idem_key is not null
      order by account_id, idem_key, ord
      on conflict (account_id, key) do update
        set request_hash = excluded.request_hash, response = excluded.response,
            http_status = excluded.http_status, created_at = excluded.created_at
        where idempotency_keys.created_at <= excluded.created_at - interval '24 hours'
    ), vs_queued as (${queueEventsFrom(sql`vs_replaced`, sql`'verification.canceled'::text`, lastAt)})`;
}

/** With startsCtes: true when every one of the `count` starts got its place. */
export const allStartsTaken = (count: number): SQL => sql`(select count(*) from vs_taken) = ${count}`;

/** With startsCtes: each start's count in its window, in the starts' order (an int[]). */
export const startSendCounts: SQL = sql`array(select send_count::int from vs_taken order by ord)`;

export type CheckOutcome =
  | { kind: 'notFound' }
  | { kind: 'answered'; row: VerificationRow; event?: VerifyEventName }
  /** The caller's cached reads were overtaken by a change: nothing written, the caller reads again. */
  | { kind: 'stale'; scopes: string[] };

/**
 * A check's question: the verification, its account, the keyed hash of the submitted code and the stamps of
 * the caller's cached reads (the key, the account).
 */
export interface CheckInput {
  accountId: string;
  id: string;
  candidateHash: string;
  stamps: readonly Stamp[];
}

/**
 * Checks of distinct verifications in ONE statement, whatever their number: a check whose caller's cached
 * reads a committed change overtook is answered `stale` (nothing written; the statement starts after every
 * check of it arrived, so it sees every change committed before any of them); the others' rows are locked (in id
 * order, so statements of several processes never deadlock), each outcome decided from its row — past its
 * deadline `expired`, the candidate hash equal to the stored one `approved`, the 5th wrong code
 * `max_attempts`, else one more attempt — written with its event, and each row answered as it was and as it
 * became. A check of a row another statement holds waits for its lock and then sees the row as that one left
 * it, so parallel checks of one code approve once (the batcher never puts two checks of one id in a
 * statement). Unknown, another account's, or already approved (used up): not found. `candidateHash` is the
 * keyed hash of the submitted code: comparing two HMACs in the database leaks nothing a caller could use, as
 * the caller cannot choose the bytes of its candidate. One text for any number of checks, run as a named
 * statement (db/named-statement.ts).
 */
export async function checkCodes(
  db: Database,
  inputs: readonly CheckInput[],
  at: Date,
  maxAttempts: number,
): Promise<CheckOutcome[]> {
  if (inputs.length === 0) return [];
  const now = at.toISOString();
  const column = (pick: (input: CheckInput) => string) => sql.param(inputs.map(pick));
  const stamps = inputs.flatMap((input, i) => input.stamps.map((stamp) => ({ ord: i + 1, stamp })));
  const raws = await queryNamedRows<
    RawRow & {
      ord: number;
      found: boolean;
      stale: string[] | null;
      new_status: VerifyStatus | null;
      new_attempts: number | null;
    }
  >(
    db,
    'verify-check',
    sql`
    with i as (
      select * from unnest(${column((x) => x.id)}::text[], ${column((x) => x.accountId)}::text[],
                           ${column((x) => x.candidateHash)}::text[]) with ordinality
        as i(id, account_id, candidate_hash, ord)
    ), stale as (
      -- Checks whose caller was read from a cache that a committed change has overtaken (send-cache).
      select st.ord, array_agg(distinct st.scope) as scopes
      from unnest(${sql.param(stamps.map((x) => x.ord))}::int[], ${sql.param(stamps.map((x) => x.stamp.scope))}::text[],
                  ${sql.param(stamps.map((x) => x.stamp.generation.toString()))}::bigint[]) as st(ord, scope, generation)
      where ${generationOf(sql`st.scope`)}::bigint <> st.generation
      group by st.ord
    ), cur as (
      select * from verifications
      where (id, account_id) in (select id, account_id from i where i.ord not in (select ord from stale))
        and message_id is not null
      order by id
      for update
    ), next as (
      select cur.id,
        case when cur.expires_at <= ${now}::timestamptz then 'expired'
             when cur.code_hash = i.candidate_hash then 'approved'
             when cur.attempts + 1 >= ${maxAttempts} then 'max_attempts'
             else 'pending' end as status,
        case when cur.expires_at <= ${now}::timestamptz then cur.attempts else cur.attempts + 1 end as attempts
      from cur join i on i.id = cur.id where cur.status = 'pending'
    ), changed as (
      update verifications v set status = n.status, attempts = n.attempts,
        approved_at = case when n.status = 'approved' then ${now}::timestamptz end, updated_at = ${now}::timestamptz
      from next n where v.id = n.id
      returning v.*
    ), reported as (select * from changed where status <> 'pending'),
    queued as (${queueEventsFrom(sql`reported`, sql`('verification.' || v.status)`, at)})
    select i.ord::int as ord, cur.id is not null as found, stale.scopes as stale, cur.*,
           changed.status as new_status, changed.attempts as new_attempts
    from i left join stale on stale.ord = i.ord left join cur on cur.id = i.id
      left join changed on changed.id = i.id
    order by i.ord`,
  );
  return raws.map((raw) => outcomeOf(raw, at));
}

function outcomeOf(
  raw: RawRow & {
    found: boolean;
    stale: string[] | null;
    new_status: VerifyStatus | null;
    new_attempts: number | null;
  },
  at: Date,
): CheckOutcome {
  if (raw.stale !== null) return { kind: 'stale', scopes: raw.stale };
  if (!raw.found) return { kind: 'notFound' };
  const row = rowOf(raw);
  if (row.status === 'approved') return { kind: 'notFound' };
  if (raw.new_status === null) return { kind: 'answered', row };
  const status = raw.new_status;
  return {
    kind: 'answered',
    row: {
      ...row,
      status,
      attempts: Number(raw.new_attempts),
      updatedAt: at,
      approvedAt: status === 'approved' ? at : null,
    },
    event: status === 'pending' ? undefined : `verification.${status}`,
  };
}

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
