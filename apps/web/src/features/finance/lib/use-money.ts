/**
 * Money as the finance pages show it, in the current language. Ledger entries and balances can hold
 * fractions of a cent (a message costs 0.0075): `exact` keeps every digit so the log adds up.
 */
import { useCallback } from 'react';
import { formatExactMoney, formatMoney } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n';

export function useMoney(exact = false): (amount: string, currency: string) => string {
  const { locale } = useLocale();
  return useCallback(
    (amount, currency) => (exact ? formatExactMoney : formatMoney)(amount, currency, locale),
    [locale, exact],
  );
}
