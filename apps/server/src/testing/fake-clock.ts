/** A clock tests move by hand: deadlines are crossed by advancing it, never by sleeping. */
import type { Clock } from '../lib/clock.js';

export interface FakeClock {
  now: Clock;
  advance(ms: number): void;
}

export function createFakeClock(start = new Date('2026-03-02T09:00:00.000Z')): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}
