/**
 * The Stripe provider (PAYMENT_PROVIDER=stripe): an order becomes a Checkout Session whose
 * `client_reference_id` is the order id, and Stripe's signed webhooks report the outcome. The `stripe`
 * library makes the calls and checks the `Stripe-Signature` header; STRIPE_API_URL points it at a local
 * fake (tests) or stripe-mock instead of api.stripe.com.
 */
import Stripe from 'stripe';
import {
  microsPerMinorUnit,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type PaymentReport,
} from './payment-provider.js';

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is made. */
const STRIPE_MIN_EXPIRY_MS = 31 * 60_000;

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface StripePaymentProvider extends PaymentProvider {
  readonly name: 'stripe';
  /**
   * The report in a webhook delivery, or null for events that change no order (an unpaid completion, other
   * types). Throws WebhookSignatureError when the signature does not verify: the caller answers 400.
   */
  parseWebhook(payload: string, signature: string | undefined): PaymentReport | null;
}

export function createStripePaymentProvider(options: {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
  clock: () => Date;
}): StripePaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });

  function reportOf(event: Stripe.Event, outcome: PaymentReport['outcome']): PaymentReport | null {
    const session = event.data.object as Stripe.Checkout.Session;
    if (!session.client_reference_id) return null;
    return {
      eventId: event.id,
      eventType: event.type,
      orderId: session.client_reference_id,
      outcome,
      collected:
        outcome === 'paid' && session.amount_total !== null && session.currency
          ? {
              totalMicros: BigInt(session.amount_total) * microsPerMinorUnit(session.currency),
              currency: session.currency.toUpperCase(),
              providerRef: session.id,
            }
          : null,
    };
  }

  return {
    name: 'stripe',
    sandbox: false,
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const perMinor = microsPerMinorUnit(request.currency);
      const expiresAt = Math.max(
        request.expiresAt.getTime(),
        options.clock().getTime() + STRIPE_MIN_EXPIRY_MS,
      );
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId, accountId: request.accountId },
          line_items: request.lines
            .filter((line) => line.unitMicros > 0n)
            .map((line) => ({
              quantity: line.quantity,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: Number(line.unitMicros / perMinor),
                product_data: { name: line.name },
              },
            })),
          success_url: request.returnUrl,
          cancel_url: request.returnUrl,
          expires_at: Math.floor(expiresAt / 1000),
        },
        // A retried create (network trouble) returns the same session instead of a second one.
        { idempotencyKey: `beacon-order-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { payUrl: session.url, providerRef: session.id };
    },
    parseWebhook(payload, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature', {
          cause: error,
        });
      }
      switch (event.type) {
        case 'checkout.session.completed':
          // Card payments are paid on completion; delayed methods complete unpaid and report later.
          return event.data.object.payment_status === 'paid' ? reportOf(event, 'paid') : null;
        case 'checkout.session.async_payment_succeeded':
          return reportOf(event, 'paid');
        case 'checkout.session.async_payment_failed':
          return reportOf(event, 'failed');
        case 'checkout.session.expired':
          return reportOf(event, 'expired');
        default:
          return null;
      }
    },
  };
}
