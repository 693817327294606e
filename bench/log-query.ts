/**
 * The console's log page (findLogPage of apps/server/src/modules/sms-log, 20 rows + 1 to know whether there
 * is a next page) over 1 and 10 million seeded messages on PostgreSQL, with the filter combinations people
 * use, each run many times with shifting parameters; p50/p95 per case and over all. Baseline: the same
 * round trip for a one-row primary-key lookup (findLogMessage).
 */
import { sql } from 'drizzle-orm';
import type { TSmsLogFilters } from '@beacon/shared';
import type { Database } from '../apps/server/src/db/database.js';
import { queryRows } from '../apps/server/src/db/sql-rows.js';
import { findLogMessage, findLogPage, type LogCursor } from '../apps/server/src/modules/sms-log/index.js';
import { createSeedAccounts, seedTo, type SeededLog } from './log-seed.js';
import { percentile, progress } from './progress.js';
import { judge, type Figure } from './report.js';

const PAGE = 20;
const ITERATIONS = 30;
const DAY = 86_400_000;

interface QueryCase {
  name: string;
  /** Filters and cursor of iteration `i`. */
  make(
    i: number,
  ): Promise<{ filters: TSmsLogFilters; after?: LogCursor }> | { filters: TSmsLogFilters; after?: LogCursor };
}

export interface CaseTiming {
  name: string;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

function cases(db: Database, seed: SeededLog): QueryCase[] {
  const end = seed.to.getTime();
  const range = (i: number, days: number) => ({
    since: new Date(end - (days + (i % 20)) * DAY),
    until: new Date(end - (i % 20) * DAY),
  });
  const phone = (i: number) => `+1415${2_000_000 + ((i * 7919) % 500_000)}`;
  const pageTwo = async (accountId: string, filters: TSmsLogFilters) => {
    const first = await findLogPage(db, accountId, filters, undefined, PAGE + 1);
    const last = first[PAGE - 1];
    return last ? { createdAt: last.createdKey, id: last.id } : undefined;
  };
  return [
    {
      name: 'last 7 days, no filter',
      make: (i) => ({ filters: { since: new Date(end - 7 * DAY - i * 60_000) } }),
    },
    { name: '30 days + status failed', make: (i) => ({ filters: { ...range(i, 30), status: ['failed'] } }) },
    {
      name: '30 days + status undelivered, failed',
      make: (i) => ({ filters: { ...range(i, 30), status: ['undelivered', 'failed'] } }),
    },
    { name: 'number, both directions, all time', make: (i) => ({ filters: { phone: phone(i) } }) },
    {
      name: '90 days + number + outbound',
      make: (i) => ({ filters: { ...range(i, 90), phone: phone(i), direction: 'out' } }),
    },
    { name: '30 days + country GB', make: (i) => ({ filters: { ...range(i, 30), country: 'GB' } }) },
    { name: 'country NZ (0.1 %), all time', make: () => ({ filters: { country: 'NZ' } }) },
    { name: '30 days + inbound', make: (i) => ({ filters: { ...range(i, 30), direction: 'in' } }) },
    {
      name: '30 days + failed + country NZ',
      make: (i) => ({ filters: { ...range(i, 30), status: ['failed'], country: 'NZ' } }),
    },
    {
      name: 'keyset next page, 30 days + failed',
      make: async (i) => {
        const filters: TSmsLogFilters = { ...range(i, 30), status: ['failed'] };
        return { filters, after: await pageTwo(seed.accountId, filters) };
      },
    },
    {
      name: 'keyset page 90 days back, no filter',
      make: async (i) => {
        const [row] = await queryRows<{ created_key: string; id: string }>(
          db,
          sql`select created_at::text as created_key, id from messages where account_id = ${seed.accountId}
              and created_at < ${new Date(end - (90 + i) * DAY).toISOString()}::timestamptz
              order by created_at desc, id desc limit 1`,
        );
        return { filters: {}, after: row ? { createdAt: row.created_key, id: row.id } : undefined };
      },
    },
  ];
}

async function measureCases(db: Database, seed: SeededLog, scenario: string) {
  const all: number[] = [];
  const timings: CaseTiming[] = [];
  for (const queryCase of cases(db, seed)) {
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS + 2; i++) {
      const { filters, after } = await queryCase.make(i);
      const started = performance.now();
      await findLogPage(db, seed.accountId, filters, after, PAGE + 1);
      if (i >= 2) times.push(performance.now() - started); // two warm-ups per case
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    const timing = {
      name: queryCase.name,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      maxMs: times.at(-1)!,
    };
    timings.push(timing);
    progress(
      scenario,
      `${timing.name}: p50 ${timing.p50Ms.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  // Baseline: one-row lookups by id, the floor of a query round trip through the same driver.
  const ids = await queryRows<{ id: string }>(
    db,
    sql`select id from messages where account_id = ${seed.accountId} order by created_at desc limit ${ITERATIONS}`,
  );
  const lookups: number[] = [];
  for (const { id } of ids) {
    const started = performance.now();
    await findLogMessage(db, seed.accountId, id);
    lookups.push(performance.now() - started);
  }
  lookups.sort((a, b) => a - b);
  return { all, timings, lookupP95: percentile(lookups, 95) };
}

export async function benchLogQuery(
  db: Database,
  sizes: readonly number[],
  options: {
    /** False when only what runs on the seeded table (`afterSeed`) is wanted. */
    measureLog: boolean;
    /** Runs on each seeded size, after the log's cases (the SMS overview's case). */
    afterSeed?: (seed: SeededLog, label: string, size: number) => Promise<void>;
  } = { measureLog: true },
): Promise<{ figures: Figure[]; details: Record<number, CaseTiming[]> }> {
  const figures: Figure[] = [];
  const details: Record<number, CaseTiming[]> = {};
  let seed = await createSeedAccounts(db, new Date());
  for (const size of sizes) {
    const label = `${(size / 1_000_000).toLocaleString('en-US')} million`;
    const scenario = `log page (20 rows) over ${label} messages`;
    const started = performance.now();
    seed = await seedTo(db, seed, size, scenario);
    progress(scenario, `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; querying`);
    if (!options.measureLog) {
      await options.afterSeed?.(seed, label, size);
      continue;
    }
    const { all, timings, lookupP95 } = await measureCases(db, seed, scenario);
    details[size] = timings;
    const worst = timings.reduce((a, b) => (b.p95Ms > a.p95Ms ? b : a));
    const baseline = { label: 'lookup of 1 row by id, p95', value: lookupP95, unit: 'ms' };
    figures.push(
      judge({
        scenario,
        figure: `p50, ${timings.length} filter cases × ${ITERATIONS}`,
        unit: 'ms',
        value: percentile(all, 50),
        baseline,
      }),
      judge({
        scenario,
        figure: `p95, ${timings.length} filter cases × ${ITERATIONS}`,
        unit: 'ms',
        value: percentile(all, 95),
        target: { op: '<=', value: 50 },
        baseline,
      }),
      judge({
        scenario,
        figure: `p95 of the slowest case (${worst.name})`,
        unit: 'ms',
        value: worst.p95Ms,
        target: { op: '<=', value: 50 },
      }),
    );
    await options.afterSeed?.(seed, label, size);
  }
  return { figures, details };
}
