/**
 * The writes of an accepted send — batch row, message rows, their first event, idempotency record — and the
 * reads acceptance needs. Message rows go in with one `INSERT … SELECT FROM unnest(...)`: per-row values
 * travel as four array parameters, so 10,000 recipients stay far below PostgreSQL's 65,535 bind parameters.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accounts, batches, idempotencyKeys, messages, smsSettings, users } from '../../db/schema/index.js';
import { DEFAULT_SMS_SETTINGS } from '../sms-settings/repo.js';
import type { SenderAccount } from './types.js';

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The account with its settings and its owner's bound phone, in one query; undefined when unknown. */
export async function findSenderAccount(db: Database, accountId: string): Promise<SenderAccount | undefined> {
  const [row] = await db
    .select({
      id: accounts.id,
      currency: accounts.currency,
      verificationStatus: accounts.verificationStatus,
      deletedAt: accounts.deletedAt,
      ownerPhone: users.phone,
      settings: smsSettings,
    })
    .from(accounts)
    .leftJoin(smsSettings, eq(smsSettings.accountId, accounts.id))
    .leftJoin(users, eq(users.id, accounts.createdBy))
    .where(eq(accounts.id, accountId));
  if (!row) return undefined;
  const { settings, ...account } = row;
  return { ...account, settings: settings ?? DEFAULT_SMS_SETTINGS };
}

/** Outbound messages the account created since `since` (the daily limits count these). */
export async function countMessagesSince(db: Database, accountId: string, since: Date): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(
    db,
    sql`select count(*)::text as n from messages
        where account_id = ${accountId} and created_at >= ${since.toISOString()}::timestamptz
          and direction = 'out'`,
  );
  return Number(row?.n ?? 0);
}

export interface NewBatch {
  id: string;
  accountId: string;
  source: 'api' | 'console';
  type: number;
  costMicros: bigint;
  currency: string;
  createdBy: string;
  createdAt: Date;
}

export interface NewMessages {
  batchId: string;
  accountId: string;
  source: 'api' | 'console';
  type: number;
  from: string;
  content: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
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

export async function insertBatch(db: Database, batch: NewBatch, messageCount: number): Promise<void> {
  await db.insert(batches).values({ ...batch, messageCount });
}

/** The message rows and their first status event, two statements whatever the number of recipients. */
export async function insertMessages(db: Database, m: NewMessages): Promise<void> {
  if (m.ids.length === 0) return;
  const at = m.createdAt.toISOString();
  await db.execute(sql`
    insert into messages (id, created_at, account_id, batch_id, direction, source, type, from_addr, to_addr,
      country, content, encoding, segments, cost_micros, currency, status, send_at, due_at, attempts, updated_at)
    select u.id, ${at}::timestamptz, ${m.accountId}, ${m.batchId}, 'out', ${m.source}, ${m.type}, ${m.from},
      u.to_addr, u.country, ${m.content}, ${m.encoding}, ${m.segments}, u.cost, ${m.currency}, ${m.status},
      ${m.sendAt?.toISOString() ?? null}::timestamptz, ${m.dueAt.toISOString()}::timestamptz, 0, ${at}::timestamptz
    from unnest(
      ${sql.param(m.ids)}::text[],
      ${sql.param(m.to)}::text[],
      ${sql.param(m.countries)}::text[],
      ${sql.param(m.costs.map(String))}::bigint[]
    ) as u(id, to_addr, country, cost)`);
  await db.execute(sql`
    insert into message_events (message_id, status, at)
    select u.id, ${m.status}, ${at}::timestamptz from unnest(${sql.param(m.ids)}::text[]) as u(id)`);
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

/**
 * Records a send's answer under its key. A record older than `expiredBefore` is replaced; a live one (a
 * concurrent request with the same key won) is left alone and the answer is false.
 */
export async function insertIdempotencyRecord(
  db: Database,
  record: {
    accountId: string;
    key: string;
    requestHash: string;
    response: unknown;
    httpStatus: number;
    createdAt: Date;
  },
  expiredBefore: Date,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(record)
    .onConflictDoUpdate({
      target: [idempotencyKeys.accountId, idempotencyKeys.key],
      set: {
        requestHash: record.requestHash,
        response: record.response,
        httpStatus: record.httpStatus,
        createdAt: record.createdAt,
      },
      setWhere: sql`${idempotencyKeys.createdAt} <= ${expiredBefore.toISOString()}::timestamptz`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
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
  const rows = await rowsOf<{ status: string; n: string }>(
    db,
    sql`select status, count(*)::text as n from messages group by status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}
