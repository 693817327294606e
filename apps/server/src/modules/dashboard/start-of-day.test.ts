import { describe, expect, test } from 'vitest';
import { offsetMinutes, startOfDayIn } from './start-of-day.js';

describe("the start of the user's day", () => {
  test.each([
    ['2026-03-02T09:00:00Z', 'UTC', '2026-03-02T00:00:00.000Z'],
    ['2026-03-02T09:00:00Z', 'Asia/Tokyo', '2026-03-01T15:00:00.000Z'],
    ['2026-03-02T16:00:00Z', 'Asia/Tokyo', '2026-03-02T15:00:00.000Z'],
    ['2026-03-02T03:00:00Z', 'America/Los_Angeles', '2026-03-01T08:00:00.000Z'],
    // The day DST starts in New York (2026-03-08, 02:00 → 03:00): midnight is still EST.
    ['2026-03-08T18:00:00Z', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    // The day after: midnight is EDT.
    ['2026-03-09T18:00:00Z', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['2026-10-04T00:30:00Z', 'Australia/Sydney', '2026-10-03T14:00:00.000Z'],
  ])('at %s in %s the day began at %s', (at, zone, expected) => {
    expect(startOfDayIn(new Date(at), zone).toISOString()).toBe(expected);
  });

  test('offsets follow the zone', () => {
    expect(offsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Asia/Shanghai')).toBe(480);
    expect(offsetMinutes(new Date('2026-07-15T00:00:00Z'), 'Europe/London')).toBe(60);
  });
});
