/**
 * The ECharts option of the Verify page: verifications started and approved per bucket, as two lines. Labels
 * arrive translated; numbers are formatted in the console's language.
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
const LINES = ['started', 'approved'] as const;

export function verifySeriesOption(data: VerifySeries, labels: VerifyChartLabels): ChartOption {
  return {
    color: LINES.map((key) => COLORS[key]),
    tooltip: { trigger: 'axis', valueFormatter: (value) => labels.count(Number(value)) },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: data.points.map((point) => labels.bucket(point.at)),
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => labels.count(value) },
    },
    aria: { enabled: true },
    series: LINES.map((key) => ({
      name: labels[key],
      type: 'line' as const,
      smooth: true,
      showSymbol: data.points.length <= 31,
      areaStyle: { opacity: key === 'started' ? 0.08 : 0.16 },
      data: data.points.map((point) => point[key]),
    })),
  };
}
