/** Inbound (MO) messages: attribution, storage and opt-outs from STOP replies (the MO webhook: webhooks). */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { messageEvents, messages, optOuts } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql-rows.js';

/**
 * The account that most recently sent to `phone` from `sender` (docs/messaging-engine.md), with that
 * message's type, or null when none did.
 */
export async function findReplyTarget(
  db: Database,
  phone: string,
  sender: string,
): Promise<{ accountId: string; type: number } | null> {
  const [row] = await queryRows<{ account_id: string; type: number }>(
    db,
    sql`
      select account_id, type::int as type from messages
      where direction = 'out' and to_addr = ${phone} and from_addr = ${sender} and account_id is not null
      order by created_at desc nulls last
      limit 1
    `,
  );
  return row ? { accountId: row.account_id, type: row.type } : null;
}

export interface InboundRow {
  id: string;
  accountId: string | null;
  type: number;
  from: string;
  to: string;
  country: string | null;
  content: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  carrier: string;
  at: Date;
}

export async function insertInbound(tx: Database, row: InboundRow): Promise<void> {
  await tx.insert(messages).values({
    id: row.id,
    createdAt: row.at,
    accountId: row.accountId,
    direction: 'in',
    source: 'carrier',
    type: row.type,
    from: row.from,
    to: row.to,
    country: row.country,
    content: row.content,
    encoding: row.encoding,
    segments: row.segments,
    costMicros: 0n,
    // Received: inbound messages have no delivery of their own to wait for.
    status: 'delivered',
    dueAt: row.at,
    carrier: row.carrier,
    updatedAt: row.at,
  });
  await tx
    .insert(messageEvents)
    .values({ messageId: row.id, status: 'delivered', detail: { inbound: true }, at: row.at });
}

/** Answers whether the number was newly opted out (false when it already was). */
export async function insertOptOut(
  tx: Database,
  optOut: { accountId: string; phone: string; messageId: string; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(optOuts)
    .values({
      accountId: optOut.accountId,
      phone: optOut.phone,
      messageId: optOut.messageId,
      createdAt: optOut.at,
    })
    .onConflictDoNothing()
    .returning({ phone: optOuts.phone });
  return inserted.length > 0;
}
