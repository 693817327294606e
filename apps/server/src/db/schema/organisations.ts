/** Organisations own accounts; memberships say who belongs to one and with which role. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const MEMBERSHIP_ROLES = ['owner', 'admin', 'member'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Organisation settings of the admin area; an empty string is "not set". */
  billingContact: text('billing_contact').notNull().default(''),
  defaultCountry: text('default_country').notNull().default(''),
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  signInMethods: text('sign_in_methods')
    .array()
    .notNull()
    // Both by default (migration 0014): SSO worked for everyone before organisations could turn it off.
    .default(sql`'{password,sso}'`),
});

export const memberships = pgTable(
  'memberships',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MembershipRole>().notNull(),
    /** Created and controlled by the organisation (imported), as opposed to joined with an own sign-up. */
    managed: boolean('managed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    // A user belongs to exactly one organisation (their own, or the one that manages them).
    uniqueIndex('memberships_user_unique').on(t.userId),
    index('memberships_organisation_idx').on(t.organisationId),
    check('memberships_role_check', sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);

export type OrganisationRow = typeof organisations.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
