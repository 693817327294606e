/** "Tell me when it launches": products an account would like before they are sold (MMS, voice). */
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { users } from './users.js';

export const productInterests = pgTable(
  'product_interests',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    /** Who registered it, so the launch e-mail has someone to go to; kept when the user goes. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.product] }),
    check('product_interests_product_check', sql`${t.product} in ('mms', 'voice')`),
  ],
);

export type ProductInterestRow = typeof productInterests.$inferSelect;
