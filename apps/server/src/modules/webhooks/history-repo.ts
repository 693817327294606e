/**
 * The account's webhook deliveries for the settings page, newest first, each with its latest attempt —
 * test events included, which belong to no message and so never show in the log's detail view.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { epochMs, queryRows } from '../../db/sql-rows.js';
import type { WebhookEvent } from '@beacon/shared';

export interface DeliveryHistoryRow {
  id: number;
  event: WebhookEvent['event'];
  messageId: string | null;
  url: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  createdAt: Date;
  lastAttemptAt: Date | null;
  /**
   * Where the latest attempt was posted: usually `url`, but not while a retry to a changed URL is being
   * posted, and null when no URL was set (the delivery was given up) or the attempt predates the column.
   */
  lastAttemptUrl: string | null;
  lastHttpStatus: number | null;
  lastError: string | null;
  /** When a pending delivery is tried next (or, while it is being posted, when its lease ends). */
  nextAttemptAt: Date | null;
}

interface Row {
  id: string | number;
  event: WebhookEvent['event'];
  message_id: string | null;
  url: string;
  state: DeliveryHistoryRow['state'];
  attempts: number;
  created_ms: number;
  last_ms: number | null;
  last_url: string | null;
  http_status: number | null;
  error: string | null;
  next_ms: number | null;
}

const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * Keyset on the identity id, which grows with insertion, so "newest first" needs no tie-break and walks
 * `webhook_deliveries_account_idx` (account_id, id) backwards. `beforeId` is the last id of the previous
 * page; one more row than `limit` is read to know whether a page follows.
 */
export async function findAccountDeliveries(
  db: Database,
  accountId: string,
  options: { beforeId: number | null; limit: number },
): Promise<DeliveryHistoryRow[]> {
  const before = options.beforeId === null ? sql`` : sql`and d.id < ${options.beforeId}`;
  const rows = await queryRows<Row>(
    db,
    sql`
      select d.id, d.event, d.message_id, d.url, d.state, d.attempts::int as attempts,
             ${epochMs(sql`d.created_at`)} as created_ms,
             case when d.state = 'pending' then ${epochMs(sql`d.due_at`)} end as next_ms,
             ${epochMs(sql`a.at`)} as last_ms, a.url as last_url, a.http_status, a.error
      from webhook_deliveries d
      left join lateral (
        select at, url, http_status, error from webhook_attempts
        where delivery_id = d.id
        order by at desc, id desc
        limit 1
      ) a on true
      where d.account_id = ${accountId} ${before}
      order by d.id desc
      limit ${options.limit}
    `,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    event: row.event,
    messageId: row.message_id,
    url: row.url,
    state: row.state,
    attempts: row.attempts,
    createdAt: new Date(row.created_ms),
    lastAttemptAt: dateOrNull(row.last_ms),
    lastAttemptUrl: row.last_url,
    lastHttpStatus: row.http_status,
    lastError: row.error,
    nextAttemptAt: dateOrNull(row.next_ms),
  }));
}
