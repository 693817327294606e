/**
 * Counts what this process sees of its carriers (submits, their failures, throttling, failovers, final
 * receipts and their latency) per carrier, destination country and minute, in memory, until the next flush
 * adds them to the database, where every process reads the sum of all (docs/routing.md, "Quality").
 */
import { addCounts, emptyCounts, type QualityCounts, type QualityDelta } from './quality-repo.js';

/** The country of counts that belong to the bind, not to a destination (throttling). */
export const WHOLE_BIND = '*';

const MINUTE_MS = 60_000;

export interface QualityRecorder {
  count(carrier: string, country: string, counts: Partial<QualityCounts>): void;
  /** What was counted since the last call, emptied. */
  drain(): QualityDelta[];
  /** Puts drained counts back when they could not be written, so none is lost. */
  restore(deltas: readonly QualityDelta[]): void;
}

export function createQualityRecorder(now: () => Date): QualityRecorder {
  let pending = new Map<string, QualityDelta>();

  function add(carrier: string, country: string, minute: Date, counts: Partial<QualityCounts>): void {
    const key = `${carrier}|${country}|${minute.getTime()}`;
    let delta = pending.get(key);
    if (!delta) {
      delta = { carrier, country, minute, ...emptyCounts() };
      pending.set(key, delta);
    }
    addCounts(delta, counts);
  }

  return {
    count(carrier, country, counts) {
      const at = now().getTime();
      add(carrier, country || WHOLE_BIND, new Date(at - (at % MINUTE_MS)), counts);
    },
    drain() {
      const drained = [...pending.values()];
      pending = new Map();
      return drained;
    },
    restore(deltas) {
      for (const delta of deltas) add(delta.carrier, delta.country, delta.minute, delta);
    },
  };
}
