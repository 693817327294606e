import { Empty, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinanceOverviewResult } from '@beacon/shared/api/finance';
import { useLocale } from '@/shared/i18n';
import { useMoney } from '@/features/finance/lib/use-money';
import { Chart, type ChartOption } from '@/shared/charts';

const CHART_HEIGHT = 280;
type Overview = Pick<FinanceOverviewResult, 'spendByDay' | 'spendByCountry' | 'currency'>;

/** A country code's name in the current language, from the browser's own region names. */
function useCountryName(): (code: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return (code: string) => {
      try {
        return names.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}

const hasSpend = (points: readonly { amount: string }[]) =>
  points.some((point) => Number(point.amount) !== 0);

/** Spend per day of the range, oldest first, as a line with its area. */
export function SpendByDayChart({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const money = useMoney();
  const { spendByDay, currency } = overview;
  const option = useMemo<ChartOption>(
    () => ({
      color: [token.colorPrimary],
      aria: { enabled: true },
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value) => money(String(value), currency),
      },
      xAxis: { type: 'category', data: spendByDay.map((point) => point.date), boundaryGap: false },
      yAxis: { type: 'value', minInterval: 0.01 },
      series: [
        {
          type: 'line',
          name: t('finance.overview.spend'),
          smooth: true,
          areaStyle: { opacity: 0.15 },
          data: spendByDay.map((point) => Number(point.amount)),
        },
      ],
    }),
    [spendByDay, currency, money, t, token.colorPrimary],
  );
  if (!hasSpend(spendByDay)) return <Empty description={t('finance.overview.noSpend')} />;
  return <Chart option={option} height={CHART_HEIGHT} label={t('finance.overview.byDay')} />;
}

/** Spend per destination country, largest on top, as horizontal bars. */
export function SpendByCountryChart({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const money = useMoney();
  const countryName = useCountryName();
  const { spendByCountry, currency } = overview;
  const option = useMemo<ChartOption>(() => {
    // Bars are drawn bottom-up: reversed, the largest comes first from the top.
    const rows = [...spendByCountry].reverse();
    return {
      color: [token.colorPrimary],
      aria: { enabled: true },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'item',
        formatter: (params) => {
          const row = rows[Array.isArray(params) ? 0 : params.dataIndex];
          if (!row) return '';
          return `${countryName(row.country)}<br/>${money(row.amount, currency)} · ${t('finance.overview.messages', { count: row.messages })}`;
        },
      },
      xAxis: { type: 'value' },
      yAxis: { type: 'category', data: rows.map((row) => countryName(row.country)) },
      series: [
        {
          type: 'bar',
          name: t('finance.overview.spend'),
          barMaxWidth: 24,
          data: rows.map((row) => Number(row.amount)),
        },
      ],
    };
  }, [spendByCountry, currency, money, t, countryName, token.colorPrimary]);
  if (!hasSpend(spendByCountry)) return <Empty description={t('finance.overview.noSpend')} />;
  return (
    <Chart
      option={option}
      height={Math.max(CHART_HEIGHT, spendByCountry.length * 32)}
      label={t('finance.overview.byCountry')}
    />
  );
}
