/** Opaque, revocable sign-in sessions; only the SHA-256 of the bearer token is stored. */
import { index, inet, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { trustedDevices } from './trusted-devices.js';
import { users } from './users.js';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The trusted browser this session was signed in from or marked trusted by, so lists can say "this one". */
    trustedDeviceId: uuid('trusted_device_id').references(() => trustedDevices.id, { onDelete: 'set null' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
