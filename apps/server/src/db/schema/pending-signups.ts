/**
 * Sign-ups waiting for their e-mailed code. The user row is created only when the code is right, so an
 * address nobody owns never becomes a user.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const pendingSignups = pgTable(
  'pending_signups',
  {
    /** SHA-256 of the public signup id that travels in the link `/signup/<id>`. */
    idHash: text('id_hash').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongCodeCount: integer('wrong_code_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The organisation invitation this sign-up accepts (organisation_invitations.id), if any. */
    invitationId: uuid('invitation_id'),
  },
  (t) => [
    index('pending_signups_email_idx').on(t.email),
    index('pending_signups_expires_idx').on(t.expiresAt),
  ],
);

export type PendingSignupRow = typeof pendingSignups.$inferSelect;
