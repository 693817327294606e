/**
 * How many auth e-mails (codes and links) each address was sent, per purpose, in its current 10-minute
 * window: a per-address cap that the per-IP limit cannot give, since many IPs can name one inbox. A password
 * reset request counts whether or not the address is registered, so the cap reveals nothing about accounts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const EMAIL_SEND_PURPOSES = ['signup', 'login', 'password_reset'] as const;
export type EmailSendPurpose = (typeof EMAIL_SEND_PURPOSES)[number];

export const emailSendWindows = pgTable(
  'email_send_windows',
  {
    /** Lower-cased, as the shared e-mail schema gives it. */
    email: text('email').notNull(),
    purpose: text('purpose').$type<EmailSendPurpose>().notNull(),
    sends: integer('sends').notNull(),
    /** When the window ends: the next send starts a new one, and the row can be purged. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.purpose] }),
    index('email_send_windows_expires_idx').on(t.expiresAt),
    check('email_send_windows_purpose_check', sql`${t.purpose} in ('signup', 'login', 'password_reset')`),
  ],
);
