/**
 * Which result an order shows (spec sections 4 and 8): success once credited; "Payment Failed" when
 * cancelled, failed or expired; waiting — and refreshing — while the provider has not confirmed, or has
 * confirmed but the balance has not been credited yet.
 */
import type { FinanceOrder } from '@beacon/shared/api/finance';

export type ResultView = 'success' | 'failed' | 'expired' | 'pending' | 'notCredited' | 'refunded';

export function resultView(order: Pick<FinanceOrder, 'status' | 'creditedAt'>): ResultView {
  switch (order.status) {
    case 'paid':
      return order.creditedAt ? 'success' : 'notCredited';
    case 'cancelled':
    case 'failed':
      return 'failed';
    case 'expired':
      return 'expired';
    case 'refunded':
      return 'refunded';
    case 'pending':
      return 'pending';
  }
}

/** Views that change by themselves: the page asks again until they settle. */
export const isSettling = (view: ResultView): boolean => view === 'pending' || view === 'notCredited';

export const RESULT_REFRESH_MS = 2_000;
/** After this long without confirmation the page adds the spec's advice to contact support. */
export const PENDING_ADVICE_AFTER_MS = 60_000;
