/**
 * The messages table is the queue (ARCHITECTURE): every accepted SMS is a row, dispatch workers claim due rows
 * with FOR UPDATE SKIP LOCKED, and receipts move a row to its final status. Partitioned by month of
 * `created_at` (see the hand-written partitioning migration), so the primary key includes it.
 */
import type { SmsLogStatus } from '@beacon/shared/validation/sms-log';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** The status list is the contract's (packages/shared); the engine and the database use it as it is. */
export {
  SMS_LOG_STATUSES as MESSAGE_STATUSES,
  SMS_FINAL_STATUSES as FINAL_MESSAGE_STATUSES,
} from '@beacon/shared/validation/sms-log';
export type MessageStatus = SmsLogStatus;

export const MESSAGE_DIRECTIONS = ['out', 'in'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/**
 * Where a message came from: the public API, the console, the platform itself (phone-binding codes), a carrier
 * (inbound), or a customer's SMPP bind.
 */
export const MESSAGE_SOURCES = ['api', 'console', 'system', 'carrier', 'smpp'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

export const messages = pgTable(
  'messages',
  {
    /** Public id, e.g. SM01JD3…: time-ordered so keyset pages and partitions line up with creation order. */
    id: text('id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null for platform (system) messages and for inbound messages no account could be matched to. */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    batchId: text('batch_id'),
    direction: text('direction').$type<MessageDirection>().notNull(),
    source: text('source').$type<MessageSource>().notNull(),
    /** 1 OTP, 2 marketing, 3 notification (spec section 3). */
    type: smallint('type').notNull(),
    from: text('from_addr').notNull(),
    to: text('to_addr').notNull(),
    /** ISO alpha-2 of the destination (outbound) or of the sender (inbound); null when unknown. */
    country: text('country'),
    content: text('content').notNull(),
    /**
     * The text to send when `content` is stored masked (a Verify code): AES-256-GCM under a key derived from
     * CODE_HMAC_KEY, opened by the dispatcher at submit time and cleared once the carrier has the message.
     */
    contentSealed: text('content_sealed'),
    encoding: text('encoding').$type<'GSM-7' | 'UCS-2'>().notNull(),
    segments: integer('segments').notNull(),
    costMicros: bigint('cost_micros', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency'),
    status: text('status').$type<MessageStatus>().notNull(),
    /** Carrier or platform error code of a non-delivered final status (SMPP command_status or DLR err). */
    errorCode: text('error_code'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** When a worker may next look at the row: a claim lease, a rate-limit or a retry backoff. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    carrier: text('carrier'),
    /** What `carrier` charges us per segment, in the message's currency (USD for platform messages). */
    carrierCostMicros: bigint('carrier_cost_micros', { mode: 'bigint' }),
    /** When the carrier accepted the last part: receipt latency is measured from here. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** One carrier message id per part, in part order, once the SMSC answered submit_sm. */
    carrierIds: text('carrier_ids').array(),
    /** Final receipt state per part, in part order (multipart rule in docs/messaging-engine.md). */
    partStatuses: jsonb('part_statuses').$type<(MessageStatus | null)[]>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.createdAt, t.id] }),
    index('messages_id_idx').on(t.id),
    index('messages_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('scheduled', 'queued', 'sending')`),
    index('messages_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('messages_account_status_created_idx').on(t.accountId, t.status, t.createdAt.desc(), t.id.desc()),
    index('messages_account_to_created_idx').on(t.accountId, t.to, t.createdAt.desc()),
    // Without a pending list: receipt matching probes it per id, and a pending list is read whole per probe.
    index('messages_carrier_ids_idx').using('gin', t.carrierIds).with({ fastupdate: false }),
    // The log's country filter and its phone filter on inbound rows, walked in (created_at, id) order.
    index('messages_account_country_created_idx').on(t.accountId, t.country, t.createdAt.desc(), t.id.desc()),
    index('messages_account_inbound_from_idx')
      .on(t.accountId, t.from, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.direction} = 'in'`),
    // An MO reply's account: who last wrote to that phone from that sender address.
    index('messages_reply_target_idx')
      .on(t.to, t.from, t.createdAt.desc())
      .where(sql`${t.direction} = 'out'`),
    // The SMS overview reads final messages from its roll-ups and the still-open ones through this.
    index('messages_open_out_idx')
      .on(t.accountId, t.createdAt)
      .where(sql`${t.direction} = 'out' and ${t.status} in ('scheduled', 'queued', 'sending', 'sent')`),
    check('messages_type_check', sql`${t.type} between 1 and 3`),
    check('messages_segments_check', sql`${t.segments} >= 0`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

/** The status history shown in the log's detail drawer: one row per change, with what caused it. */
export const messageEvents = pgTable(
  'message_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: text('message_id').notNull(),
    status: text('status').$type<MessageStatus>().notNull(),
    errorCode: text('error_code'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('message_events_message_idx').on(t.messageId, t.at)],
);
