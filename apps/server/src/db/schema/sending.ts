/** What a send needs besides the messages: batches, API keys, idempotency records, opt-outs and templates. */
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

/** One accepted send request: its recipients are messages with this batch id. */
export const batches = pgTable(
  'batches',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    source: text('source').$type<'api' | 'console' | 'smpp'>().notNull(),
    type: smallint('type').notNull(),
    messageCount: integer('message_count').notNull(),
    costMicros: bigint('cost_micros', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The API key or user that sent it. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('batches_account_created_idx').on(t.accountId, t.createdAt.desc())],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    /** The key id callers put before the colon of Basic auth, e.g. AK5f…; not secret. */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the secret: secrets are high-entropy random strings, so a fast hash is enough. */
    secretHash: text('secret_hash').notNull(),
    /** The first characters of the secret, so a user can tell keys apart in the list. */
    secretHint: text('secret_hint').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_account_idx').on(t.accountId)],
);

/** A send's first answer, replayed for 24 hours to a repeat with the same key and body (API.md). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body: the same key with another body is refused (1006). */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    httpStatus: integer('http_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

/** Numbers that replied STOP to an account: marketing messages to them are not sent. */
export const optOuts = pgTable(
  'opt_outs',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    /** The inbound message that opted the number out, or null when added by hand. */
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.phone] })],
);

export const TEMPLATE_STATUSES = { REJECTED: 0, APPROVED: 1, PENDING: 2 } as const;

/** SMS templates (spec section 3); custom ones belong to an account, public ones have no account. */
export const templates = pgTable(
  'templates',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    /** Applicable country (ISO alpha-2), or null for any. */
    country: text('country'),
    type: smallint('type').notNull(),
    purpose: text('purpose'),
    /** 0 rejected, 1 approved, 2 pending review. */
    status: smallint('status').notNull().default(2),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('templates_account_idx').on(t.accountId),
    index('templates_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    check('templates_status_check', sql`${t.status} in (0, 1, 2)`),
    index('templates_public_idx')
      .on(t.status)
      .where(sql`${t.accountId} is null`),
  ],
);
