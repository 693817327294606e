/** Per-account SMS settings under the names of API.md. */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

export const smsSettings = pgTable('sms_settings', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** IPs or CIDRs; empty allows every address. Applies to the public API only. */
  ipWhitelist: text('ip_whitelist').array().notNull().default([]),
  /** 0 means no limit, for all four limits (spec section 5). */
  dailyLimit: integer('daily_limit').notNull().default(0),
  perNumberLimit: integer('per_number_limit').notNull().default(0),
  globalRateLimit: integer('global_rate_limit').notNull().default(0),
  perSecondRate: integer('per_second_rate').notNull().default(0),
  statusWebhookUrl: text('status_webhook_url'),
  moWebhookUrl: text('mo_webhook_url'),
  webhookSecret: text('webhook_secret'),
  /** The secret before the last rotation, still signed with until it expires, so receivers can roll over. */
  previousWebhookSecret: text('previous_webhook_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  signatureEnabled: boolean('signature_enabled').notNull().default(true),
  disallowedCountries: text('disallowed_countries').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
