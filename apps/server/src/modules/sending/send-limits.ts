/**
 * What the send page reads to warn before sending (`POST /sms/send/limits`): today's count as the daily caps
 * count it (accept-rules.ts), the caps that apply, and the blocked countries.
 */
import { VERIFICATION_STATUS, type SendLimits } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { startOfUtcDay } from './daily-caps.js';
import * as repo from './repo.js';
import type { SenderAccount } from './types.js';

const DAY_MS = 86_400_000;

export async function sendLimitsOf(
  db: Database,
  account: SenderAccount,
  trialDailyLimit: number,
  now: Date,
): Promise<SendLimits> {
  const dayStart = startOfUtcDay(now);
  const isTrial = account.verificationStatus !== VERIFICATION_STATUS.VERIFIED;
  return {
    sentToday: await repo.countMessagesSince(db, account.id, dayStart),
    dailyLimit: account.settings.dailyLimit,
    trialDailyLimit: isTrial ? trialDailyLimit : null,
    disallowedCountries: account.settings.disallowedCountries,
    resetsAt: new Date(dayStart.getTime() + DAY_MS).toISOString(),
  };
}
