/**
 * Money for display. Balances arrive as exact decimal strings (API.md); Intl formats the string itself, so
 * no float rounding creeps in before the currency's own digits are applied.
 */
import type { AppLocale } from '../i18n';

type DecimalString = `${number}`;

function isDecimalString(value: string): value is DecimalString {
  return /^-?\d+(\.\d+)?$/.test(value);
}

export function formatMoney(amount: string, currency: string, locale: AppLocale): string {
  const value = isDecimalString(amount) ? amount : '0';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    // An unknown currency code: still show the number and the code rather than nothing.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value)} ${currency}`;
  }
}
