/**
 * The backlogs a scrape reads from the database: what waits in the message queue and how long the oldest
 * due message has waited, the webhook outbox and the mail outbox. Each query walks a partial or due-time
 * index, never the whole message history, so a scrape every few seconds stays cheap on a large installation.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { queryRows } from '../db/sql-rows.js';

export interface Backlogs {
  /** Messages not yet final nor sent, by status (scheduled, queued, sending). */
  queue: Record<string, number>;
  /** Seconds the oldest message due now has waited past its due time; 0 when none is due. */
  oldestDueSeconds: number;
  webhooks: { pending: number; failed: number };
  mail: { pending: number; failed: number };
}

interface CountRow {
  k: string;
  n: string;
}

function counted(rows: CountRow[]): Record<string, number> {
  return Object.fromEntries(rows.map((row) => [row.k, Number(row.n)]));
}

export async function readBacklogs(db: Database): Promise<Backlogs> {
  const [queueRows, [due], webhookRows, mailRows] = await Promise.all([
    queryRows<CountRow>(
      db,
      sql`select status as k, count(*)::text as n from messages
          where status in ('scheduled', 'queued', 'sending') group by status`,
    ),
    queryRows<{ seconds: string | null }>(
      db,
      sql`select extract(epoch from now() - min(due_at))::text as seconds from messages
          where status in ('queued', 'sending') and due_at <= now()`,
    ),
    queryRows<CountRow>(
      db,
      sql`select state as k, count(*)::text as n from webhook_deliveries
          where state in ('pending', 'failed') group by state`,
    ),
    queryRows<CountRow>(
      db,
      sql`select status as k, count(*)::text as n from mail_outbox
          where status in ('pending', 'failed') group by status`,
    ),
  ]);
  const webhooks = counted(webhookRows);
  const mail = counted(mailRows);
  return {
    queue: counted(queueRows),
    oldestDueSeconds: Math.max(0, Number(due?.seconds ?? 0)),
    webhooks: { pending: webhooks.pending ?? 0, failed: webhooks.failed ?? 0 },
    mail: { pending: mail.pending ?? 0, failed: mail.failed ?? 0 },
  };
}
