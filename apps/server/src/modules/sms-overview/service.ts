/** The SMS overview's figures (packages/shared api/sms-overview.ts) from the grouped rows of one read. */
import {
  SMS_FINAL_STATUSES,
  formatMicros,
  type SmsOverviewFigures,
  type SmsOverviewRange,
  type SmsOverviewResult,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import * as repo from './repo.js';

const DAYS: Record<SmsOverviewRange, number> = { today: 1, '7d': 7, '30d': 30, '1y': 365 };
const FAILED = new Set<string>(SMS_FINAL_STATUSES.filter((status) => status !== 'delivered'));

interface Sums {
  sent: number;
  delivered: number;
  failed: number;
  pending: number;
  segments: bigint;
  cost: bigint;
}

const empty = (): Sums => ({ sent: 0, delivered: 0, failed: 0, pending: 0, segments: 0n, cost: 0n });

function add(sums: Sums, row: repo.OverviewRow): void {
  sums.sent += row.n;
  if (row.status === 'delivered') sums.delivered += row.n;
  else if (FAILED.has(row.status)) sums.failed += row.n;
  else sums.pending += row.n;
  sums.segments += BigInt(row.segments);
  sums.cost += BigInt(row.cost);
}

function figures(sums: Sums): SmsOverviewFigures {
  return { ...sums, segments: Number(sums.segments), cost: formatMicros(sums.cost) };
}

/** The calendar date in `timezone` ("2026-11-26"). */
function localDate(at: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, dateStyle: 'short' }).format(at);
}

/** `date` moved by `days` on the calendar (no timezone involved: it is a date, not an instant). */
function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Every bucket key of the range: 24 hours of today, or each day from the first. */
function bucketKeys(range: SmsOverviewRange, today: string, first: string): string[] {
  if (range === 'today')
    return Array.from({ length: 24 }, (_, h) => `${today}T${String(h).padStart(2, '0')}:00`);
  return Array.from({ length: DAYS[range] }, (_, i) => `${shiftDate(first, i)}T00:00`);
}

function grouped<K>(rows: repo.OverviewRow[], keyOf: (row: repo.OverviewRow) => K): Map<K, Sums> {
  const map = new Map<K, Sums>();
  for (const row of rows) {
    const key = keyOf(row);
    let sums = map.get(key);
    if (!sums) map.set(key, (sums = empty()));
    add(sums, row);
  }
  return map;
}

/** Most messages first; ties in a fixed order, so the chart does not reshuffle between loads. */
const bySent =
  <T extends { sent: number }>(key: (item: T) => string | number) =>
  (a: T, b: T) =>
    b.sent - a.sent || String(key(a)).localeCompare(String(key(b)));

export function createSmsOverviewService({ db, clock = systemClock }: { db: Database; clock?: Clock }) {
  return {
    async overview(
      accountId: string,
      currency: string | null,
      query: { range: SmsOverviewRange; timezone: string },
    ): Promise<SmsOverviewResult> {
      const today = localDate(clock(), query.timezone);
      const first = shiftDate(today, 1 - DAYS[query.range]);
      const unit = query.range === 'today' ? 'hour' : 'day';
      const rows = await repo.overviewRows(db, {
        accountId,
        timezone: query.timezone,
        unit,
        since: `${first}T00:00:00`,
      });
      const total = empty();
      for (const row of rows) add(total, row);
      const byBucket = grouped(rows, (row) => row.at);
      const finished = total.delivered + total.failed;
      return {
        range: query.range,
        timezone: query.timezone,
        currency,
        bucket: unit,
        totals: { ...figures(total), deliveryRate: finished > 0 ? total.delivered / finished : null },
        series: bucketKeys(query.range, today, first).map((at) => ({
          at,
          ...figures(byBucket.get(at) ?? empty()),
        })),
        byCountry: [...grouped(rows, (row) => row.country)]
          .map(([country, sums]) => ({ country, ...figures(sums) }))
          .sort(bySent((item) => item.country)),
        byType: [...grouped(rows, (row) => row.type)]
          .map(([type, sums]) => ({ type, ...figures(sums) }))
          .sort(bySent((item) => item.type)),
      };
    },
  };
}

export type SmsOverviewService = ReturnType<typeof createSmsOverviewService>;
