/** The calendar days of an insight's range in the caller's timezone, oldest first, today last. */
import { INSIGHTS_RANGE_DAYS, type InsightsRange } from '@beacon/shared';

/** The calendar date of `at` in `timezone` ("2026-11-26"). */
function localDate(at: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, dateStyle: 'short' }).format(at);
}

interface LocalDays {
  /** Every day of the range, e.g. ["2026-11-20", …, "2026-11-26"]. */
  days: string[];
  /** The first day's local midnight as a wall-clock timestamp, read in the timezone by the queries. */
  since: string;
}

export function localDays(range: InsightsRange, timezone: string, now: Date): LocalDays {
  const today = new Date(`${localDate(now, timezone)}T00:00:00Z`);
  const count = INSIGHTS_RANGE_DAYS[range];
  const days = Array.from({ length: count }, (_, i) => {
    const day = new Date(today);
    day.setUTCDate(day.getUTCDate() - (count - 1 - i));
    return day.toISOString().slice(0, 10);
  });
  return { days, since: `${days[0]}T00:00:00` };
}
