/**
 * SQL fragments that append the history and the webhook outbox of a status change inside the statement that
 * makes it (docs/messaging-engine.md: "in the same transaction"). `changed` names a CTE with the columns
 * `id`, `account_id`, `status`, `error_code`, `detail` (jsonb) and `payload` (text, the event body).
 */
import { sql, type SQL } from 'drizzle-orm';

/** API.md: retried with backoff for 24 hours. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;

export function insertEventsFrom(changed: SQL, at: Date): SQL {
  return sql`
    insert into message_events (message_id, status, error_code, detail, at)
    select c.id, c.status, c.error_code, c.detail, ${at.toISOString()}::timestamptz from ${changed} c`;
}

/** One `message.status` delivery per changed row whose account has a status webhook URL. */
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
