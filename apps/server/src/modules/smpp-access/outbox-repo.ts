/**
 * The SMPP outbox's queue operations, for the SMPP server's receipt pump: claim the due rows of the accounts
 * it holds receiver binds for (a lease, SKIP LOCKED, so several processes share them), delete what the ESME
 * acknowledged, put back what it did not, drop what outlived SMS_VALIDITY_HOURS.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { SmppOutboxKind } from '../../db/schema/index.js';
import { arrayParam, epochMs, queryRows } from '../../db/sql-rows.js';

export interface SmppOutboxItem {
  id: number;
  accountId: string;
  kind: SmppOutboxKind;
  messageId: string | null;
  receiptId: string | null;
  from: string;
  to: string;
  stat: string | null;
  errorCode: string | null;
  submittedAt: Date | null;
  doneAt: Date;
  content: string;
  attempts: number;
}

interface OutboxRow {
  id: string;
  account_id: string;
  kind: SmppOutboxKind;
  message_id: string | null;
  receipt_id: string | null;
  from_addr: string;
  to_addr: string;
  stat: string | null;
  error_code: string | null;
  submitted_ms: number | null;
  done_ms: number;
  content: string;
  attempts: number;
}

/**
 * Leases up to `limit` due rows of `accountIds` until `leaseUntil`, oldest first; rows written before
 * `notBefore` (past their validity) are left for the purge.
 */
export async function claimOutbox(
  db: Database,
  options: { accountIds: readonly string[]; limit: number; now: Date; leaseUntil: Date; notBefore: Date },
): Promise<SmppOutboxItem[]> {
  if (options.accountIds.length === 0 || options.limit <= 0) return [];
  const rows = await queryRows<OutboxRow>(
    db,
    sql`
      with due as (
        select id from smpp_outbox
        where account_id = any(${arrayParam(options.accountIds)}::text[])
          and due_at <= ${options.now.toISOString()}::timestamptz
          and created_at > ${options.notBefore.toISOString()}::timestamptz
        order by due_at, id
        limit ${options.limit}
        for update skip locked
      )
      update smpp_outbox o
      set due_at = ${options.leaseUntil.toISOString()}::timestamptz, attempts = o.attempts + 1
      from due where o.id = due.id
      returning o.id::text as id, o.account_id, o.kind, o.message_id, o.receipt_id, o.from_addr, o.to_addr,
                o.stat, o.error_code, ${epochMs(sql`o.submitted_at`)} as submitted_ms,
                ${epochMs(sql`o.done_at`)} as done_ms, o.content, o.attempts
    `,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      accountId: row.account_id,
      kind: row.kind,
      messageId: row.message_id,
      receiptId: row.receipt_id,
      from: row.from_addr,
      to: row.to_addr,
      stat: row.stat,
      errorCode: row.error_code,
      submittedAt: row.submitted_ms === null ? null : new Date(row.submitted_ms),
      doneAt: new Date(row.done_ms),
      content: row.content,
      attempts: row.attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/** The ESME answered ESME_ROK: done. */
export async function deleteOutbox(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`delete from smpp_outbox where id = any(${arrayParam(ids)}::bigint[])`);
}

/** Not delivered this time: due again at `dueAt` (now for a bind that went away, later after a refusal). */
export async function rescheduleOutbox(
  db: Database,
  items: readonly { id: number; dueAt: Date }[],
): Promise<void> {
  if (items.length === 0) return;
  await db.execute(sql`
    update smpp_outbox o set due_at = u.due_key::timestamptz
    from unnest(${arrayParam(items.map((item) => item.id))}::bigint[],
                ${arrayParam(items.map((item) => item.dueAt.toISOString()))}::text[]) as u(id, due_key)
    where o.id = u.id
  `);
}

/** A receipt the SMPP server writes itself: a part answered ESME_ROK whose message was then refused or lost. */
export interface OwnReceipt {
  accountId: string;
  receiptId: string;
  from: string;
  to: string;
  stat: string;
  errorCode: string;
  submittedAt: Date;
  content: string;
}

export async function insertOwnReceipts(
  db: Database,
  receipts: readonly OwnReceipt[],
  at: Date,
): Promise<void> {
  if (receipts.length === 0) return;
  const param = <T>(pick: (receipt: (typeof receipts)[number]) => T) => arrayParam(receipts.map(pick));
  const now = at.toISOString();
  await db.execute(sql`
    insert into smpp_outbox (account_id, kind, receipt_id, from_addr, to_addr, stat, error_code, submitted_at,
                             done_at, content, attempts, due_at, created_at)
    select u.account_id, 'receipt', u.receipt_id, u.from_addr, u.to_addr, u.stat, u.error_code,
           u.submitted_key::timestamptz, ${now}::timestamptz, u.content, 0, ${now}::timestamptz, ${now}::timestamptz
    from unnest(${param((r) => r.accountId)}::text[], ${param((r) => r.receiptId)}::text[],
                ${param((r) => r.from)}::text[], ${param((r) => r.to)}::text[], ${param((r) => r.stat)}::text[],
                ${param((r) => r.errorCode)}::text[], ${param((r) => r.submittedAt.toISOString())}::text[],
                ${param((r) => r.content)}::text[])
      as u(account_id, receipt_id, from_addr, to_addr, stat, error_code, submitted_key, content)
  `);
}

/** Drops the rows of `table` written before `before`; answers how many. */
export async function purgeCreatedBefore(
  db: Database,
  table: 'smpp_outbox' | 'smpp_submits',
  before: Date,
): Promise<number> {
  const rows = await queryRows<{ n: string }>(
    db,
    sql`with gone as (delete from ${sql.identifier(table)} where created_at < ${before.toISOString()}::timestamptz
                      returning 1)
        select count(*)::text as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Receipts and inbound messages of the account still waiting for a receiver bind (the console). */
export async function countWaiting(db: Database, accountId: string, notBefore: Date): Promise<number> {
  const rows = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from smpp_outbox
        where account_id = ${accountId} and created_at > ${notBefore.toISOString()}::timestamptz`,
  );
  return Number(rows[0]?.n ?? 0);
}
