/**
 * Receipt matching and its bulk write. Matching goes through the GIN index on `carrier_ids` and locks the
 * rows, so two processes applying receipts for parts of one message serialise instead of losing a part.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { MessageStatus } from '../../db/schema/index.js';
import type { MessageKey } from './claim-repo.js';
import { insertStatusWebhooksFrom } from '../webhooks/index.js';
import { addToRollupsFrom } from '../sms-overview/index.js';
import { insertSmppReceiptsFrom } from '../smpp-access/index.js';
import { insertEventsFrom } from './event-sql.js';
import { ID_LIST_SEPARATOR, arrayParam, queryRows } from '../../db/sql-rows.js';

export interface ReceiptCandidate {
  key: MessageKey;
  accountId: string | null;
  to: string;
  segments: number;
  costMicros: bigint;
  status: MessageStatus;
  carrier: string | null;
  carrierIds: (string | null)[];
  partStatuses: (MessageStatus | null)[] | null;
  errorCode: string | null;
  /** Destination country and when the carrier took it: the carrier's measured quality counts them. */
  country: string | null;
  sentAt: Date | null;
}

interface CandidateRow {
  id: string;
  created_key: string;
  account_id: string | null;
  to_addr: string;
  segments: number;
  cost_micros: string;
  status: MessageStatus;
  carrier: string | null;
  id_list: string | null;
  part_statuses: string | null;
  error_code: string | null;
  country: string | null;
  sent_ms: number | null;
}

const CANDIDATE_COLUMNS = sql.raw(`m.id, m.created_at::text as created_key, m.account_id, m.to_addr,
  m.segments::int as segments, m.cost_micros::text as cost_micros, m.status, m.carrier,
  array_to_string(m.carrier_ids, '${ID_LIST_SEPARATOR}', '') as id_list, m.part_statuses::text as part_statuses,
  m.error_code, m.country, (extract(epoch from m.sent_at) * 1000)::float8 as sent_ms`);

function toCandidate(row: CandidateRow): ReceiptCandidate {
  return {
    key: { id: row.id, createdAt: row.created_key },
    accountId: row.account_id,
    to: row.to_addr,
    segments: row.segments,
    costMicros: BigInt(row.cost_micros),
    status: row.status,
    carrier: row.carrier,
    carrierIds: (row.id_list ?? '').split(ID_LIST_SEPARATOR).map((id) => (id === '' ? null : id)),
    partStatuses: row.part_statuses ? (JSON.parse(row.part_statuses) as (MessageStatus | null)[]) : null,
    errorCode: row.error_code,
    country: row.country,
    sentAt: row.sent_ms === null ? null : new Date(Number(row.sent_ms)),
  };
}

/** Messages by primary key (the carrier ids this process submitted), locked until the transaction ends. */
export async function lockMessagesByKeys(
  tx: Database,
  keys: readonly MessageKey[],
): Promise<ReceiptCandidate[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<CandidateRow>(
    tx,
    sql`
      select ${CANDIDATE_COLUMNS}
      from unnest(${arrayParam(keys.map((key) => key.id))}::text[],
                  ${arrayParam(keys.map((key) => key.createdAt))}::text[]) as u(id, created_key)
      join messages m on m.created_at = u.created_key::timestamptz and m.id = u.id
      order by m.created_at, m.id
      for update of m
    `,
  );
  return rows.map(toCandidate);
}

/** One id form a receipt reports (or could mean), on the carrier bind it came on. */
export interface CarrierIdProbe {
  carrier: string;
  id: string;
}

/**
 * Outbound messages of the probe's carrier holding its id (one GIN probe per id; the carrier is checked on
 * the rows found, so an id another carrier also gave out locks nothing), locked until the transaction ends.
 */
export async function lockMessagesByCarrierIds(
  tx: Database,
  probes: readonly CarrierIdProbe[],
): Promise<ReceiptCandidate[]> {
  if (probes.length === 0) return [];
  const rows = await queryRows<CandidateRow>(
    tx,
    sql`
      select ${CANDIDATE_COLUMNS}
      from unnest(${arrayParam(probes.map((probe) => probe.carrier))}::text[],
                  ${arrayParam(probes.map((probe) => probe.id))}::text[]) as r(carrier, carrier_id)
      cross join lateral (
        select * from messages
        where carrier_ids @> array[r.carrier_id] and direction = 'out' and carrier = r.carrier
      ) m
      order by m.created_at, m.id
      for update of m
    `,
  );
  return rows.map(toCandidate);
}

/**
 * Up to `limit` messages still `sent` whose receipt deadline (`due_at`, set when they were sent) has passed,
 * oldest deadline first, locked until the transaction ends; rows another worker holds are skipped, so any
 * number of workers can sweep at once.
 */
export async function lockUnreceiptedMessages(
  tx: Database,
  options: { now: Date; limit: number },
): Promise<ReceiptCandidate[]> {
  const rows = await queryRows<CandidateRow>(
    tx,
    sql`
      select ${CANDIDATE_COLUMNS}
      from messages m
      where m.status = 'sent' and m.due_at <= ${options.now.toISOString()}::timestamptz
      order by m.due_at
      limit ${options.limit}
      for update of m skip locked
    `,
  );
  return rows.map(toCandidate);
}

export interface ReceiptWrite {
  key: MessageKey;
  status: MessageStatus;
  partStatuses: (MessageStatus | null)[];
  errorCode: string | null;
  /** Set when the message became final: its history row, and the webhook body when one may apply. */
  final: { detail: Record<string, unknown>; payload: string | null } | null;
}

export async function writeReceiptOutcomes(
  tx: Database,
  items: readonly ReceiptWrite[],
  at: Date,
): Promise<void> {
  if (items.length === 0) return;
  await tx.execute(sql`
    with u as (
      select * from unnest(
        ${arrayParam(items.map((item) => item.key.id))}::text[],
        ${arrayParam(items.map((item) => item.key.createdAt))}::text[],
        ${arrayParam(items.map((item) => item.status))}::text[],
        ${arrayParam(items.map((item) => JSON.stringify(item.partStatuses)))}::text[],
        ${arrayParam(items.map((item) => item.errorCode))}::text[],
        ${arrayParam(items.map((item) => item.final !== null))}::bool[],
        ${arrayParam(items.map((item) => (item.final ? JSON.stringify(item.final.detail) : null)))}::text[],
        ${arrayParam(items.map((item) => item.final?.payload ?? null))}::text[])
        as u(id, created_key, status, part_statuses, error_code, is_final, detail, payload)
    ), upd as (
      update messages m
      set status = u.status, part_statuses = u.part_statuses::jsonb, error_code = u.error_code,
          updated_at = ${at.toISOString()}::timestamptz
      from u
      where m.created_at = u.created_key::timestamptz and m.id = u.id
      returning m.id, m.account_id, u.status, u.error_code, u.detail::jsonb as detail, u.payload, u.is_final,
                m.created_at, m.direction, m.country, m.type, m.segments, m.cost_micros
    ), changed as (
      select * from upd where is_final
    ), events as (${insertEventsFrom(sql`changed`, at)}),
    hooks as (${insertStatusWebhooksFrom(sql`changed`, at)}),
    smpp as (${insertSmppReceiptsFrom(sql`changed`, at)}),
    ${addToRollupsFrom(sql`changed`)}
    select count(*) from upd
  `);
}
