/** Billing accounts of an organisation: what SMS is sent from and charged to. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { users } from './users.js';

export const accounts = pgTable(
  'accounts',
  {
    /** Public id, e.g. AC3f9c0a7d41b2e856: shown to users and sent by API callers in X-Account-Id. */
    id: text('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    products: text('products').array().notNull(),
    billingCountry: text('billing_country').notNull(),
    currency: text('currency').notNull(),
    /** 0 not verified, 1 verified, 2 under review, 3 failed (spec section 3). */
    verificationStatus: smallint('verification_status').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Integer micro-units (1e-6) of `currency`. */
    balanceMicros: bigint('balance_micros', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('accounts_organisation_idx').on(t.organisationId),
    check('accounts_verification_status_check', sql`${t.verificationStatus} between 0 and 3`),
    check('accounts_balance_check', sql`${t.balanceMicros} >= 0`),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
