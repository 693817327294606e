/**
 * The webhook outbox's writes that other modules make inside their own statements and transactions
 * (docs/messaging-engine.md: "in the same transaction"): a status change queues its `message.status` delivery
 * in the statement that makes it, a stored inbound message its `message.inbound` delivery. The outbox's shape
 * and retry window stay here, with the sender that drains it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/** API.md: retried with backoff for 24 hours. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;

/**
 * One `message.status` delivery per changed row whose account has a status webhook URL. `changed` names a CTE
 * with the columns `id`, `account_id` and `payload` (text, the event body; null when no webhook applies).
 */
export function insertStatusWebhooksFrom(changed: SQL, at: Date): SQL {
  const now = at.toISOString();
  const giveUp = new Date(at.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString();
  return sql`
    insert into webhook_deliveries
      (account_id, message_id, event, url, payload, state, attempts, due_at, give_up_at, created_at)
    select c.account_id, c.id, 'message.status', s.status_webhook_url, c.payload::jsonb, 'pending', 0,
           ${now}::timestamptz, ${giveUp}::timestamptz, ${now}::timestamptz
    from ${changed} c
    join sms_settings s on s.account_id = c.account_id
    where c.payload is not null and coalesce(s.status_webhook_url, '') <> ''`;
}

/** Queues the `message.inbound` event when the account has an MO webhook URL. */
export async function insertInboundWebhook(
  tx: Database,
  delivery: { accountId: string; messageId: string; payload: string; at: Date },
): Promise<void> {
  const now = delivery.at.toISOString();
  const giveUp = new Date(delivery.at.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString();
  await tx.execute(sql`
    insert into webhook_deliveries
      (account_id, message_id, event, url, payload, state, attempts, due_at, give_up_at, created_at)
    select account_id, ${delivery.messageId}, 'message.inbound', mo_webhook_url, ${delivery.payload}::jsonb,
           'pending', 0, ${now}::timestamptz, ${giveUp}::timestamptz, ${now}::timestamptz
    from sms_settings
    where account_id = ${delivery.accountId} and coalesce(mo_webhook_url, '') <> ''
  `);
}
