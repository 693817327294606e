/**
 * SMPP access for customers (migration 0020, docs/smpp-access.md): the accounts' SMPP credentials, what each
 * submit_sm asked for its receipts, the outbox of receipts and inbound messages waiting for a receiver bind,
 * and the binds open now as the processes holding them report them.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { SmppBindType } from '@beacon/shared';
import { accounts } from './accounts.js';

/** A customer's SMPP login: system_id and an argon2id hash of its eight-character password. */
export const smppCredentials = pgTable(
  'smpp_credentials',
  {
    /** The bind's system_id (at most 15 characters), unique across accounts: it names the account at bind. */
    systemId: text('system_id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    /** The console user who created it; null for `npm run ops -- smpp:create`. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastBindAt: timestamp('last_bind_at', { withTimezone: true }),
    lastBindIp: text('last_bind_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('smpp_credentials_account_idx').on(t.accountId),
    check('smpp_credentials_system_id_check', sql`length(${t.systemId}) between 1 and 15`),
  ],
);

/**
 * What an accepted (or about to be accepted) submit_sm needs for its receipts: the ids the ESME was given, one
 * per part it submitted, and whether it asked for receipts. Written before the message exists, so the statement
 * that makes the message final always finds it (delivery module, `insertSmppReceiptsFrom`).
 */
export const smppSubmits = pgTable(
  'smpp_submits',
  {
    messageId: text('message_id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    systemId: text('system_id').notNull(),
    /** The message_id given to each part that asked for a receipt (its registered_delivery), in part order. */
    partIds: text('part_ids').array().notNull(),
    /** registered_delivery bits 0–1 of those parts: 1 every final outcome, 2 failures only. */
    registeredDelivery: smallint('registered_delivery').notNull(),
    /** The submit's source and destination as the ESME wrote them (E.164 with + for TON 1). */
    sourceAddr: text('source_addr').notNull(),
    destAddr: text('dest_addr').notNull(),
    /** The start of the message, which a receipt's `text:` echoes. */
    textStart: text('text_start').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('smpp_submits_created_idx').on(t.createdAt)],
);

export const SMPP_OUTBOX_KINDS = ['receipt', 'inbound'] as const;
export type SmppOutboxKind = (typeof SMPP_OUTBOX_KINDS)[number];

/**
 * deliver_sm waiting for a receiver or transceiver bind of the account: written in the transaction of the
 * status change (or inbound message) it reports, deleted once the ESME answered ESME_ROK, dropped after
 * SMS_VALIDITY_HOURS. At least once: a deliver_sm whose answer never came is sent again.
 */
export const smppOutbox = pgTable(
  'smpp_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SmppOutboxKind>().notNull(),
    messageId: text('message_id'),
    /** Receipts: the id the ESME was given for the part (receipted_message_id); null for inbound. */
    receiptId: text('receipt_id'),
    /** Receipts: the submit's source and destination; inbound: the handset and our number. */
    fromAddr: text('from_addr').notNull(),
    toAddr: text('to_addr').notNull(),
    /** Receipts: Appendix B stat (DELIVRD, UNDELIV, EXPIRED, REJECTD) and our error code. */
    stat: text('stat'),
    errorCode: text('error_code'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
    /** Receipts: the start of the message; inbound: the whole text. */
    content: text('content').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a process may next try it: now when written, a lease while in flight, a backoff after a refusal. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('smpp_outbox_account_due_idx').on(t.accountId, t.dueAt),
    index('smpp_outbox_created_idx').on(t.createdAt),
    check('smpp_outbox_kind_check', sql`${t.kind} in ('receipt', 'inbound')`),
  ],
);

/**
 * The binds open now, one row each, written by the process that holds the socket: inserted at bind (where
 * the per-account limit is checked), refreshed every few seconds with its figures, deleted at unbind. A row
 * not refreshed for a while belongs to a process that died: it is ignored, then deleted.
 */
export const smppBinds = pgTable(
  'smpp_binds',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    systemId: text('system_id').notNull(),
    bindType: text('bind_type').$type<SmppBindType>().notNull(),
    remoteAddress: text('remote_address').notNull(),
    tls: boolean('tls').notNull(),
    /** `hostname:pid` of the process holding the socket. */
    node: text('node').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
    submitsPerSecond: doublePrecision('submits_per_second').notNull().default(0),
    windowUsed: integer('window_used').notNull().default(0),
    windowSize: integer('window_size').notNull(),
  },
  (t) => [
    index('smpp_binds_account_idx').on(t.accountId, t.refreshedAt),
    check('smpp_binds_type_check', sql`${t.bindType} in ('transmitter', 'receiver', 'transceiver')`),
  ],
);
