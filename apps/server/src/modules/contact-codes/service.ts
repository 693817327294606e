/**
 * Codes that prove a new contact belongs to the user before it replaces the old one: a new e-mail address
 * (code by e-mail) or a phone number to bind (code by SMS). They follow the sign-in code rules (code-policy):
 * 6 digits valid 10 minutes from the first send (a re-send does not extend them), a new code at most once a
 * minute (1005) and 5 sends while one is live (1007), 5 wrong codes lock for 10 minutes (1007). An expired or missing code is 2013; a wrong one 2007.
 */
import { ErrorCode, TICKET_TTL_MS } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { ContactPurpose } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { addMs, type Clock } from '../../lib/clock.js';
import {
  assertCanResend,
  assertNotLocked,
  isCodeCorrect,
  lockoutEnd,
  newCode,
  wrongCodeError,
} from '../auth/index.js';
import * as repo from './repo.js';

/** `codeKey`: CODE_HMAC_KEY, the key under which codes are stored (code-policy). */
export function createContactCodes({ db, clock, codeKey }: { db: Database; clock: Clock; codeKey: string }) {
  /**
   * A new code for `target` (the previous one stops working). The lockout always carries over, and the send
   * count and expiry too while the previous code is live, so changing the number or address resets nothing.
   */
  async function issue(userId: string, purpose: ContactPurpose, target: string): Promise<string> {
    const now = clock();
    const previous = await repo.findContactVerification(db, userId, purpose);
    const isLive = previous !== undefined && previous.expiresAt > now;
    if (previous) assertNotLocked(previous, now);
    if (isLive) assertCanResend(previous, now);
    const { code, codeHash } = newCode(codeKey);
    await repo.saveContactVerification(db, {
      userId,
      purpose,
      target,
      codeHash,
      wrongCodeCount: isLive ? previous.wrongCodeCount : 0,
      lockedUntil: previous?.lockedUntil ?? null,
      sendCount: isLive ? previous.sendCount + 1 : 1,
      lastSentAt: now,
      createdAt: isLive ? previous.createdAt : now,
      expiresAt: isLive ? previous.expiresAt : addMs(now, TICKET_TTL_MS),
    });
    return code;
  }

  return {
    issue,

    /** The live pending target (the new address or number), or null. */
    async pendingTarget(userId: string, purpose: ContactPurpose): Promise<string | null> {
      const row = await repo.findLiveContactVerification(db, userId, purpose, clock());
      return row?.target ?? null;
    },

    /** A new code for the pending target: 2013 when nothing is pending. */
    async reissue(userId: string, purpose: ContactPurpose): Promise<{ target: string; code: string }> {
      const row = await repo.findLiveContactVerification(db, userId, purpose, clock());
      if (!row) throw new AppError(ErrorCode.LINK_INVALID);
      return { target: row.target, code: await issue(userId, purpose, row.target) };
    },

    /**
     * Checks the code (for `expectedTarget` when given: a code sent to another number does not bind this one)
     * and uses it up; answers the verified target.
     */
    async redeem(
      userId: string,
      purpose: ContactPurpose,
      code: string,
      expectedTarget?: string,
    ): Promise<string> {
      const now = clock();
      const row = await repo.findContactVerification(db, userId, purpose);
      if (!row) throw new AppError(ErrorCode.LINK_INVALID);
      assertNotLocked(row, now);
      if (row.expiresAt <= now) throw new AppError(ErrorCode.LINK_INVALID);
      const matches =
        isCodeCorrect(codeKey, row, code) && (expectedTarget === undefined || expectedTarget === row.target);
      if (!matches) {
        throw wrongCodeError(await repo.recordWrongContactCode(db, userId, purpose, lockoutEnd(now)));
      }
      if (!(await repo.deleteContactVerification(db, userId, purpose)))
        throw new AppError(ErrorCode.LINK_INVALID);
      return row.target;
    },

    async cancel(userId: string, purpose: ContactPurpose): Promise<void> {
      await repo.deleteContactVerification(db, userId, purpose);
    },
  };
}

export type ContactCodes = ReturnType<typeof createContactCodes>;
