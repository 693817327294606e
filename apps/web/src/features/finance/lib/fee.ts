/**
 * The checkout's preview of the payment-platform fee (spec section 9: added on top, not credited, not
 * refundable): amount × percent / 100, rounded half up to the currency's smallest unit, in exact decimal —
 * the rule the server prices the order by. The order the server creates carries its own figures.
 */
import { formatMicros, parseDecimalToMicros } from '@beacon/shared/money';

const MICROS = 1_000_000n;

export interface FeeQuote {
  amount: string;
  fee: string;
  total: string;
}

/** 10,000 micro-units for cents, 1,000,000 for currencies without a minor unit (JPY, KRW). */
function microsPerMinorUnit(currency: string): bigint {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    // An unknown code: cents.
  }
  return 10n ** BigInt(6 - Math.min(digits, 6));
}

export function quoteFee(amount: string, percent: string, currency = 'USD'): FeeQuote {
  const amountMicros = parseDecimalToMicros(amount) ?? 0n;
  const percentMicros = parseDecimalToMicros(percent) ?? 0n;
  const unit = microsPerMinorUnit(currency);
  const exactFee = (amountMicros * percentMicros) / (100n * MICROS);
  const feeMicros = ((exactFee + unit / 2n) / unit) * unit;
  return {
    amount: formatMicros(amountMicros),
    fee: formatMicros(feeMicros),
    total: formatMicros(amountMicros + feeMicros),
  };
}
