/**
 * The checkout's preview of the payment-platform fee (spec section 9: added on top, not credited, not
 * refundable): amount × percent / 100, rounded half up to the currency's smallest unit, in exact decimal —
 * the shared rule the server prices the order by. The order the server creates carries its own figures.
 */
import { formatMicros, parseDecimalToMicros, rechargeFeeMicros } from '@beacon/shared/money';

export interface FeeQuote {
  amount: string;
  fee: string;
  total: string;
}

export function quoteFee(amount: string, percent: string, currency = 'USD'): FeeQuote {
  const amountMicros = parseDecimalToMicros(amount) ?? 0n;
  const feeMicros = rechargeFeeMicros(amountMicros, parseDecimalToMicros(percent) ?? 0n, currency);
  return {
    amount: formatMicros(amountMicros),
    fee: formatMicros(feeMicros),
    total: formatMicros(amountMicros + feeMicros),
  };
}
