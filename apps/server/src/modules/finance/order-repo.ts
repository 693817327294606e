/**
 * Statements over `payment_orders` and `payment_events`. The transitions are conditional UPDATEs on the
 * status the caller found (with the row locked), so a transition happens once however many reports race.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  paymentEvents,
  paymentOrders,
  type PaymentOrderRow,
  type PaymentOrderStatus,
} from '../../db/schema/index.js';

export type NewPaymentOrder = typeof paymentOrders.$inferInsert;

export async function insertOrder(db: Database, order: NewPaymentOrder): Promise<void> {
  await db.insert(paymentOrders).values(order);
}

export async function setProviderRef(db: Database, orderId: string, providerRef: string): Promise<void> {
  await db.update(paymentOrders).set({ providerRef }).where(eq(paymentOrders.id, orderId));
}

export async function findOrder(db: Database, orderId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return row;
}

/** The order, locked for the rest of the transaction: every transition of it starts here. */
export async function lockOrder(db: Database, orderId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
  return row;
}

/** Records a provider report; false when that report was seen before (nothing is to be applied again). */
export async function recordEvent(
  db: Database,
  event: { provider: string; eventId: string; type: string; orderId: string | null; receivedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

export async function markPaid(
  db: Database,
  orderId: string,
  from: PaymentOrderStatus,
  change: { at: Date; transactionId: string },
): Promise<boolean> {
  const rows = await db
    .update(paymentOrders)
    .set({
      status: 'paid',
      paidAt: change.at,
      creditedAt: change.at,
      creditTransactionId: change.transactionId,
    })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, from)))
    .returning({ id: paymentOrders.id });
  return rows.length > 0;
}

export async function closeOrder(
  db: Database,
  orderId: string,
  status: 'cancelled' | 'failed' | 'expired',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(paymentOrders)
    .set({ status, closedAt: at })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'pending')))
    .returning({ id: paymentOrders.id });
  return rows.length > 0;
}

export async function markRefunded(
  db: Database,
  orderId: string,
  change: { at: Date; transactionId: string },
): Promise<boolean> {
  const rows = await db
    .update(paymentOrders)
    .set({ status: 'refunded', refundedAt: change.at, refundTransactionId: change.transactionId })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'paid')))
    .returning({ id: paymentOrders.id });
  return rows.length > 0;
}

/** Expires every pending order whose time is up (the sweeper; one order before it is read). */
export async function expireDueOrders(
  db: Database,
  now: Date,
  orderIds?: readonly string[],
): Promise<string[]> {
  const rows = await db
    .update(paymentOrders)
    .set({ status: 'expired', closedAt: now })
    .where(
      and(
        eq(paymentOrders.status, 'pending'),
        lte(paymentOrders.expiresAt, now),
        orderIds ? inArray(paymentOrders.id, [...orderIds]) : undefined,
      ),
    )
    .returning({ id: paymentOrders.id });
  return rows.map((row) => row.id);
}
