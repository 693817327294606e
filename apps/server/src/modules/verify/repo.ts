/**
 * The Verify API's statements. A start reserves its row under a transaction-scoped advisory lock on
 * (account, to), so parallel starts count the 10-minute window one after another; a check locks its row
 * (`FOR UPDATE`), so parallel checks of one code approve once; status changes are conditional on `pending`,
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

/** The event body of a verification's change (keys in the documented order). */
function eventPayload(event: VerifyEventName, row: VerificationRow, at: Date): string {
  return JSON.stringify({
    event,
    verificationId: row.id,
    to: row.to,
    status: row.status,
    attempts: row.attempts,
    timestamp: at.toISOString(),
  });
}

/** Queues events on the account's status webhook (none when it has no URL). */
async function queueEvents(
  tx: Database,
  events: readonly { accountId: string; verificationId: string; event: VerifyEventName; payload: string }[],
  at: Date,
): Promise<void> {
  if (events.length === 0) return;
  const now = at.toISOString();
  const giveUp = new Date(at.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString();
  await tx.execute(sql`
    insert into webhook_deliveries
      (account_id, message_id, event, url, payload, state, attempts, due_at, give_up_at, created_at)
    select e.account_id, e.verification_id, e.event, s.status_webhook_url, e.payload::jsonb, 'pending', 0,
           ${now}::timestamptz, ${giveUp}::timestamptz, ${now}::timestamptz
    from unnest(${sql.param(events.map((e) => e.accountId))}::text[],
                ${sql.param(events.map((e) => e.verificationId))}::text[],
                ${sql.param(events.map((e) => e.event))}::text[],
                ${sql.param(events.map((e) => e.payload))}::text[]) as e(account_id, verification_id, event, payload)
    join sms_settings s on s.account_id = e.account_id
    where coalesce(s.status_webhook_url, '') <> ''`);
}

/**
 * Under the (account, to) lock: the sends of the window so far (reservations included) and the oldest one's
 * time; then, when fewer than `max`, the reservation row is inserted.
 */
export async function reserve(
  db: Database,
  row: Omit<VerificationRow, 'sendCount' | 'messageId' | 'approvedAt' | 'attempts' | 'updatedAt' | 'status'>,
  max: number,
): Promise<{ ok: true; sendCount: number } | { ok: false; retryAfterMs: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`verify:${row.accountId}:${row.to}`}, 0))`,
    );
    const since = new Date(row.createdAt.getTime() - SEND_WINDOW_MS).toISOString();
    const [window] = await queryRows<{ n: number; oldest: number | null }>(
      tx,
      sql`select count(*)::int as n, ${epochMs(sql`min(created_at)`)} as oldest from verifications
          where account_id = ${row.accountId} and to_addr = ${row.to} and created_at > ${since}::timestamptz`,
    );
    const sent = Number(window?.n ?? 0);
    if (sent >= max) {
      const oldest = Number(window!.oldest);
      return { ok: false, retryAfterMs: Math.max(1_000, oldest + SEND_WINDOW_MS - row.createdAt.getTime()) };
    }
    const at = row.createdAt.toISOString();
    await tx.execute(sql`
      insert into verifications (id, account_id, to_addr, country, prefix, status, code_hash, attempts,
        send_count, expires_at, created_at, updated_at)
      values (${row.id}, ${row.accountId}, ${row.to}, ${row.country}, ${row.prefix}, 'pending', ${row.codeHash},
        0, ${sent + 1}, ${row.expiresAt.toISOString()}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)`);
    return { ok: true, sendCount: sent + 1 };
  });
}

/** A start whose message was refused: its reservation goes, as if it had never been made. */
export async function dropReservation(db: Database, id: string): Promise<void> {
  await db.execute(sql`delete from verifications where id = ${id} and message_id is null`);
}

/**
 * The start's message is accepted: the reservation becomes the live verification, the account's other pending
 * ones for the same `to` are canceled (with their events), and an Idempotency-Key records the answer.
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
  await db.transaction(async (tx) => {
    await tx.execute(sql`update verifications set message_id = ${start.messageId} where id = ${start.id}`);
    const canceled = await queryRows<RawRow>(
      tx,
      sql`update verifications set status = 'canceled', updated_at = ${at}::timestamptz
          where account_id = ${start.accountId} and to_addr = ${start.to} and status = 'pending'
            and id <> ${start.id} and message_id is not null
          returning *`,
    );
    await queueEvents(
      tx,
      canceled.map(rowOf).map((row) => ({
        accountId: row.accountId,
        verificationId: row.id,
        event: 'verification.canceled' as const,
        payload: eventPayload('verification.canceled', row, start.at),
      })),
      start.at,
    );
    if (start.idempotency) {
      const { key, requestHash, response } = start.idempotency;
      await tx.execute(sql`
        insert into idempotency_keys (account_id, key, request_hash, response, http_status, created_at)
        values (${start.accountId}, ${key}, ${requestHash}, to_jsonb(${response}::text), 200, ${at}::timestamptz)
        on conflict (account_id, key) do update
          set request_hash = excluded.request_hash, response = excluded.response,
              http_status = excluded.http_status, created_at = excluded.created_at
          where idempotency_keys.created_at <= excluded.created_at - interval '24 hours'`);
    }
  });
}

export type CheckOutcome =
  { kind: 'notFound' } | { kind: 'answered'; row: VerificationRow; event?: VerifyEventName };

/**
 * One check under the row's lock: a verification of another account, unknown, still reserved or already
 * approved (used up) is not found; a pending one past its deadline expires; otherwise the code is compared.
 */
export async function checkCode(
  db: Database,
  input: { accountId: string; id: string; at: Date; maxAttempts: number },
  matches: (row: VerificationRow) => boolean,
): Promise<CheckOutcome> {
  return db.transaction(async (tx) => {
    const [raw] = await queryRows<RawRow>(
      tx,
      sql`select * from verifications where id = ${input.id} and account_id = ${input.accountId}
          and message_id is not null for update`,
    );
    if (!raw) return { kind: 'notFound' };
    const row = rowOf(raw);
    if (row.status === 'approved') return { kind: 'notFound' };
    if (row.status !== 'pending') return { kind: 'answered', row };
    let change: { status: VerifyStatus; attempts: number; event: VerifyEventName } | undefined;
    if (row.expiresAt.getTime() <= input.at.getTime()) {
      change = { status: 'expired', attempts: row.attempts, event: 'verification.expired' };
    } else if (matches(row)) {
      change = { status: 'approved', attempts: row.attempts + 1, event: 'verification.approved' };
    } else if (row.attempts + 1 >= input.maxAttempts) {
      change = { status: 'max_attempts', attempts: row.attempts + 1, event: 'verification.max_attempts' };
    }
    const at = input.at.toISOString();
    if (!change) {
      await tx.execute(sql`update verifications set attempts = attempts + 1, updated_at = ${at}::timestamptz
                           where id = ${row.id}`);
      return { kind: 'answered', row: { ...row, attempts: row.attempts + 1, updatedAt: input.at } };
    }
    const approvedAt: SQL = change.status === 'approved' ? sql`${at}::timestamptz` : sql`null`;
    await tx.execute(sql`update verifications set status = ${change.status}, attempts = ${change.attempts},
                         approved_at = ${approvedAt}, updated_at = ${at}::timestamptz where id = ${row.id}`);
    const changed: VerificationRow = {
      ...row,
      status: change.status,
      attempts: change.attempts,
      updatedAt: input.at,
      approvedAt: change.status === 'approved' ? input.at : null,
    };
    await queueEvents(
      tx,
      [
        {
          accountId: row.accountId,
          verificationId: row.id,
          event: change.event,
          payload: eventPayload(change.event, changed, input.at),
        },
      ],
      input.at,
    );
    return { kind: 'answered', row: changed, event: change.event };
  });
}

/**
 * The sweeper's step: pending verifications past their deadline become `expired` with their events, at most
 * `limit` per call, skipping rows a check holds (any number of processes may sweep at once).
 */
export async function expireDue(db: Database, at: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const now = at.toISOString();
    const expired = await queryRows<RawRow>(
      tx,
      sql`update verifications v set status = 'expired', updated_at = ${now}::timestamptz
          where v.id in (
            select id from verifications where status = 'pending' and expires_at <= ${now}::timestamptz
            order by expires_at limit ${limit} for update skip locked
          ) and v.status = 'pending'
          returning v.*`,
    );
    const rows = expired.map(rowOf).filter((row) => row.messageId !== null);
    await queueEvents(
      tx,
      rows.map((row) => ({
        accountId: row.accountId,
        verificationId: row.id,
        event: 'verification.expired' as const,
        payload: eventPayload('verification.expired', row, at),
      })),
      at,
    );
    return expired.length;
  });
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
