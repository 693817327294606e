/**
 * The daily caps of acceptance (trial `TRIAL_DAILY_LIMIT` and the account's `dailyLimit`): counted in messages
 * created in the UTC day, checked before the transaction and again inside it (group-writer.ts) once the
 * account row is locked.
 */
import type { DailyCapProblem } from '@beacon/shared';
import { SendRejection, type ProblemReason } from './rejection.js';

const DAY_MS = 86_400_000;

export function startOfUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

export interface DailyCap {
  limit: number;
  kind: 'trialDailyLimit' | 'dailyLimit';
}

/** Each cap of `caps` that `adding` more messages would pass, with the count that passes it. */
export function capsExceeded(
  caps: readonly DailyCap[],
  sentToday: number,
  adding: number,
  now: Date,
): Extract<ProblemReason, DailyCapProblem>[] {
  const retryAfterMs = startOfUtcDay(now).getTime() + DAY_MS - now.getTime();
  return caps
    .filter((cap) => sentToday + adding > cap.limit)
    .map((cap) => ({ kind: cap.kind, used: sentToday, limit: cap.limit, adding, retryAfterMs }));
}

/** The refusal of the caps that `adding` more messages would pass, or null. */
export function capExceeded(
  caps: readonly DailyCap[],
  sentToday: number,
  adding: number,
  now: Date,
): SendRejection | null {
  const [first, ...more] = capsExceeded(caps, sentToday, adding, now);
  return first ? new SendRejection(first, ...more) : null;
}
