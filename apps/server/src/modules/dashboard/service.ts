/**
 * The workplace's numbers for the current account: today's sends and delivery rate (today in the user's
 * timezone), and a first-steps checklist whose items are read from real data, never ticked by hand.
 */
import {
  CHECKLIST_KEYS,
  ErrorCode,
  VERIFICATION_STATUS,
  type Checklist,
  type ChecklistKey,
  type DashboardSummary,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { requireCurrentAccount } from '../accounts/index.js';
import { findUserById } from '../users/index.js';
import * as repo from './repo.js';
import { startOfDayIn } from './start-of-day.js';

export function createDashboardService({ db, clock }: { db: Database; clock: Clock }) {
  async function getUser(userId: string) {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError(ErrorCode.TOKEN_INVALID);
    return user;
  }

  return {
    async summary(userId: string): Promise<DashboardSummary> {
      const user = await getUser(userId);
      const account = await requireCurrentAccount(db, userId);
      const now = clock();
      const since = startOfDayIn(now, user.timezone);
      // The next midnight (26 hours on covers the longest DST day).
      const until = startOfDayIn(new Date(since.getTime() + 26 * 3_600_000), user.timezone);
      const counts = await repo.countOutbound(db, account.id, since, until);
      const settled = counts.delivered + counts.failed;
      return {
        sentToday: counts.sent,
        deliveredToday: counts.delivered,
        failedToday: counts.failed,
        pendingToday: counts.sent - settled,
        deliveryRate: settled === 0 ? null : Math.round((counts.delivered / settled) * 10_000) / 10_000,
        since: since.toISOString(),
        timezone: user.timezone,
      };
    },

    async checklist(userId: string): Promise<Checklist> {
      const user = await getUser(userId);
      const account = await requireCurrentAccount(db, userId);
      const [topUp, sendTestMessage, createApiKey] = await Promise.all([
        repo.hasPaidRecharge(db, account.id),
        repo.hasOutboundMessage(db, account.id),
        repo.hasApiKey(db, account.id),
      ]);
      const done: Record<ChecklistKey, boolean> = {
        verifyIdentity: account.verificationStatus === VERIFICATION_STATUS.VERIFIED,
        bindPhone: user.phone !== null,
        topUp,
        sendTestMessage,
        createApiKey,
      };
      return { items: CHECKLIST_KEYS.map((key) => ({ key, done: done[key] })) };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
