/**
 * The daily caps of acceptance (trial `TRIAL_DAILY_LIMIT` and the account's `dailyLimit`): counted in messages
 * created in the UTC day, checked before the transaction and again inside it (group-writer.ts) once the
 * account row is locked.
 */
import { SendRejection } from './rejection.js';

const DAY_MS = 86_400_000;

export function startOfUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

export interface DailyCap {
  limit: number;
  kind: 'trialDailyLimit' | 'dailyLimit';
}

/** The refusal of the first cap that `adding` more messages would pass, or null. */
export function capExceeded(
  caps: readonly DailyCap[],
  sentToday: number,
  adding: number,
  now: Date,
): SendRejection | null {
  const retryAfterMs = startOfUtcDay(now).getTime() + DAY_MS - now.getTime();
  const cap = caps.find((c) => sentToday + adding > c.limit);
  return cap ? new SendRejection({ kind: cap.kind, retryAfterMs }) : null;
}
