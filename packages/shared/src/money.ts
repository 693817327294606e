/**
 * Money travels as decimal strings and is stored as integer micro-units (1e-6 of the currency), so sums are
 * exact and the console, the server and the ledger agree to the last digit. These convert between the two.
 */
export const MICROS_PER_UNIT = 1_000_000n;
const MICRO_DIGITS = 6;

/**
 * "12.50" for 12_500_000n: trailing zeros are dropped but at least `minFractionDigits` are kept, so whole
 * amounts read like money and sub-cent prices (0.0075) keep their precision.
 */
export function formatMicros(micros: bigint, minFractionDigits = 2): string {
  const sign = micros < 0n ? '-' : '';
  const abs = micros < 0n ? -micros : micros;
  const whole = abs / MICROS_PER_UNIT;
  const fraction = (abs % MICROS_PER_UNIT).toString().padStart(MICRO_DIGITS, '0');
  const keep = Math.max(minFractionDigits, fraction.replace(/0+$/, '').length);
  const shown = fraction.slice(0, Math.min(keep, MICRO_DIGITS)).padEnd(keep, '0');
  return shown ? `${sign}${whole}.${shown}` : `${sign}${whole}`;
}

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d{1,6}))?$/;

/** 12_500_000n for "12.5"; null for anything that is not a plain decimal with at most 6 fraction digits. */
export function parseDecimalToMicros(text: string): bigint | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const micros = BigInt(whole) * MICROS_PER_UNIT + BigInt(fraction.padEnd(MICRO_DIGITS, '0'));
  return minus ? -micros : micros;
}

/**
 * Currencies payment networks charge in whole units (Stripe's zero-decimal list, which is what a card is
 * really charged in — not always the ISO 4217 minor unit, e.g. HUF and TWD).
 */
const ZERO_DECIMAL_CURRENCIES = new Set([
  'JPY',
  'KRW',
  'VND',
  'CLP',
  'ISK',
  'HUF',
  'TWD',
  'UGX',
  'XAF',
  'XOF',
]);

/** Digits after the decimal point of a currency's smallest chargeable unit. */
export function minorUnitDigits(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/** Micro-units per smallest unit of `currency` (10,000 for cents, 1,000,000 for whole yen). */
export function microsPerMinorUnit(currency: string): bigint {
  return 10n ** BigInt(MICRO_DIGITS - minorUnitDigits(currency));
}

/** Rounds half up to the smallest unit of `currency`. */
export function roundToMinorUnit(micros: bigint, currency: string): bigint {
  const unit = microsPerMinorUnit(currency);
  return ((micros + unit / 2n) / unit) * unit;
}

/**
 * The payment platform's fee on a recharge (spec section 9: added on top, never credited, not refundable):
 * amount × percent / 100, rounded half up to the currency's smallest unit. The checkout previews it and the
 * server prices the order with it, so the two cannot disagree.
 */
export function rechargeFeeMicros(amountMicros: bigint, feePercentMicros: bigint, currency: string): bigint {
  return roundToMinorUnit((amountMicros * feePercentMicros) / (100n * MICROS_PER_UNIT), currency);
}
