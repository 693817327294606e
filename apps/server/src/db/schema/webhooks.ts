/** The webhook outbox: events written with the change they report, then POSTed by a worker (docs/messaging-engine.md). */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

/** Events waiting to be POSTed: written in the same transaction as the status change they report. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    messageId: text('message_id'),
    event: text('event').$type<'message.status' | 'message.inbound' | 'webhook.test'>().notNull(),
    url: text('url').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<(typeof WEBHOOK_DELIVERY_STATES)[number]>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Retries stop after this (24 hours after the event, API.md). */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.dueAt),
    index('webhook_deliveries_message_idx').on(t.messageId),
    /** The settings page's recent deliveries: one account's, newest first by id (`POST /sms/webhook/list`). */
    index('webhook_deliveries_account_idx').on(t.accountId, t.id),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /**
     * Where this attempt was posted: the account's URL when it was made, which a retry after a URL change
     * does not share with earlier attempts. Null when no URL was set (the delivery was given up) and on
     * attempts recorded before the column existed.
     */
    url: text('url'),
    httpStatus: integer('http_status'),
    /** Timeout, refused connection, TLS failure…: why there was no 2xx. */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    responseSnippet: text('response_snippet'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
