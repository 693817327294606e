/**
 * Claiming due messages (docs/messaging-engine.md, "Dispatch"): one statement moves up to `limit` due rows —
 * queued, scheduled and due, or `sending` with a lease that ran out — to `sending` with a fresh lease and
 * one more attempt, skipping rows another worker holds, and answers them with the account's rate limits and
 * whether a marketing message's recipient has opted out since it was accepted.
 */
import { SMS_MESSAGE_TYPE } from '@beacon/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preferIndexLookups, queryRows } from '../../db/sql-rows.js';
import { attemptClaimCtes } from '../../engine/index.js';

/** Identifies a row of the partitioned table; `createdAt` is PostgreSQL's own text, so it round-trips exactly. */
export interface MessageKey {
  id: string;
  createdAt: string;
}

export interface DispatchLimits {
  /** Per second, per account; 0 = none. */
  perSecondRate: number;
  /** Per destination number per hour, per account; 0 = none. */
  perNumberLimit: number;
  /** Per minute, per account; 0 = none. */
  globalRateLimit: number;
}

export interface ClaimedMessage {
  key: MessageKey;
  accountId: string | null;
  from: string;
  to: string;
  country: string | null;
  content: string;
  segments: number;
  costMicros: bigint;
  currency: string | null;
  /** This claim's attempt number: every later write of the claim is guarded by it. */
  attempt: number;
  limits: DispatchLimits;
  /**
   * A marketing message whose recipient is on its account's opt-out list now: a STOP came after acceptance
   * (which drops numbers already opted out), e.g. while the message waited for its `sendAt`.
   */
  isOptedOut: boolean;
  /**
   * The carrier that already holds some of the message's parts (an earlier attempt's): its retry must go
   * there too, or the recipient would get the parts from two carriers. Null otherwise.
   */
  pinnedCarrier: string | null;
}

interface ClaimedRow {
  id: string;
  created_key: string;
  account_id: string | null;
  from_addr: string;
  to_addr: string;
  country: string | null;
  content: string;
  content_sealed: string | null;
  segments: number;
  cost_micros: string;
  currency: string | null;
  attempts: number;
  per_second_rate: number;
  per_number_limit: number;
  global_rate_limit: number;
  is_opted_out: boolean;
  pinned_carrier: string | null;
}

export async function claimDueMessages(
  db: Database,
  options: {
    now: Date;
    leaseUntil: Date;
    limit: number;
    /** Opens a text stored sealed (a Verify code's message: its `content` is masked); null when it cannot. */
    openSealed?: (sealed: string) => string | null;
  },
): Promise<ClaimedMessage[]> {
  const now = options.now.toISOString();
  const rows = await db.transaction(async (tx) => {
    await preferIndexLookups(tx);
    return queryRows<ClaimedRow>(
      tx,
      sql`
      with ${attemptClaimCtes({
        table: 'messages',
        alias: 'm',
        keyColumns: ['created_at', 'id'],
        dueColumn: 'due_at',
        claimable: sql`status in ('scheduled', 'queued', 'sending')`,
        now: options.now,
        leaseUntil: options.leaseUntil,
        limit: options.limit,
        set: sql`status = 'sending', updated_at = ${now}::timestamptz`,
        returning: sql`m.id, m.created_at, m.account_id, m.type, m.from_addr, m.to_addr, m.country, m.content,
                  m.content_sealed,
                  m.segments, m.cost_micros, m.currency, m.attempts, m.due_at, m.carrier, m.carrier_ids`,
      })}
      select c.id, c.created_at::text as created_key, c.account_id, c.from_addr, c.to_addr, c.country,
             c.content, c.content_sealed, c.segments::int as segments, c.cost_micros::text as cost_micros, c.currency,
             c.attempts::int as attempts,
             coalesce(s.per_second_rate, 0)::int as per_second_rate,
             coalesce(s.per_number_limit, 0)::int as per_number_limit,
             coalesce(s.global_rate_limit, 0)::int as global_rate_limit,
             (c.type = ${SMS_MESSAGE_TYPE.MARKETING} and exists (
               select 1 from opt_outs o where o.account_id = c.account_id and o.phone = c.to_addr
             )) as is_opted_out,
             case when cardinality(array_remove(c.carrier_ids, null)) > 0 then c.carrier end as pinned_carrier
      from claimed c
      left join sms_settings s on s.account_id = c.account_id
      order by c.created_at, c.id
    `,
    );
  });
  return rows.map((row) => ({
    key: { id: row.id, createdAt: row.created_key },
    accountId: row.account_id,
    from: row.from_addr,
    to: row.to_addr,
    country: row.country,
    // The masked text goes out only if the sealed one cannot be opened (the key was replaced): never the code.
    content: (row.content_sealed !== null && options.openSealed?.(row.content_sealed)) || row.content,
    segments: row.segments,
    costMicros: BigInt(row.cost_micros),
    currency: row.currency,
    attempt: row.attempts,
    limits: {
      perSecondRate: row.per_second_rate,
      perNumberLimit: row.per_number_limit,
      globalRateLimit: row.global_rate_limit,
    },
    isOptedOut: row.is_opted_out,
    pinnedCarrier: row.pinned_carrier,
  }));
}
