/**
 * The SMS overview's figures (packages/shared api/sms-overview.ts) from one read of the roll-ups and the open
 * messages (repo.ts). Buckets are local hours (today) or local days in the caller's timezone, found by
 * stepping through quarter hours (local-time.ts), so a DST day has 23 or 25 hourly buckets, each with the
 * instant it starts; the database sums each bucket's runs of quarter-hour slots (piecesOf).
 */
import {
  formatMicros,
  type SmsOverviewFigures,
  type SmsOverviewRange,
  type SmsOverviewResult,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { localHourStarts, localTimeOf, shiftDate, startOfLocalDay } from './local-time.js';
import * as repo from './repo.js';

const DAYS: Record<SmsOverviewRange, number> = { today: 1, '7d': 7, '30d': 30, '1y': 365 };
const QUARTER_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

interface Sums {
  delivered: number;
  failed: number;
  pending: number;
  segments: bigint;
  cost: bigint;
}

const empty = (): Sums => ({ delivered: 0, failed: 0, pending: 0, segments: 0n, cost: 0n });

function addTo(sums: Sums, more: Sums): void {
  sums.delivered += more.delivered;
  sums.failed += more.failed;
  sums.pending += more.pending;
  sums.segments += more.segments;
  sums.cost += more.cost;
}

function figures(sums: Sums): SmsOverviewFigures {
  return {
    sent: sums.delivered + sums.failed + sums.pending,
    delivered: sums.delivered,
    failed: sums.failed,
    pending: sums.pending,
    segments: Number(sums.segments),
    cost: formatMicros(sums.cost),
  };
}

interface Bucket {
  at: string;
  start: number;
  sums: Sums;
}

function bucketsOf(range: SmsOverviewRange, today: string, timezone: string): Bucket[] {
  if (range === 'today') {
    return localHourStarts(today, timezone).map(({ start, local }) => ({
      at: `${local.date}T${local.time}`,
      start,
      sums: empty(),
    }));
  }
  return Array.from({ length: DAYS[range] }, (_, i) => {
    const date = shiftDate(today, i + 1 - DAYS[range]);
    return { at: `${date}T00:00`, start: startOfLocalDay(date, timezone), sums: empty() };
  });
}

/** The bucket holding `at` (buckets in order, `at` not before the first): binary search on the starts. */
function bucketAt(buckets: readonly Bucket[], at: number): Bucket {
  let low = 0;
  let high = buckets.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (buckets[middle]!.start <= at) low = middle;
    else high = middle - 1;
  }
  return buckets[low]!;
}

/**
 * Each bucket's runs of quarter-hour slots, cut at UTC midnights: a local day is two pieces (one on a UTC
 * day), an hour one. Bucket starts are quarter hours, as every timezone's offset is.
 */
function piecesOf(buckets: readonly Bucket[], until: number): repo.Piece[] {
  const pieces: repo.Piece[] = [];
  buckets.forEach((bucket, index) => {
    const end = buckets[index + 1]?.start ?? until;
    for (let at = bucket.start; at < end;) {
      const dayStart = at - (at % DAY_MS);
      const stop = Math.min(end, dayStart + DAY_MS);
      pieces.push({
        day: new Date(dayStart).toISOString().slice(0, 10),
        lo: (at - dayStart) / QUARTER_MS + 1,
        hi: (stop - dayStart) / QUARTER_MS,
        bucket: index,
      });
      at = stop;
    }
  });
  return pieces;
}

function keyed<K>(map: Map<K, Sums>, key: K): Sums {
  let sums = map.get(key);
  if (!sums) map.set(key, (sums = empty()));
  return sums;
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
      const today = localTimeOf(clock().getTime(), query.timezone).date;
      const buckets = bucketsOf(query.range, today, query.timezone);
      const since = buckets[0]!.start;
      const until = startOfLocalDay(shiftDate(today, 1), query.timezone);
      const rows = await repo.overviewRows(db, {
        accountId,
        since: new Date(since),
        until: new Date(until),
        pieces: piecesOf(buckets, until),
      });
      const byCountry = new Map<string, Sums>();
      const byType = new Map<number, Sums>();
      for (const row of rows) {
        if (row.kind === 'open') {
          const sums = {
            ...empty(),
            pending: row.pending ?? 0,
            segments: BigInt(row.segments ?? 0),
            cost: BigInt(row.cost ?? 0),
          };
          addTo(bucketAt(buckets, Number(row.key)).sums, sums);
          addTo(keyed(byCountry, row.country ?? ''), sums);
          addTo(keyed(byType, Number(row.type)), sums);
          continue;
        }
        const sums = {
          delivered: Number(row.delivered ?? 0),
          failed: Number(row.failed ?? 0),
          pending: 0,
          segments: BigInt(row.segments ?? 0),
          cost: BigInt(row.cost ?? 0),
        };
        if (row.kind === 'bucket') addTo(buckets[Number(row.key)]!.sums, sums);
        else if (row.kind === 'country') addTo(keyed(byCountry, row.key), sums);
        else addTo(keyed(byType, Number(row.key)), sums);
      }
      const total = empty();
      for (const bucket of buckets) addTo(total, bucket.sums);
      const finished = total.delivered + total.failed;
      return {
        range: query.range,
        timezone: query.timezone,
        currency,
        bucket: query.range === 'today' ? 'hour' : 'day',
        totals: { ...figures(total), deliveryRate: finished > 0 ? total.delivered / finished : null },
        series: buckets.map((bucket) => ({
          at: bucket.at,
          start: new Date(bucket.start).toISOString(),
          ...figures(bucket.sums),
        })),
        byCountry: [...byCountry]
          .map(([country, sums]) => ({ country, ...figures(sums) }))
          .sort(bySent((item) => item.country)),
        byType: [...byType]
          .map(([type, sums]) => ({ type, ...figures(sums) }))
          .sort(bySent((item) => item.type)),
      };
    },
  };
}

export type SmsOverviewService = ReturnType<typeof createSmsOverviewService>;
