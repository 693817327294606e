/**
 * Money for display. Balances arrive as exact decimal strings (API.md); Intl formats the string itself, so
 * no float rounding creeps in before the currency's own digits are applied.
 */
import type { AppLocale } from '../i18n';

type DecimalString = `${number}`;

function isDecimalString(value: string): value is DecimalString {
  return /^-?\d+(\.\d+)?$/.test(value);
}

/** Prices and costs of messages are fractions of a cent: micro-units (API.md) have six decimals. */
const EXACT_FRACTION_DIGITS = 6;

export function formatMoney(amount: string, currency: string, locale: AppLocale): string {
  return format(amount, currency, locale, false);
}

/**
 * Every digit of a per-message price or cost (at least the currency's own, at most six): a segment at 0.0075
 * must not read "$0.01", nor "¥0" in yen, or the estimate would not add up to its parts.
 */
export function formatExactMoney(amount: string, currency: string, locale: AppLocale): string {
  return format(amount, currency, locale, true);
}

function format(amount: string, currency: string, locale: AppLocale, exact: boolean): string {
  const value = isDecimalString(amount) ? amount : '0';
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(exact ? { maximumFractionDigits: EXACT_FRACTION_DIGITS } : {}),
    }).format(value);
  } catch {
    // An unknown currency code: still show the number and the code rather than nothing.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value)} ${currency}`;
  }
}
