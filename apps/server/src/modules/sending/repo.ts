/**
 * The writes of a group of accepted sends — batch rows, message rows, their first events, idempotency records —
 * and the reads acceptance needs. Message rows go in with one `INSERT … SELECT FROM unnest(...)`: values travel
 * as array parameters, so 10,000 recipients stay far below PostgreSQL's 65,535 bind parameters.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accounts, idempotencyKeys, messages, smsSettings, users } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql-rows.js';
import { formatMicrosSql } from '../billing/index.js';
import { accountScope, generationOf, stamped, type Stamped } from '../send-cache/index.js';
import { DEFAULT_SMS_SETTINGS } from '../sms-settings/index.js';
import type { SenderAccount, SendSource } from './types.js';

/**
 * The account with its settings and its owner's bound phone, in one query, with the generation of its cache
 * scope read in the same statement (sender-reads.ts); undefined when unknown.
 */
export async function findStampedSenderAccount(
  db: Database,
  accountId: string,
): Promise<Stamped<SenderAccount> | undefined> {
  const [row] = await db
    .select({
      id: accounts.id,
      currency: accounts.currency,
      verificationStatus: accounts.verificationStatus,
      deletedAt: accounts.deletedAt,
      ownerPhone: users.phone,
      settings: smsSettings,
      generation: generationOf(sql`'account:' || ${accounts.id}`),
    })
    .from(accounts)
    .leftJoin(smsSettings, eq(smsSettings.accountId, accounts.id))
    .leftJoin(users, eq(users.id, accounts.createdBy))
    .where(eq(accounts.id, accountId));
  if (!row) return undefined;
  const { settings, generation, ...account } = row;
  return stamped(
    { ...account, settings: settings ?? DEFAULT_SMS_SETTINGS },
    accountScope(account.id),
    generation,
  );
}

/** The account with its settings and its owner's bound phone; undefined when unknown. */
export async function findSenderAccount(db: Database, accountId: string): Promise<SenderAccount | undefined> {
  return (await findStampedSenderAccount(db, accountId))?.value;
}

/** Outbound messages the account created since `since` (the daily limits count these). */
export async function countMessagesSince(db: Database, accountId: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from messages
        where account_id = ${accountId} and created_at >= ${since.toISOString()}::timestamptz
          and direction = 'out'`,
  );
  return Number(row?.n ?? 0);
}

/** `countMessagesSince` for several accounts (each with its own `since`) in one statement, in the order given. */
export async function countMessagesSinceEach(
  db: Database,
  queries: readonly { accountId: string; since: Date }[],
): Promise<number[]> {
  if (queries.length === 0) return [];
  const rows = await queryRows<{ n: string }>(
    db,
    sql`select (select count(*) from messages m
                 where m.account_id = q.account_id and m.created_at >= q.since and m.direction = 'out')::text as n
        from unnest(${sql.param(queries.map((q) => q.accountId))}::text[],
                    ${sql.param(queries.map((q) => q.since.toISOString()))}::timestamptz[])
             with ordinality as q(account_id, since, ord)
        order by q.ord`,
  );
  return rows.map((row) => Number(row.n));
}

export interface NewBatch {
  id: string;
  accountId: string;
  source: SendSource;
  type: number;
  costMicros: bigint;
  currency: string;
  createdBy: string;
  createdAt: Date;
}

export interface NewMessages {
  batchId: string;
  accountId: string;
  source: SendSource;
  type: number;
  from: string;
  /** The text of the send's messages, unless `texts` gives a message its own. */
  content: string;
  /** A Verify send: its real text sealed, `content` being the same text with the code masked. */
  contentSealed?: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  /** Personalised sends: per message, its own text, or null where it is `content`. */
  texts?: ({ text: string; encoding: 'GSM-7' | 'UCS-2'; segments: number } | null)[];
  currency: string;
  status: 'queued' | 'scheduled';
  sendAt: Date | null;
  dueAt: Date;
  createdAt: Date;
  ids: string[];
  to: string[];
  countries: string[];
  costs: bigint[];
}

/** One accepted send of a group: its batch, its messages and, with an Idempotency-Key, the answer to store. */
export interface AcceptedSend {
  batch: NewBatch & { messageCount: number };
  messages: NewMessages;
  /**
   * `response` is the answer's JSON text, stored as a JSON string so a replay is byte for byte the same; in a
   * statement that charges the send itself (`acceptedSendsCtes` with `balances`), the text either side of the
   * balance it answers, which only that statement knows.
   */
  idempotency?: { key: string; requestHash: string; response: string | AnswerAroundBalance };
}

export interface AnswerAroundBalance {
  head: string;
  tail: string;
}

/**
 * Everything a group's accepted sends write besides money, in ONE statement whatever the number of sends and
 * recipients (data-modifying CTEs): the idempotency records, the batch rows, the message rows and their first
 * status events (from the messages INSERT's RETURNING). Per-send values travel once per send (`s`),
 * per-recipient values once per recipient (`m`, with the ordinal of its send); a message's text travels
 * alone only when it is its own (personalised sends). A live idempotency record (a
 * concurrent request with the same key won) is left alone; one `ttlMs` older than the new one is replaced.
 * Answers the `accountId` + `key` pairs that were recorded: the caller rolls back when one is missing. The
 * keys of one call must be distinct.
 */
export async function insertAcceptedSends(
  db: Database,
  sends: readonly AcceptedSend[],
  ttlMs: number,
): Promise<{ accountId: string; key: string }[]> {
  if (sends.length === 0) return [];
  return queryRows<{ accountId: string; key: string }>(
    db,
    sql`with ${acceptedSendsCtes(sends, ttlMs)} select account_id as "accountId", key from recorded`,
  );
}

/**
 * The CTEs of `insertAcceptedSends`, for a statement of the caller's own (the group written at once, which
 * charges in the same statement): `recorded(account_id, key)` holds the idempotency records written, and
 * `batch_rows(id)`, `message_rows(id, …)` and `events(message_id)` the rows, which the statement may read to
 * have them written before it takes a lock. `balances`
 * is a relation `(batch_id, micros)` of the statement: the balance after each send, for the answers stored
 * around it (`AnswerAroundBalance`).
 */
export function acceptedSendsCtes(sends: readonly AcceptedSend[], ttlMs: number, balances?: SQL): SQL {
  const perSend = <T>(pick: (send: AcceptedSend) => T) => sql.param(sends.map(pick));
  const perMessage = <T>(pick: (m: NewMessages, i: number) => T) =>
    sql.param(sends.flatMap(({ messages: m }) => m.ids.map((_, i) => pick(m, i))));
  // unnest pads shorter arrays with NULLs: a group without personalised sends passes no per-message texts.
  const isPersonal = sends.some((send) => send.messages.texts);
  const perMessageText = <T>(pick: (text: NonNullable<NonNullable<NewMessages['texts']>[number]>) => T) =>
    isPersonal
      ? perMessage((m, i) => {
          const text = m.texts?.[i];
          return text ? pick(text) : null;
        })
      : sql.param([]);
  const keyed = sends.filter((send) => send.idempotency);
  const perKey = <T>(pick: (send: AcceptedSend, key: NonNullable<AcceptedSend['idempotency']>) => T) =>
    sql.param(keyed.map((send) => pick(send, send.idempotency!)));
  const around = (send: AcceptedSend) =>
    typeof send.idempotency?.response === 'string' ? undefined : send.idempotency?.response;
  if (!balances && keyed.some(around)) throw new Error('an answer around its balance needs the balances');
  const stored = balances
    ? sql`coalesce(k.response, k.head || ${formatMicrosSql(sql`b.micros`)} || k.tail)`
    : sql`k.response`;
  return sql`
    s as (
      select * from unnest(
        ${perSend((x) => x.batch.id)}::text[], ${perSend((x) => x.batch.accountId)}::text[],
        ${perSend((x) => x.batch.source)}::text[], ${perSend((x) => x.batch.type)}::smallint[],
        ${perSend((x) => x.batch.messageCount)}::int[], ${perSend((x) => x.batch.costMicros.toString())}::bigint[],
        ${perSend((x) => x.batch.currency)}::text[], ${perSend((x) => x.batch.createdBy)}::text[],
        ${perSend((x) => x.batch.createdAt.toISOString())}::timestamptz[],
        ${perSend((x) => x.messages.from)}::text[], ${perSend((x) => x.messages.content)}::text[],
        ${perSend((x) => x.messages.encoding)}::text[], ${perSend((x) => x.messages.segments)}::int[],
        ${perSend((x) => x.messages.status)}::text[],
        ${perSend((x) => x.messages.sendAt?.toISOString() ?? null)}::timestamptz[],
        ${perSend((x) => x.messages.dueAt.toISOString())}::timestamptz[],
        ${perSend((x) => x.messages.contentSealed ?? null)}::text[]
      ) with ordinality as s(batch_id, account_id, source, type, message_count, cost, currency, created_by,
                             created_at, from_addr, content, encoding, segments, status, send_at, due_at,
                             content_sealed, ord)
    ),
    recorded as (
      insert into idempotency_keys (account_id, key, request_hash, response, http_status, created_at)
      select k.account_id, k.key, k.request_hash, to_jsonb(${stored}), 200, k.created_at
      from unnest(
        ${perKey((x) => x.batch.accountId)}::text[], ${perKey((_, k) => k.key)}::text[],
        ${perKey((_, k) => k.requestHash)}::text[],
        ${perKey((_, k) => (typeof k.response === 'string' ? k.response : null))}::text[],
        ${perKey((x) => x.batch.createdAt.toISOString())}::timestamptz[],
        ${perKey((x) => x.batch.id)}::text[], ${perKey((x) => around(x)?.head ?? null)}::text[],
        ${perKey((x) => around(x)?.tail ?? null)}::text[]
      ) as k(account_id, key, request_hash, response, created_at, batch_id, head, tail)
      ${balances ? sql`left join ${balances} b on b.batch_id = k.batch_id` : sql``}
      on conflict (account_id, key) do update
        set request_hash = excluded.request_hash, response = excluded.response,
            http_status = excluded.http_status, created_at = excluded.created_at
        where idempotency_keys.created_at <= excluded.created_at - ${ttlMs}::int * interval '1 millisecond'
      returning account_id, key
    ),
    batch_rows as (
      insert into batches (id, account_id, source, type, message_count, cost_micros, currency, created_by,
        created_at)
      select batch_id, account_id, source, type, message_count, cost, currency, created_by, created_at from s
      returning id
    ),
    message_rows as (
      insert into messages (id, created_at, account_id, batch_id, direction, source, type, from_addr, to_addr,
        country, content, content_sealed, encoding, segments, cost_micros, currency, status, send_at, due_at,
        attempts, updated_at)
      select m.id, s.created_at, s.account_id, s.batch_id, 'out', s.source, s.type, s.from_addr, m.to_addr,
        m.country, coalesce(m.content, s.content), s.content_sealed, coalesce(m.encoding, s.encoding),
        coalesce(m.segments, s.segments), m.cost, s.currency, s.status, s.send_at, s.due_at, 0, s.created_at
      from unnest(
        ${perMessage((m, i) => m.ids[i]!)}::text[],
        ${perMessage((m, i) => m.to[i]!)}::text[],
        ${perMessage((m, i) => m.countries[i]!)}::text[],
        ${perMessage((m, i) => m.costs[i]!.toString())}::bigint[],
        ${sql.param(sends.flatMap((x, ordinal) => x.messages.ids.map(() => ordinal + 1)))}::bigint[],
        ${perMessageText((text) => text.text)}::text[],
        ${perMessageText((text) => text.encoding)}::text[],
        ${perMessageText((text) => text.segments)}::int[]
      ) as m(id, to_addr, country, cost, send_ord, content, encoding, segments)
      join s on s.ord = m.send_ord
      returning id, status, created_at
    ),
    events as (
      insert into message_events (message_id, status, at) select id, status, created_at from message_rows
      returning message_id
    )`;
}

export interface IdempotencyRecord {
  requestHash: string;
  response: unknown;
  httpStatus: number;
  createdAt: Date;
}

export async function findIdempotencyRecord(
  db: Database,
  accountId: string,
  key: string,
  notBefore: Date,
): Promise<IdempotencyRecord | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      response: idempotencyKeys.response,
      httpStatus: idempotencyKeys.httpStatus,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.accountId, accountId),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.createdAt, notBefore),
      ),
    );
  return row;
}

export async function deleteIdempotencyRecordsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} <= ${before.toISOString()}::timestamptz`)
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

export interface MessageView {
  id: string;
  to: string;
  country: string | null;
  status: string;
  segments: number;
  costMicros: bigint;
  errorCode: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export async function findMessageOfAccount(
  db: Database,
  accountId: string,
  messageId: string,
): Promise<MessageView | undefined> {
  const [row] = await db
    .select({
      id: messages.id,
      to: messages.to,
      country: messages.country,
      status: messages.status,
      segments: messages.segments,
      costMicros: messages.costMicros,
      errorCode: messages.errorCode,
      createdAt: messages.createdAt,
      updatedAt: messages.updatedAt,
    })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.accountId, accountId)));
  return row;
}

/** Messages by status across all accounts (ops `queue:stats`). */
export async function countMessagesByStatus(db: Database): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: string }>(
    db,
    sql`select status, count(*)::text as n from messages group by status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}
