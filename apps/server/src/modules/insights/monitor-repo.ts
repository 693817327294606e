/**
 * The live monitor's reads for one organisation, cheap enough to answer every two seconds: each walks a
 * per-account index over a short recent window (messages_account_created_idx, the status index, the events
 * of recent messages) or the webhook outbox of the last day, never the whole history.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { arrayParam, queryRows } from '../../db/sql-rows.js';

/** A message is submitted within minutes of its creation; older ones are not looked at for the rate. */
const SUBMIT_LOOKBACK_MS = 5 * 60_000;
/** Webhook retries stop 24 hours after the event (API.md), so the outbox's live part is this young. */
const WEBHOOK_LOOKBACK_MS = 24 * 3_600_000;

interface CountRow {
  k: string;
  n: number;
}

interface OrganisationActivity {
  accepted: number;
  submitted: number;
  queue: Record<string, number>;
  webhooks: Record<string, number>;
}

const counted = (rows: CountRow[]) => Object.fromEntries(rows.map((row) => [row.k, row.n]));

export async function readActivity(
  db: Database,
  accountIds: readonly string[],
  now: Date,
  windowMs: number,
): Promise<OrganisationActivity> {
  if (accountIds.length === 0) return { accepted: 0, submitted: 0, queue: {}, webhooks: {} };
  const ids = sql`${arrayParam(accountIds)}::text[]`;
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const [[accepted], [submitted], queue, webhooks] = await Promise.all([
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from messages
           where account_id = any(${ids}) and direction = 'out'
             and created_at >= ${windowStart}::timestamptz and created_at <= ${now.toISOString()}::timestamptz`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from messages m
            join message_events e on e.message_id = m.id
           where m.account_id = any(${ids}) and m.direction = 'out'
             and m.created_at >= ${new Date(now.getTime() - SUBMIT_LOOKBACK_MS).toISOString()}::timestamptz
             and e.status = 'sent' and e.at >= ${windowStart}::timestamptz
             and e.at <= ${now.toISOString()}::timestamptz`,
    ),
    queryRows<CountRow>(
      db,
      sql`select status as k, count(*)::int as n from messages
           where account_id = any(${ids}) and status in ('scheduled', 'queued', 'sending')
           group by status`,
    ),
    queryRows<CountRow>(
      db,
      sql`select state as k, count(*)::int as n from webhook_deliveries
           where account_id = any(${ids}) and state in ('pending', 'failed')
             and created_at >= ${new Date(now.getTime() - WEBHOOK_LOOKBACK_MS).toISOString()}::timestamptz
           group by state`,
    ),
  ]);
  return {
    accepted: accepted?.n ?? 0,
    submitted: submitted?.n ?? 0,
    queue: counted(queue),
    webhooks: counted(webhooks),
  };
}
