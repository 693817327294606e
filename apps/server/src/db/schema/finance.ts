/**
 * Recharge orders and what payment providers reported about them (docs/money-flow.md), and each account's
 * low-balance alert. Money is integer micro-units of the order's currency; the credit itself is a RECHARGE
 * ledger entry (billing.ts) written in the transaction that moves the order to `paid`.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FinanceOrderStatus } from '@beacon/shared';
import { accounts } from './accounts.js';
import { users } from './users.js';

export type PaymentOrderStatus = FinanceOrderStatus;

export interface PaymentOrderLine {
  packageId: string;
  quantity: number;
  /** One pack's price (= credit) in the order's currency. */
  priceMicros: string;
}

export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** Public id, OR + 26 characters (lib/ids.ts). */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<PaymentOrderStatus>().notNull(),
    /** PAYMENT_PROVIDER when the order was made: sandbox or stripe. */
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    currency: text('currency').notNull(),
    items: jsonb('items').$type<PaymentOrderLine[]>().notNull(),
    /** What the balance is credited: Σ price × quantity. */
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    /** RECHARGE_FEE_PERCENT of the amount, on top; never credited. */
    feeMicros: bigint('fee_micros', { mode: 'bigint' }).notNull(),
    totalMicros: bigint('total_micros', { mode: 'bigint' }).notNull(),
    feePercent: text('fee_percent').notNull(),
    /** Units of `currency` per US dollar the packs were converted at; null for USD. */
    conversionRate: text('conversion_rate'),
    /** The provider's id of the payment (a Stripe Checkout Session id); null for the sandbox. */
    providerRef: text('provider_ref').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /** The RECHARGE ledger entry's transaction id. */
    creditTransactionId: text('credit_transaction_id'),
    /** When it became cancelled, failed or expired. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundTransactionId: text('refund_transaction_id'),
  },
  (t) => [
    index('payment_orders_account_idx').on(t.accountId, t.createdAt),
    index('payment_orders_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'payment_orders_status_check',
      sql`${t.status} in ('pending', 'paid', 'cancelled', 'failed', 'expired', 'refunded')`,
    ),
    check(
      'payment_orders_amounts_check',
      sql`${t.amountMicros} > 0 and ${t.feeMicros} >= 0 and ${t.totalMicros} = ${t.amountMicros} + ${t.feeMicros}`,
    ),
    // Credited exactly when paid: the order's state and the ledger move in one transaction.
    check(
      'payment_orders_credit_check',
      sql`(${t.status} in ('paid', 'refunded')) = (${t.creditTransactionId} is not null)`,
    ),
  ],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/**
 * Every provider report by its own id (a Stripe event id; the sandbox's order id and outcome): a report seen
 * before is acknowledged and not applied again.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: text('order_id').references(() => paymentOrders.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** An account's low-balance alert: armed while `alertedAt` is null, re-armed once the balance is back up. */
export const balanceAlerts = pgTable(
  'balance_alerts',
  {
    accountId: text('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    thresholdMicros: bigint('threshold_micros', { mode: 'bigint' }).notNull(),
    /** When the e-mail for the current dip below the threshold was queued; null while armed. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('balance_alerts_threshold_check', sql`${t.thresholdMicros} >= 0`)],
);
