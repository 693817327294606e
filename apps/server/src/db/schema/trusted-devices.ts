/** Browsers that may skip the second factor for 30 days while on the network they were trusted from. */
import { index, inet, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** IPv4 /24 or IPv6 /48 in CIDR form, e.g. 203.0.113.0/24. */
    networkPrefix: text('network_prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser and address it was trusted from, and when it last skipped a code: for the device list. */
    userAgent: text('user_agent'),
    ip: inet('ip'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

export type TrustedDeviceRow = typeof trustedDevices.$inferSelect;
