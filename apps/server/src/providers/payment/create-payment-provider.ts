/** Picks the payment provider named by PAYMENT_PROVIDER; config.ts has already checked its settings. */
import type { PaymentsConfig } from './payments-config.js';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from './sandbox-payment-provider.js';
import { createStripePaymentProvider, type StripePaymentProvider } from './stripe-payment-provider.js';

export type AnyPaymentProvider = SandboxPaymentProvider | StripePaymentProvider;

export function createPaymentProvider(
  config: PaymentsConfig,
  options: { secret: string; clock: () => Date },
): AnyPaymentProvider {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxPaymentProvider(options.secret);
    case 'stripe':
      if (!config.stripe) throw new Error('PAYMENT_PROVIDER=stripe without its keys');
      return createStripePaymentProvider({ ...config.stripe, clock: options.clock });
  }
}
