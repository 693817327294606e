/**
 * The embedded sandbox provider: its "payment page" is our own server-rendered page
 * (`/api/payments/sandbox/pay/<orderId>?t=<token>`) with Pay, Cancel and Fail buttons; nothing is charged.
 * The token is an HMAC of the order id, so only whoever created the order gets a working page link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Checkout, CheckoutRequest, PaymentProvider } from './payment-provider.js';

export const SANDBOX_PAY_PATH = '/api/payments/sandbox/pay';

export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** Whether `token` is the one this provider put into the order's page link. */
  checkToken(orderId: string, token: string): boolean;
}

export function createSandboxPaymentProvider(secret: string): SandboxPaymentProvider {
  const tokenOf = (orderId: string) =>
    createHmac('sha256', `${secret}:sandbox-payment`).update(orderId).digest('base64url');
  return {
    name: 'sandbox',
    sandbox: true,
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      // Relative: the page is ours, on whatever host the console was opened.
      return {
        payUrl: `${SANDBOX_PAY_PATH}/${request.orderId}?t=${tokenOf(request.orderId)}`,
        providerRef: null,
      };
    },
    checkToken(orderId, token) {
      const expected = Buffer.from(tokenOf(orderId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
