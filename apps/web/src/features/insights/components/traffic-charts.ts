/**
 * ECharts options of the data analysis page: messages per day stacked by outcome with the delivery rate as
 * a line on its own axis, and spend per day with a line per currency. Labels arrive translated.
 */
import type { InsightsTraffic } from '@beacon/shared/api/insights';
import type { ChartOption } from '@/shared/charts';

export interface TrafficLabels {
  delivered: string;
  failed: string;
  pending: string;
  deliveryRate: string;
  count: (n: number) => string;
  rate: (rate: number | null) => string;
  day: (at: string) => string;
}

const COLORS = ['#00b42a', '#f53f3f', '#165dff', '#ff7d00'];
const OUTCOMES = ['delivered', 'failed', 'pending'] as const;
const GRID = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true };

export function trafficOption(data: InsightsTraffic, labels: TrafficLabels): ChartOption {
  return {
    color: COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: GRID,
    xAxis: { type: 'category', data: data.series.map((day) => labels.day(day.at)) },
    yAxis: [
      {
        type: 'value',
        minInterval: 1,
        axisLabel: { formatter: (value: number) => labels.count(value) },
      },
      {
        type: 'value',
        min: 0,
        max: 1,
        splitLine: { show: false },
        axisLabel: { formatter: (value: number) => labels.rate(value) },
      },
    ],
    aria: { enabled: true },
    series: [
      ...OUTCOMES.map((key) => ({
        name: labels[key],
        type: 'bar' as const,
        stack: 'messages',
        barMaxWidth: 28,
        tooltip: { valueFormatter: (value: unknown) => labels.count(Number(value)) },
        data: data.series.map((day) => day[key]),
      })),
      {
        name: labels.deliveryRate,
        type: 'line' as const,
        yAxisIndex: 1,
        connectNulls: true,
        tooltip: { valueFormatter: (value: unknown) => labels.rate(value === null ? null : Number(value)) },
        data: data.series.map((day) => day.deliveryRate),
      },
    ],
  };
}

/** Every currency the organisation spent in over the range, each a line; a day without spend is 0. */
export function spendOption(data: InsightsTraffic, labels: Pick<TrafficLabels, 'day'>): ChartOption {
  const currencies = data.totals.spend.map((amount) => amount.currency);
  return {
    color: COLORS.slice(2).concat(COLORS.slice(0, 2)),
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: GRID,
    xAxis: { type: 'category', data: data.series.map((day) => labels.day(day.at)) },
    yAxis: { type: 'value' },
    aria: { enabled: true },
    series: currencies.map((currency) => ({
      name: currency,
      type: 'line' as const,
      data: data.series.map((day) =>
        Number(day.spend.find((amount) => amount.currency === currency)?.amount ?? 0),
      ),
    })),
  };
}
