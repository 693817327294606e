/**
 * ECharts options of the SMS overview: messages per bucket stacked by outcome, the busiest countries, and the
 * share of each message type. Labels arrive translated; numbers are formatted in the console's language.
 */
import type { SmsOverviewResult } from '@beacon/shared/api/sms-overview';
import type { ChartOption } from '@/shared/charts';

export interface OverviewLabels {
  delivered: string;
  failed: string;
  pending: string;
  /** One label per bucket of the series (bucket-labels.ts). */
  buckets: (series: SmsOverviewResult['series']) => string[];
  country: (code: string) => string;
  type: (type: number) => string;
  count: (n: number) => string;
}

const COLORS = { delivered: '#00b42a', failed: '#f53f3f', pending: '#165dff' };
const OUTCOMES = ['delivered', 'failed', 'pending'] as const;
const TOP_COUNTRIES = 10;

const valueAxis = (labels: OverviewLabels) => ({
  type: 'value' as const,
  minInterval: 1,
  axisLabel: { formatter: (value: number) => labels.count(value) },
});

export function seriesOption(data: SmsOverviewResult, labels: OverviewLabels): ChartOption {
  return {
    color: OUTCOMES.map((key) => COLORS[key]),
    tooltip: { trigger: 'axis', valueFormatter: (value) => labels.count(Number(value)) },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: labels.buckets(data.series) },
    yAxis: valueAxis(labels),
    aria: { enabled: true },
    series: OUTCOMES.map((key) => ({
      name: labels[key],
      type: 'bar' as const,
      stack: 'messages',
      barMaxWidth: 28,
      data: data.series.map((bucket) => bucket[key]),
    })),
  };
}

export function countOption(data: SmsOverviewResult, labels: OverviewLabels): ChartOption {
  const top = data.byCountry.slice(0, TOP_COUNTRIES).reverse();
  return {
    color: OUTCOMES.map((key) => COLORS[key]),
    tooltip: { trigger: 'axis', valueFormatter: (value) => labels.count(Number(value)) },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: valueAxis(labels),
    yAxis: { type: 'category', data: top.map((row) => labels.country(row.country)) },
    aria: { enabled: true },
    series: OUTCOMES.map((key) => ({
      name: labels[key],
      type: 'bar' as const,
      stack: 'messages',
      barMaxWidth: 28,
      data: top.map((row) => row[key]),
    })),
  };
}

export function typeOption(data: SmsOverviewResult, labels: OverviewLabels): ChartOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: (value) => labels.count(Number(value)) },
    legend: { bottom: 0 },
    aria: { enabled: true },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        data: data.byType.map((row) => ({ name: labels.type(row.type), value: row.sent })),
      },
    ],
  };
}
