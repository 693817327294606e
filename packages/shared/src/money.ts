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
