/**
 * The dispatcher's bulk writes, one statement per kind of outcome for a whole flush: rows cross as parallel
 * arrays through `unnest`, so a thousand outcomes cost one round trip (ARCHITECTURE, "Bulk writes"). Every
 * write is guarded by `status = 'sending'` and the claim's attempt number: a worker whose lease ran out and
 * whose message another worker claimed since can no longer change it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { MessageKey } from './claim-repo.js';
import { insertStatusWebhooksFrom } from '../webhooks/index.js';
import { addToRollupsFrom } from '../sms-overview/index.js';
import { insertSmppReceiptsFrom } from '../smpp-access/index.js';
import { insertEventsFrom } from './event-sql.js';
import { arrayParam, idListToArray, joinIdList, queryRows } from '../../db/sql-rows.js';

export interface SentWrite {
  key: MessageKey;
  attempt: number;
  carrier: string;
  carrierIds: string[];
  /** What `carrier` charges per segment in the message's currency, or null when it has no cost for it. */
  costMicros: bigint | null;
  /** The carriers the message left before this one, each with why (shown in the message's history). */
  movedFrom: { carrier: string; errorCode: string }[] | null;
  /** The `message.status` body, or null when no webhook can apply (platform messages). */
  payload: string | null;
}

export interface PartIdsWrite {
  key: MessageKey;
  attempt: number;
  carrier: string;
  /** Per part, the carrier id once accepted. */
  carrierIds: (string | null)[];
}

export interface RequeueWrite {
  key: MessageKey;
  attempt: number;
  dueAt: Date;
  /** `retry` counts as an attempt and is shown in the history; `deferred` (a rate limit) and `released` (shutdown) do not. */
  reason: 'retry' | 'deferred' | 'released';
  errorCode: string | null;
}

export interface FailedWrite {
  key: MessageKey;
  attempt: number;
  errorCode: string;
  reason: string;
  carrier: string | null;
  carrierIds: (string | null)[] | null;
  payload: string | null;
}

export interface FailedRow {
  id: string;
  accountId: string | null;
  costMicros: bigint;
  currency: string | null;
}

const keysOf = (items: readonly { key: MessageKey; attempt: number }[]) => ({
  ids: arrayParam(items.map((item) => item.key.id)),
  createdAt: arrayParam(items.map((item) => item.key.createdAt)),
  attempts: arrayParam(items.map((item) => item.attempt)),
});

/**
 * Moves claimed rows to `sent`. Their `due_at` becomes `receiptDeadline`: the receipt expiry sweep expires
 * a message still `sent` then (its validity at the SMSC plus a grace for a late receipt).
 */
export async function writeSent(
  db: Database,
  items: readonly SentWrite[],
  at: Date,
  receiptDeadline: Date,
): Promise<string[]> {
  if (items.length === 0) return [];
  const k = keysOf(items);
  const now = at.toISOString();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      with u as (
        select * from unnest(${k.ids}::text[], ${k.createdAt}::text[], ${k.attempts}::int[],
          ${arrayParam(items.map((item) => item.carrier))}::text[],
          ${arrayParam(items.map((item) => joinIdList(item.carrierIds)))}::text[],
          ${arrayParam(items.map((item) => item.costMicros?.toString() ?? null))}::text[],
          ${arrayParam(items.map((item) => (item.movedFrom ? JSON.stringify(item.movedFrom) : null)))}::text[],
          ${arrayParam(items.map((item) => item.payload))}::text[])
          as u(id, created_key, attempt, carrier, id_list, cost_key, moved_from, payload)
      ), upd as (
        update messages m
        set status = 'sent', content_sealed = null, carrier = u.carrier, carrier_ids = ${idListToArray(sql`u.id_list`)},
            carrier_cost_micros = u.cost_key::bigint, sent_at = ${now}::timestamptz,
            due_at = ${receiptDeadline.toISOString()}::timestamptz, updated_at = ${now}::timestamptz
        from u
        where m.created_at = u.created_key::timestamptz and m.id = u.id
          and m.status = 'sending' and m.attempts = u.attempt
        returning m.id, m.account_id, 'sent'::text as status, null::text as error_code,
                  jsonb_strip_nulls(jsonb_build_object('carrier', u.carrier, 'attempt', u.attempt,
                    'movedFrom', u.moved_from::jsonb)) as detail, u.payload
      ), events as (${insertEventsFrom(sql`upd`, at)}),
      hooks as (${insertStatusWebhooksFrom(sql`upd`, at)})
      select id from upd
    `,
  );
  return rows.map((row) => row.id);
}

/** Records the ids of the parts accepted so far, so a receipt for part 1 matches before part 3 is answered. */
export async function writePartIds(db: Database, items: readonly PartIdsWrite[]): Promise<void> {
  if (items.length === 0) return;
  const k = keysOf(items);
  await db.execute(sql`
    update messages m
    set carrier = u.carrier, carrier_ids = ${idListToArray(sql`u.id_list`)}
    from unnest(${k.ids}::text[], ${k.createdAt}::text[], ${k.attempts}::int[],
      ${arrayParam(items.map((item) => item.carrier))}::text[],
      ${arrayParam(items.map((item) => joinIdList(item.carrierIds)))}::text[])
      as u(id, created_key, attempt, carrier, id_list)
    where m.created_at = u.created_key::timestamptz and m.id = u.id
      and m.status = 'sending' and m.attempts = u.attempt
  `);
}

/** Back to `queued` at `dueAt`; a deferral or a release gives the attempt back, a retry keeps it. */
export async function writeRequeues(
  db: Database,
  items: readonly RequeueWrite[],
  at: Date,
): Promise<string[]> {
  if (items.length === 0) return [];
  const k = keysOf(items);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      with u as (
        select * from unnest(${k.ids}::text[], ${k.createdAt}::text[], ${k.attempts}::int[],
          ${arrayParam(items.map((item) => item.dueAt.toISOString()))}::text[],
          ${arrayParam(items.map((item) => item.reason))}::text[],
          ${arrayParam(items.map((item) => item.errorCode))}::text[])
          as u(id, created_key, attempt, due_key, reason, error_code)
      ), upd as (
        update messages m
        set status = 'queued', due_at = u.due_key::timestamptz, updated_at = ${at.toISOString()}::timestamptz,
            attempts = m.attempts - case when u.reason = 'retry' then 0 else 1 end
        from u
        where m.created_at = u.created_key::timestamptz and m.id = u.id
          and m.status = 'sending' and m.attempts = u.attempt
        returning m.id, m.account_id, 'queued'::text as status, u.error_code, u.reason,
                  jsonb_build_object('reason', 'retry', 'attempt', u.attempt, 'retryAt', u.due_key) as detail
      ), retried as (
        select * from upd where reason = 'retry'
      ), events as (${insertEventsFrom(sql`retried`, at)})
      select id from upd
    `,
  );
  return rows.map((row) => row.id);
}

/**
 * Moves claimed rows to `failed` and answers the rows that changed, so the caller refunds exactly those in
 * the same transaction: the status transition is the once-only guard of the refund.
 */
export async function writeFailed(
  db: Database,
  items: readonly FailedWrite[],
  at: Date,
): Promise<FailedRow[]> {
  if (items.length === 0) return [];
  const k = keysOf(items);
  const rows = await queryRows<{
    id: string;
    account_id: string | null;
    cost_micros: string;
    currency: string | null;
  }>(
    db,
    sql`
      with u as (
        select * from unnest(${k.ids}::text[], ${k.createdAt}::text[], ${k.attempts}::int[],
          ${arrayParam(items.map((item) => item.errorCode))}::text[],
          ${arrayParam(items.map((item) => item.reason))}::text[],
          ${arrayParam(items.map((item) => item.carrier))}::text[],
          ${arrayParam(items.map((item) => (item.carrierIds ? joinIdList(item.carrierIds) : null)))}::text[],
          ${arrayParam(items.map((item) => item.payload))}::text[])
          as u(id, created_key, attempt, error_code, reason, carrier, id_list, payload)
      ), upd as (
        update messages m
        set status = 'failed', content_sealed = null, error_code = u.error_code, updated_at = ${at.toISOString()}::timestamptz,
            carrier = coalesce(u.carrier, m.carrier),
            carrier_ids = coalesce(${idListToArray(sql`u.id_list`)}, m.carrier_ids)
        from u
        where m.created_at = u.created_key::timestamptz and m.id = u.id
          and m.status = 'sending' and m.attempts = u.attempt
        returning m.id, m.account_id, m.cost_micros, m.currency, 'failed'::text as status, u.error_code,
                  jsonb_build_object('reason', u.reason, 'attempt', u.attempt) as detail, u.payload,
                  m.created_at, m.direction, m.country, m.type, m.segments
      ), events as (${insertEventsFrom(sql`upd`, at)}),
      hooks as (${insertStatusWebhooksFrom(sql`upd`, at)}),
      smpp as (${insertSmppReceiptsFrom(sql`upd`, at)}),
      ${addToRollupsFrom(sql`upd`)}
      select id, account_id, cost_micros::text as cost_micros, currency from upd
    `,
  );
  return rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    costMicros: BigInt(row.cost_micros),
    currency: row.currency,
  }));
}
