/**
 * Wall-clock arithmetic in an IANA timezone for the overview's buckets. Instants are epoch milliseconds; every
 * offset in the tz database is a whole number of quarter hours, so stepping by 15 minutes meets every local
 * hour and midnight, and a DST day simply has 92 or 100 steps (23 or 25 hours).
 */
const QUARTER_MS = 15 * 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

export interface LocalTime {
  /** "2026-11-01" */
  date: string;
  /** "01:30" */
  time: string;
  /** Minutes east of UTC at that instant. */
  offsetMinutes: number;
}

export function localTimeOf(at: number, timezone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timezone).formatToParts(at)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  const wall = Date.parse(`${date}T${time}:00Z`);
  return { date, time, offsetMinutes: Math.round((wall - (at - (at % 60_000))) / 60_000) };
}

/**
 * Answers already worked out: the tz rules do not change while the process runs, and a year's overview asks
 * for 365 midnights — hundreds of Intl calls, most of that request's time. Bounded: emptied when full.
 */
const MAX_REMEMBERED = 100_000;
const dayStarts = new Map<string, number>();
const hourStarts = new Map<string, HourStart[]>();

function remembered<T>(cache: Map<string, T>, key: string, find: () => T): T {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const found = find();
  if (cache.size >= MAX_REMEMBERED) cache.clear();
  cache.set(key, found);
  return found;
}

export interface HourStart {
  start: number;
  local: LocalTime;
}

/** The calendar date `days` after `date` (no timezone involved: it is a date, not an instant). */
export function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The first instant of `date` in `timezone`: its midnight, or the first quarter hour after a midnight a DST
 * change skipped. Tried at the offsets of the UTC midnight and of the first guess, then by quarter hours.
 */
export function startOfLocalDay(date: string, timezone: string): number {
  return remembered(dayStarts, `${timezone}|${date}`, () => findStartOfLocalDay(date, timezone));
}

function findStartOfLocalDay(date: string, timezone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  let guess = utcMidnight;
  for (let i = 0; i < 2; i++) {
    guess = utcMidnight - localTimeOf(guess, timezone).offsetMinutes * 60_000;
    const local = localTimeOf(guess, timezone);
    if (local.date === date && local.time === '00:00') return guess;
  }
  const before = (at: number) => localTimeOf(at, timezone).date < date;
  let at = utcMidnight - 15 * 3_600_000;
  while (before(at)) at += QUARTER_MS;
  return at;
}

/** Where each local hour of `date` starts: 24 on most days, 23 or 25 when the clocks change. */
export function localHourStarts(date: string, timezone: string): readonly HourStart[] {
  return remembered(hourStarts, `${timezone}|${date}`, () => findLocalHourStarts(date, timezone));
}

function findLocalHourStarts(date: string, timezone: string): HourStart[] {
  const end = startOfLocalDay(shiftDate(date, 1), timezone);
  const starts: HourStart[] = [];
  for (let at = startOfLocalDay(date, timezone); at < end; at += QUARTER_MS) {
    const local = localTimeOf(at, timezone);
    if (starts.length === 0 || local.time.endsWith(':00')) starts.push({ start: at, local });
  }
  return starts;
}
