/**
 * The SMPP outbox's writes that the delivery module makes inside its own statements and transactions, the way
 * it queues webhooks (webhooks/outbox-sql.ts): a message that becomes final queues a receipt for each part its
 * ESME submitted, in the statement that makes it final; a stored inbound message queues its deliver_sm in the
 * transaction that stores it. So a receipt is never lost between the status change and the outbox, and is
 * never written for a change that was rolled back.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/** Appendix B `stat:` of a final status (docs/smpp-access.md, "Receipts"). */
const STAT_OF_STATUS = sql`case c.status
  when 'delivered' then 'DELIVRD' when 'expired' then 'EXPIRED' when 'rejected' then 'REJECTD'
  else 'UNDELIV' end`;

/**
 * One receipt per part for each changed row that came in over SMPP and asked for it (registered_delivery 1:
 * every final outcome, 2: failures only). `changed` names a CTE with the columns `id`, `account_id`, `status`
 * (final) and `error_code`; rows without an SMPP submit add nothing.
 */
export function insertSmppReceiptsFrom(changed: SQL, at: Date): SQL {
  const now = at.toISOString();
  return sql`
    insert into smpp_outbox (account_id, kind, message_id, receipt_id, from_addr, to_addr, stat, error_code,
                             submitted_at, done_at, content, attempts, due_at, created_at)
    select s.account_id, 'receipt', c.id, p.part_id, s.source_addr, s.dest_addr, ${STAT_OF_STATUS}, c.error_code,
           s.created_at, ${now}::timestamptz, s.text_start, 0, ${now}::timestamptz, ${now}::timestamptz
    from ${changed} c
    join smpp_submits s on s.message_id = c.id
    cross join lateral unnest(s.part_ids) as p(part_id)
    where s.registered_delivery = 1 or (s.registered_delivery = 2 and c.status <> 'delivered')`;
}

/**
 * Queues an inbound message for the account's receiver binds when the account has a live SMPP credential
 * (an account that never uses SMPP gets nothing held for it).
 */
export async function insertSmppInbound(
  tx: Database,
  message: { accountId: string; messageId: string; from: string; to: string; content: string; at: Date },
): Promise<void> {
  const now = message.at.toISOString();
  await tx.execute(sql`
    insert into smpp_outbox (account_id, kind, message_id, from_addr, to_addr, done_at, content, attempts, due_at,
                             created_at)
    select ${message.accountId}, 'inbound', ${message.messageId}, ${message.from}, ${message.to},
           ${now}::timestamptz, ${message.content}, 0, ${now}::timestamptz, ${now}::timestamptz
    where exists (select 1 from smpp_credentials
                  where account_id = ${message.accountId} and revoked_at is null)
  `);
}
