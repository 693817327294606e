/**
 * The webhook outbox: claiming due deliveries (FOR UPDATE SKIP LOCKED, like the message queue), recording
 * attempts and outcomes in bulk, and the console's resend and test queries. A delivery that is done
 * (delivered or failed) gets `due_at = 'infinity'`, so the due index — which covers every state — is walked
 * from pending rows only and never through the delivered history.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { webhookAttempts, webhookDeliveries } from '../../db/schema/index.js';
import { arrayParam, queryRows } from '../../db/sql-rows.js';
import { attemptClaimCtes } from '../../engine/index.js';

export interface ClaimedDelivery {
  id: number;
  accountId: string;
  event: string;
  /**
   * The account's URL for this event as it is set now, not the one set when the event was written: a
   * customer who fixes a broken URL and resends reaches the fixed one. Null when that URL has been cleared.
   */
  url: string | null;
  /** The stored event body (jsonb as text). */
  payload: string;
  /** This claim's attempt number. */
  attempt: number;
  giveUpAt: Date;
  signing: {
    enabled: boolean;
    secret: string | null;
    previousSecret: string | null;
    previousSecretExpiresAt: Date | null;
  };
}

interface ClaimedRow {
  id: string | number;
  account_id: string;
  event: string;
  current_url: string | null;
  payload: string;
  attempts: number;
  give_up_ms: number;
  signature_enabled: boolean | null;
  webhook_secret: string | null;
  previous_webhook_secret: string | null;
  previous_expires_ms: number | null;
}

/**
 * The URL of delivery `d` in the settings row `s` (null when unset): inbound events and inbound tests go to
 * the MO URL, everything else to the status URL — the same choice as `webhookKindOf`.
 */
const CURRENT_URL = sql.raw(`nullif(case
  when d.event = 'message.inbound' or (d.event = 'webhook.test' and d.payload->>'kind' = 'inbound')
  then s.mo_webhook_url else s.status_webhook_url end, '')`);

/**
 * Claims due deliveries and resolves each one's URL from the settings in the same statement. The row keeps
 * the URL this attempt goes to (a cleared URL leaves the last one used), so the console shows where the
 * latest attempt was sent.
 */
export async function claimDueDeliveries(
  db: Database,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`
      with ${attemptClaimCtes({
        table: 'webhook_deliveries',
        alias: 'd',
        keyColumns: ['id'],
        dueColumns: ['account_id'],
        dueColumn: 'due_at',
        claimable: sql`state = 'pending'`,
        now: options.now,
        leaseUntil: options.leaseUntil,
        limit: options.limit,
        set: sql`url = coalesce(${CURRENT_URL}, d.url)`,
        join: sql`left join sms_settings s on s.account_id = due.account_id`,
        returning: sql`d.id, d.account_id, d.event, ${CURRENT_URL} as current_url, d.payload, d.attempts,
                  d.give_up_at, s.signature_enabled, s.webhook_secret, s.previous_webhook_secret,
                  s.previous_secret_expires_at`,
      })}
      select id, account_id, event, current_url, payload::text as payload, attempts::int as attempts,
             (extract(epoch from give_up_at) * 1000)::float8 as give_up_ms,
             signature_enabled, webhook_secret, previous_webhook_secret,
             (extract(epoch from previous_secret_expires_at) * 1000)::float8 as previous_expires_ms
      from claimed
      order by id
    `,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    accountId: row.account_id,
    event: row.event,
    url: row.current_url,
    payload: row.payload,
    attempt: row.attempts,
    giveUpAt: new Date(row.give_up_ms),
    signing: {
      enabled: row.signature_enabled ?? true,
      secret: row.webhook_secret,
      previousSecret: row.previous_webhook_secret,
      previousSecretExpiresAt: row.previous_expires_ms === null ? null : new Date(row.previous_expires_ms),
    },
  }));
}

export interface DeliveryOutcome {
  id: number;
  attempt: number;
  at: Date;
  /** Where the attempt was posted; null when no URL was set and nothing was posted. */
  url: string | null;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
  responseSnippet: string | null;
  /** `delivered`, `failed` (gave up), or `pending` again at `nextDueAt`. */
  state: 'delivered' | 'failed' | 'pending';
  nextDueAt: Date | null;
}

/** Records the attempts and moves each delivery on, guarded by the claim's attempt number. */
export async function writeDeliveryOutcomes(
  db: Database,
  outcomes: readonly DeliveryOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await db.execute(sql`
    with u as (
      select * from unnest(
        ${arrayParam(outcomes.map((o) => o.id))}::bigint[],
        ${arrayParam(outcomes.map((o) => o.attempt))}::int[],
        ${arrayParam(outcomes.map((o) => o.at.toISOString()))}::text[],
        ${arrayParam(outcomes.map((o) => o.url))}::text[],
        ${arrayParam(outcomes.map((o) => o.httpStatus))}::int[],
        ${arrayParam(outcomes.map((o) => o.error))}::text[],
        ${arrayParam(outcomes.map((o) => o.durationMs))}::int[],
        ${arrayParam(outcomes.map((o) => o.responseSnippet))}::text[],
        ${arrayParam(outcomes.map((o) => o.state))}::text[],
        ${arrayParam(outcomes.map((o) => o.nextDueAt?.toISOString() ?? 'infinity'))}::text[])
        as u(id, attempt, at_key, url, http_status, error, duration_ms, snippet, state, due_key)
    ), attempts as (
      insert into webhook_attempts (delivery_id, at, url, http_status, error, duration_ms, response_snippet)
      select id, at_key::timestamptz, url, http_status, error, duration_ms, snippet from u
    )
    update webhook_deliveries d
    set state = u.state, due_at = u.due_key::timestamptz
    from u
    where d.id = u.id and d.attempts = u.attempt and d.state = 'pending'
  `);
}

/** What a resend needs to know of a delivery of the account; undefined when it is not the account's. */
export async function findDelivery(
  db: Database,
  accountId: string,
  deliveryId: number,
): Promise<{ event: string; payload: unknown } | undefined> {
  const [row] = await db
    .select({ event: webhookDeliveries.event, payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.accountId, accountId)));
  return row;
}

/** Due again now with a fresh 24-hour window; false when the delivery is not the account's. */
export async function requeueDelivery(
  db: Database,
  accountId: string,
  deliveryId: number,
  now: Date,
  giveUpAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ state: 'pending', dueAt: now, giveUpAt })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.accountId, accountId)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

export async function insertDelivery(
  db: Database,
  delivery: {
    accountId: string;
    messageId: string | null;
    event: 'message.status' | 'message.inbound' | 'webhook.test';
    url: string;
    payload: Record<string, unknown>;
    at: Date;
    giveUpAt: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      accountId: delivery.accountId,
      messageId: delivery.messageId,
      event: delivery.event,
      url: delivery.url,
      payload: delivery.payload,
      state: 'pending',
      attempts: 0,
      dueAt: delivery.at,
      giveUpAt: delivery.giveUpAt,
      createdAt: delivery.at,
    })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

export async function listDeliveriesOfMessage(db: Database, accountId: string, messageId: string) {
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.accountId, accountId), eq(webhookDeliveries.messageId, messageId)))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));
  if (deliveries.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        deliveries.map((delivery) => delivery.id),
      ),
    )
    .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id));
  return deliveries.map((delivery) => ({
    ...delivery,
    attemptLog: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
  }));
}

/** The account's webhook URLs as they are set now. */
export async function findWebhookUrls(
  db: Database,
  accountId: string,
): Promise<{ status: string | null; inbound: string | null }> {
  const [row] = await queryRows<{ status_webhook_url: string | null; mo_webhook_url: string | null }>(
    db,
    sql`select status_webhook_url, mo_webhook_url from sms_settings where account_id = ${accountId}`,
  );
  return { status: row?.status_webhook_url || null, inbound: row?.mo_webhook_url || null };
}
