/**
 * The SQL fragment that appends the history of a status change inside the statement that makes it
 * (docs/messaging-engine.md: "in the same transaction"). `changed` names a CTE with the columns `id`, `status`,
 * `error_code` and `detail` (jsonb); the same CTE feeds the webhook outbox (webhooks/outbox-sql.ts).
 */
import { sql, type SQL } from 'drizzle-orm';

export function insertEventsFrom(changed: SQL, at: Date): SQL {
  return sql`
    insert into message_events (message_id, status, error_code, detail, at)
    select c.id, c.status, c.error_code, c.detail, ${at.toISOString()}::timestamptz from ${changed} c`;
}
