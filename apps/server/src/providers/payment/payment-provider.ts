/**
 * The payment provider seam (docs/money-flow.md): an order becomes a payment page the payer is sent to, and
 * the provider later reports what happened. The sandbox (default) is our own page; Stripe plugs in behind
 * the same interface with Checkout Sessions and signed webhooks. What a report does to the order and the
 * balance is the finance module's business, never the provider's.
 */
import type { PaymentProviderName } from './payments-config.js';

interface CheckoutLine {
  name: string;
  /** One unit's price in micro-units of the order's currency. */
  unitMicros: bigint;
  quantity: number;
}

export interface CheckoutRequest {
  orderId: string;
  accountId: string;
  currency: string;
  /** The packs, then the fee as a line of its own; they add up to the order's total. */
  lines: CheckoutLine[];
  totalMicros: bigint;
  expiresAt: Date;
  /** Where the payer lands afterwards: the console's result page for this order. */
  returnUrl: string;
}

export interface Checkout {
  payUrl: string;
  /** The provider's id of the payment (a Checkout Session id); null when the order id is enough. */
  providerRef: string | null;
}

/** A report that changes an order: the provider's own event id makes repeats recognisable. */
export interface PaymentReport {
  eventId: string;
  eventType: string;
  orderId: string;
  outcome: 'paid' | 'failed' | 'expired';
  /** What the provider says it collected (checked against the order before crediting); null if not told. */
  collected: { totalMicros: bigint; currency: string; providerRef: string } | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True when nothing is really charged: the console says so. */
  readonly sandbox: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
}

export { microsPerMinorUnit } from '@beacon/shared';
