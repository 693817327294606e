/**
 * The Verify API and the fraud guard (migration 0021, docs/verify-api.md): verifications (the code only as a
 * keyed hash), the fraud guard's per-account settings, its counters per account, destination prefix and
 * ten-minute bucket, the blocks it or the operator set, and the operator's high-risk prefixes.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FraudBlockReason, VerifyStatus } from '@beacon/shared';
import { accounts } from './accounts.js';

export const verifications = pgTable(
  'verifications',
  {
    /** VE + 26 characters, time-ordered like message ids. */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    to: text('to_addr').notNull(),
    country: text('country').notNull(),
    prefix: text('prefix').notNull(),
    status: text('status').$type<VerifyStatus>().notNull(),
    /** HMAC-SHA256 of the code under a key derived from CODE_HMAC_KEY: the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Sends to this `to` in the 10-minute window, this one included. */
    sendCount: integer('send_count').notNull(),
    /** The otp message carrying the code; null while the send is still being accepted (a reservation). */
    messageId: text('message_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    index('verifications_account_idx').on(t.accountId, t.id),
    index('verifications_to_idx').on(t.accountId, t.to, t.createdAt),
    /** The expiry sweeper's scan: pending rows by deadline. */
    index('verifications_pending_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * The starts of the last 10 minutes per account and `to` (at most 5): one row updated by one upsert, which
 * sees the latest committed sends whatever the concurrency, so the limit holds without a transaction.
 */
export const verifySendWindows = pgTable(
  'verify_send_windows',
  {
    accountId: text('account_id').notNull(),
    to: text('to_addr').notNull(),
    sends: timestamp('sends', { withTimezone: true }).array().notNull(),
    /** The verification of each send, in the same order. */
    ids: text('ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.to] })],
);

export const fraudSettings = pgTable('fraud_settings', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  minVerifications: integer('min_verifications').notNull(),
  minConversionPercent: integer('min_conversion_percent').notNull(),
  spikeMinMessages: integer('spike_min_messages').notNull(),
  spikeMultiplier: integer('spike_multiplier').notNull(),
  allowedPrefixes: text('allowed_prefixes').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** otp traffic per account, prefix and ten-minute bucket: the guard sums six rows, never scans messages. */
export const fraudCounters = pgTable(
  'fraud_counters',
  {
    accountId: text('account_id').notNull(),
    prefix: text('prefix').notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    /** otp messages sent without the Verify API. */
    otpMessages: integer('otp_messages').notNull().default(0),
    verifications: integer('verifications').notNull().default(0),
    approved: integer('approved').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.prefix, t.bucketStart] }),
    index('fraud_counters_bucket_idx').on(t.bucketStart),
  ],
);

export const fraudBlocks = pgTable(
  'fraud_blocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    country: text('country').notNull(),
    reason: text('reason').$type<FraudBlockReason>().notNull(),
    detail: jsonb('detail').notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by'),
  },
  (t) => [
    /** At most one active block per account and prefix (a second trip finds it and does nothing). */
    uniqueIndex('fraud_blocks_active_idx')
      .on(t.accountId, t.prefix)
      .where(sql`lifted_at is null`),
    index('fraud_blocks_account_idx').on(t.accountId, t.blockedAt),
  ],
);

/** Operator-wide high-risk prefixes (`npm run ops -- fraud:prefix add`): no account's otp goes there. */
export const fraudOperatorPrefixes = pgTable('fraud_operator_prefixes', {
  prefix: text('prefix').primaryKey(),
  country: text('country').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
