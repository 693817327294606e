/**
 * The SMS overview (apps/server/src/modules/sms-overview: roll-ups plus the open messages) over the log
 * scenario's seeded messages on PostgreSQL, for the account with 60 % of them: p50/p95 of each range (today,
 * 7 days, 30 days, a year), the timezone rotating through UTC, Shanghai, New York and Kolkata (+05:30).
 * Baseline, same run and data: the raw GROUP BY over `messages` by local bucket, status, country and type that
 * the overview ran before its roll-ups. The seed inserts final messages directly, so the roll-ups are built
 * first through the same write the delivery engine's final-status statements carry.
 */
import { sql } from 'drizzle-orm';
import { SMS_OVERVIEW_RANGES, type SmsOverviewRange } from '@beacon/shared';
import type { Database } from '../apps/server/src/db/database.js';
import { addToRollupsFrom, createSmsOverviewService } from '../apps/server/src/modules/sms-overview/index.js';
import type { SeededLog } from './log-seed.js';
import { percentile, progress } from './progress.js';
import { judge, type Figure } from './report.js';

const ITERATIONS = 30;
/** The raw GROUP BY reads every message of the range: a few runs are enough to see its order of magnitude. */
const BASELINE_ITERATIONS = 5;
const TIMEZONES = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Asia/Kolkata'] as const;
const DAYS: Record<SmsOverviewRange, number> = { today: 1, '7d': 7, '30d': 30, '1y': 365 };

export interface OverviewTiming {
  range: SmsOverviewRange;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  baselineP50Ms: number;
  baselineP95Ms: number;
}

/** Rebuilds both roll-ups from every final outbound message, as the engine would have written them. */
async function rollUp(db: Database, scenario: string): Promise<void> {
  const started = performance.now();
  await db.execute(sql`truncate message_day_rollups, message_mix_rollups`);
  await db.execute(sql`
    with changed as (select * from messages where account_id is not null and direction = 'out'),
    ${addToRollupsFrom(sql`changed`)}
    select 1`);
  await db.execute(sql`vacuum (analyze) message_day_rollups`);
  await db.execute(sql`vacuum (analyze) message_mix_rollups`);
  progress(scenario, `roll-ups built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The overview's read before its roll-ups: every message of the range grouped by local bucket. */
async function rawGroupBy(db: Database, accountId: string, range: SmsOverviewRange, timezone: string) {
  const unit = range === 'today' ? 'hour' : 'day';
  await db.execute(sql`
    select to_char(date_trunc(${unit}, m.created_at at time zone ${timezone}), 'YYYY-MM-DD"T"HH24:MI') as at,
           m.status, coalesce(m.country, '') as country, m.type,
           count(*)::int as n, coalesce(sum(m.segments), 0)::text as segments,
           coalesce(sum(m.cost_micros), 0)::text as cost
      from messages m
     where m.account_id = ${accountId} and m.direction = 'out'
       and m.created_at >= (date_trunc('day', now() at time zone ${timezone})
                            - ${DAYS[range] - 1} * interval '1 day') at time zone ${timezone}
     group by 1, 2, 3, 4`);
}

async function timed(runs: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    await work(i);
    if (i >= 2) times.push(performance.now() - started); // two warm-ups
  }
  return times.sort((a, b) => a - b);
}

export async function benchOverviewQuery(
  db: Database,
  seed: SeededLog,
  label: string,
): Promise<{ figures: Figure[]; details: OverviewTiming[] }> {
  const scenario = `SMS overview over ${label} messages`;
  await rollUp(db, scenario);
  const overview = createSmsOverviewService({ db });
  const timezone = (i: number) => TIMEZONES[i % TIMEZONES.length]!;
  const details: OverviewTiming[] = [];
  const all: number[] = [];
  for (const range of SMS_OVERVIEW_RANGES) {
    const times = await timed(ITERATIONS, (i) =>
      overview.overview(seed.accountId, 'USD', { range, timezone: timezone(i) }),
    );
    const raw = await timed(BASELINE_ITERATIONS, (i) => rawGroupBy(db, seed.accountId, range, timezone(i)));
    all.push(...times);
    const timing = {
      range,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      maxMs: times.at(-1)!,
      baselineP50Ms: percentile(raw, 50),
      baselineP95Ms: percentile(raw, 95),
    };
    details.push(timing);
    progress(
      scenario,
      `${range}: p50 ${timing.p50Ms.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms; raw GROUP BY p50 ` +
        `${timing.baselineP50Ms.toFixed(0)} ms, p95 ${timing.baselineP95Ms.toFixed(0)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  const figures = details.map((timing) =>
    judge({
      scenario,
      figure: `p95, range ${timing.range} (${ITERATIONS} runs, 4 timezones)`,
      unit: 'ms',
      value: timing.p95Ms,
      target: { op: '<=', value: 50 },
      baseline: { label: 'raw GROUP BY over messages, p95', value: timing.baselineP95Ms, unit: 'ms' },
    }),
  );
  figures.push(
    judge({
      scenario,
      figure: `p50, ${SMS_OVERVIEW_RANGES.length} ranges × ${ITERATIONS}`,
      unit: 'ms',
      value: percentile(all, 50),
    }),
  );
  return { figures, details };
}
