/**
 * The live monitor's chart: messages accepted and submitted per second as lines, and the queue as bars on
 * its own axis, over the readings collected since the page opened. Labels arrive translated.
 */
import type { InsightsMonitor } from '@beacon/shared/api/insights';
import type { ChartOption } from '@/shared/charts';

export interface MonitorLabels {
  accepted: string;
  submitted: string;
  queue: string;
  time: (iso: string) => string;
  count: (n: number) => string;
}

export const queueDepth = (reading: InsightsMonitor) =>
  reading.queue.scheduled + reading.queue.queued + reading.queue.sending;

export function monitorOption(readings: readonly InsightsMonitor[], labels: MonitorLabels): ChartOption {
  return {
    color: ['#165dff', '#00b42a', '#ff7d00'],
    tooltip: { trigger: 'axis', valueFormatter: (value) => labels.count(Number(value)) },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: readings.map((reading) => labels.time(reading.at)) },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (value: number) => labels.count(value) } },
      {
        type: 'value',
        minInterval: 1,
        splitLine: { show: false },
        axisLabel: { formatter: (value: number) => labels.count(value) },
      },
    ],
    aria: { enabled: true },
    animation: false,
    series: [
      { name: labels.accepted, type: 'line', data: readings.map((r) => r.acceptedPerSecond) },
      { name: labels.submitted, type: 'line', data: readings.map((r) => r.submittedPerSecond) },
      {
        name: labels.queue,
        type: 'bar',
        yAxisIndex: 1,
        barMaxWidth: 12,
        data: readings.map(queueDepth),
      },
    ],
  };
}
