/** Money as the finance pages show it: the amount in its currency, in the current language. */
import { useCallback } from 'react';
import { formatMoney } from '../../../shared/format/money';
import { useLocale } from '../../../shared/i18n';

export function useMoney(): (amount: string, currency: string) => string {
  const { locale } = useLocale();
  return useCallback((amount, currency) => formatMoney(amount, currency, locale), [locale]);
}
