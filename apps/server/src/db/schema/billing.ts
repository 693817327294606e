/**
 * Prices and the balance ledger. Money is integer micro-units of a currency (ARCHITECTURE); a balance is
 * `accounts.balance_micros` and must always equal the sum of that account's ledger entries.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** Price of one segment to a destination country, in one currency. */
export const prices = pgTable(
  'prices',
  {
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    priceMicros: bigint('price_micros', { mode: 'bigint' }).notNull(),
    /** 'demo' for the shipped demo list, 'import' for an operator's CSV: the console labels demo prices. */
    source: text('source').$type<'demo' | 'import'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.currency] }),
    check('prices_positive_check', sql`${t.priceMicros} > 0`),
  ],
);

export const LEDGER_TYPES = ['CONSUME', 'RECHARGE', 'REFUNDED'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The spec's transaction_id: unique, shown to the user, e.g. TX01JD… */
    transactionId: text('transaction_id').notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<LedgerType>().notNull(),
    /** Signed: negative for CONSUME and for a refunded order (REFUNDED), positive for RECHARGE and message refunds. */
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    beforeMicros: bigint('before_micros', { mode: 'bigint' }).notNull(),
    afterMicros: bigint('after_micros', { mode: 'bigint' }).notNull(),
    productType: text('product_type').$type<'sms' | 'voice'>(),
    /** What the entry is for: a batch id (CONSUME), a message id (REFUNDED), a payment or grant (RECHARGE). */
    productId: text('product_id'),
    paymentMethod: text('payment_method'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_account_confirmed_idx').on(t.accountId, t.confirmedAt.desc(), t.id.desc()),
    check('ledger_type_check', sql`${t.type} in ('CONSUME', 'RECHARGE', 'REFUNDED')`),
    check('ledger_after_check', sql`${t.afterMicros} = ${t.beforeMicros} + ${t.amountMicros}`),
    check('ledger_non_negative_check', sql`${t.afterMicros} >= 0`),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
