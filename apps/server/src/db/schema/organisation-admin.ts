/**
 * Invitations into an organisation (a link `/signup/<id>` valid 7 days) and the access list that says which
 * of the organisation's accounts a member with the `member` role may use. Owners and admins reach them all.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the link's id: a database leak yields no usable link. */
    tokenHash: text('token_hash').notNull().unique(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<'admin' | 'member'>().notNull(),
    accountIds: text('account_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Made by an import: the person joins as a managed user. */
    managed: boolean('managed').notNull().default(false),
    username: text('username'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('organisation_invitations_organisation_idx').on(t.organisationId, t.createdAt),
    index('organisation_invitations_email_idx').on(t.email),
    check('organisation_invitations_role_check', sql`${t.role} in ('admin', 'member')`),
  ],
);

export const accountAccess = pgTable(
  'account_access',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('account_access_user_idx').on(t.userId)],
);

export type InvitationRow = typeof organisationInvitations.$inferSelect;
