/**
 * A code sent to prove a new contact before it replaces the old one: a new e-mail address (code by e-mail)
 * or a phone to bind (code by SMS). One row per user and purpose; a new request replaces the target and
 * code but keeps the lockout, and the send count while the last code is live, so switching numbers cannot
 * reset the limits.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const CONTACT_PURPOSES = ['email', 'phone'] as const;
export type ContactPurpose = (typeof CONTACT_PURPOSES)[number];

export const contactVerifications = pgTable(
  'contact_verifications',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ContactPurpose>().notNull(),
    /** The new e-mail address (lower-cased) or the phone number in E.164. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongCodeCount: integer('wrong_code_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.purpose] }),
    check('contact_verifications_purpose_check', sql`${t.purpose} in ('email', 'phone')`),
  ],
);

export type ContactVerificationRow = typeof contactVerifications.$inferSelect;
