/**
 * The checkout's preview of the payment-platform fee (spec section 9: added on top, not credited, not
 * refundable): amount × percent / 100, rounded half up to the cent, in exact decimal. The order the server
 * creates carries its own figures; the checkout test holds the two to the same rule.
 */
import { formatMicros, parseDecimalToMicros } from '@beacon/shared/money';

const CENT_MICROS = 10_000n;

export interface FeeQuote {
  amount: string;
  fee: string;
  total: string;
}

export function quoteFee(amount: string, percent: string): FeeQuote {
  const amountMicros = parseDecimalToMicros(amount) ?? 0n;
  const percentMicros = parseDecimalToMicros(percent) ?? 0n;
  // amount × (percentMicros / 1e6) / 100, in micros; then to whole cents, half up.
  const exact = amountMicros * percentMicros;
  const perCent = 100n * 1_000_000n * CENT_MICROS;
  const feeMicros = ((exact + perCent / 2n) / perCent) * CENT_MICROS;
  return {
    amount: formatMicros(amountMicros),
    fee: formatMicros(feeMicros),
    total: formatMicros(amountMicros + feeMicros),
  };
}
