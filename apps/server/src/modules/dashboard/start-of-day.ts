/**
 * Midnight of the day `at` falls on in an IANA timezone, as an instant: "today" on the workplace is the
 * user's today, not the server's. Uses Intl's tz data (no library); a day that starts inside a DST gap
 * starts at the first instant that exists.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** Minutes the zone is ahead of UTC at `at` (e.g. 540 for Asia/Tokyo). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

export function startOfDayIn(at: Date, timeZone: string): Date {
  const { year, month, day } = wallClock(at, timeZone);
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // The offset at midnight can differ from the offset now (a DST change today); two rounds settle it.
  let guess = midnightAsUtc - offsetMinutes(at, timeZone) * 60_000;
  for (let round = 0; round < 2; round += 1) {
    guess = midnightAsUtc - offsetMinutes(new Date(guess), timeZone) * 60_000;
  }
  const w = wallClock(new Date(guess), timeZone);
  // Inside a gap (midnight skipped), the guess lands on the previous day's 23:xx: step to the next hour.
  if (w.day !== day) guess += 3_600_000;
  return new Date(guess);
}
