/**
 * One send-API call with 10,000 recipients: time until the HTTP answer (every message durable and debited
 * by then), the median of several calls after a warm-up, beside a same-run COPY of 10,000 message rows.
 */
import { progress, median } from './progress.js';
import { judge, peakRssFigure, type Figure, type Target } from './report.js';
import { benchNumber, type Sender } from './sender.js';
import type { RunningServer } from './server.js';

export const BULK_RECIPIENTS = 10_000;

export interface BulkSendOptions {
  server: RunningServer;
  sender: Sender;
  runs: number;
  variant: string;
  target: Target;
  /** Times of the baseline (ms per run), or null when there is none for this database. */
  baseline: { label: string; timesMs: number[] } | null;
  /** First number of the recipients, so that the calls of different variants do not overlap. */
  numberOffset: number;
}

async function sendOnce(options: BulkSendOptions, run: number): Promise<number> {
  const first = options.numberOffset + run * BULK_RECIPIENTS;
  const body = JSON.stringify({
    type: 'marketing',
    to: Array.from({ length: BULK_RECIPIENTS }, (_, i) => benchNumber(first + i)),
    content: 'Spring sale: 20% off everything until Sunday with code SPRING20. Reply STOP to opt out.',
    from: 'Beacon',
  });
  const started = performance.now();
  const response = await fetch(`${options.server.baseUrl}/api/v1/sms/send`, {
    method: 'POST',
    headers: { ...options.sender.headers, 'content-type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as {
    code: number;
    msg: string;
    data: { messages: unknown[] } | null;
  };
  const elapsed = performance.now() - started;
  if (answer.code !== 0 || answer.data?.messages.length !== BULK_RECIPIENTS) {
    throw new Error(`10,000-recipient call refused: HTTP ${response.status}, ${answer.code} ${answer.msg}`);
  }
  return elapsed;
}

export async function benchBulkSend(options: BulkSendOptions): Promise<Figure[]> {
  const scenario = `send API, 10,000 recipients in 1 call${options.variant}`;
  options.server.child.rss.reset();
  progress(scenario, `warm-up call`);
  await sendOnce(options, 0);
  const times: number[] = [];
  for (let run = 1; run <= options.runs; run++) {
    times.push(await sendOnce(options, run));
    progress(scenario, `call ${run}/${options.runs}: ${times.at(-1)!.toFixed(0)} ms`);
  }
  const peakRssMb = options.server.child.rss.peakMb;
  const baseline = options.baseline;
  return [
    judge({
      scenario,
      figure: `time to accepted (median of ${options.runs})`,
      unit: 'ms',
      value: median(times),
      target: options.target,
      ...(baseline
        ? {
            baseline: { label: baseline.label, value: median(baseline.timesMs), unit: 'ms' },
            // Issue 14's goal (issue 4 asked for ≤ 4 ×).
            ratioTarget: { op: '<=' as const, value: 2 },
          }
        : {}),
      note: `slowest ${Math.max(...times).toFixed(0)} ms`,
    }),
    peakRssFigure(scenario, 'server peak RSS during the calls', peakRssMb),
  ];
}
