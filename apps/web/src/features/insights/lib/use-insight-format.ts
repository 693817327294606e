/**
 * How the insight pages write numbers, rates, money, countries and dates: in the console's language, and
 * in the user's own timezone (user info), which is also the timezone the server buckets days in.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyAmount } from '@beacon/shared/api/insights';
import { TIMEZONES, type Timezone } from '@beacon/shared/constants/index';
import { formatMoney } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n';
import { useUserInfo } from '@/shared/session';

export interface InsightFormat {
  timezone: Timezone;
  count: (n: number) => string;
  /** A share of 1 as a percentage with one decimal; a dash when there is nothing to divide. */
  rate: (rate: number | null) => string;
  /** Amounts in several currencies, one after the other; a dash for none. */
  money: (amounts: readonly MoneyAmount[]) => string;
  /** A country's name in the console's language; the "unknown" text for none. */
  country: (code: string) => string;
}

export function useInsightFormat(): InsightFormat {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const user = useUserInfo();
  const preferred = user.data?.timezone ?? 'UTC';
  // The server buckets days in the timezones it knows; any other reads as UTC rather than failing.
  const timezone = TIMEZONES.find((zone) => zone === preferred) ?? 'UTC';
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return {
      timezone,
      count: (n) => count.format(n),
      rate: (rate) => (rate === null ? '—' : percent.format(rate)),
      money: (amounts) =>
        amounts.length === 0
          ? '—'
          : amounts.map((amount) => formatMoney(amount.amount, amount.currency, locale)).join(' · '),
      country: (code) => (code ? (regions.of(code) ?? code) : t('insights.common.unknownCountry')),
    };
  }, [locale, t, timezone]);
}
