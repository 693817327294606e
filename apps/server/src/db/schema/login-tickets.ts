/** The second step of a sign-in: a ticket proving the password was right, waiting for its code. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, type TwoFactorChannel } from './users.js';

export const loginTickets = pgTable(
  'login_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    channel: text('channel').$type<TwoFactorChannel>().notNull(),
    wrongCodeCount: integer('wrong_code_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('login_tickets_user_idx').on(t.userId),
    index('login_tickets_expires_idx').on(t.expiresAt),
    check('login_tickets_channel_check', sql`${t.channel} in ('email', 'sms', 'totp')`),
  ],
);

export type LoginTicketRow = typeof loginTickets.$inferSelect;
