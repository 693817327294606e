/**
 * The ECharts option of the Verify page: verifications started and approved per bucket as bars side by side
 * (not stacked, not lines: at full conversion a line of approved would hide the started one). Labels arrive
 * translated; numbers are formatted in the console's language.
 */
import type { VerifySeries } from '@beacon/shared/api/verify';
import type { ChartOption } from '@/shared/charts';

export interface VerifyChartLabels {
  started: string;
  approved: string;
  /** The x-axis label of a bucket's start. */
  bucket: (at: string) => string;
  count: (n: number) => string;
}

const COLORS = { started: '#165dff', approved: '#00b42a' };
const SERIES = ['started', 'approved'] as const;

export function verifySeriesOption(data: VerifySeries, labels: VerifyChartLabels): ChartOption {
  return {
    color: SERIES.map((key) => COLORS[key]),
    tooltip: { trigger: 'axis', valueFormatter: (value) => labels.count(Number(value)) },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: data.points.map((point) => labels.bucket(point.at)) },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => labels.count(value) },
    },
    aria: { enabled: true },
    series: SERIES.map((key) => ({
      name: labels[key],
      type: 'bar' as const,
      barMaxWidth: 16,
      barGap: '10%',
      data: data.points.map((point) => point[key]),
    })),
  };
}
