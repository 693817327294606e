/**
 * Password reset by e-mailed link. Asking for a link answers the same whether or not the address is
 * registered, 1007 included; using one sets the new password (the shared policy was checked by the route's
 * schema) and revokes every session and trusted browser of the user, since whoever knew the old password is
 * now out.
 */
import { ErrorCode, RESEND_INTERVAL_MS, RESET_LINK_TTL_MS, maskEmail } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import { addMs, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import type { AuditService } from '../audit/index.js';
import type { SessionService, TrustedDeviceService } from '../sessions/index.js';
import { findUserByEmail, updatePasswordHash } from '../users/index.js';
import { takeEmailQuota } from './email-quota.js';
import { passwordResetEmail } from './emails.js';
import * as repo from './password-repo.js';

export interface PasswordServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sessions: SessionService;
  trustedDevices: TrustedDeviceService;
  audit: AuditService;
  publicUrl: string;
}

export function createPasswordService(deps: PasswordServiceDeps) {
  const { db, clock } = deps;

  async function findReset(token: string) {
    const reset = await repo.findLiveReset(db, sha256(token), clock());
    if (!reset) throw new AppError(ErrorCode.LINK_INVALID);
    return reset;
  }

  return {
    /**
     * E-mails a reset link when the address belongs to a user who may sign in; silent otherwise. Every request
     * counts toward the address's 1007 limit, registered or not, so that answer reveals nothing either.
     */
    async requestLink(email: string, meta: RequestMeta): Promise<void> {
      const now = clock();
      await takeEmailQuota(db, email, 'password_reset', now);
      const user = await findUserByEmail(db, email);
      if (!user || user.status === 'disabled') return;
      // At most one e-mail a minute per user, so the form cannot be used to flood someone's inbox.
      const latest = await repo.findLatestResetOfUser(db, user.id);
      if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_INTERVAL_MS) return;
      const token = randomToken();
      await repo.insertPasswordReset(db, {
        tokenHash: sha256(token),
        userId: user.id,
        createdAt: now,
        expiresAt: addMs(now, RESET_LINK_TTL_MS),
        usedAt: null,
      });
      const link = `${deps.publicUrl}/findPassword/${encodeURIComponent(token)}`;
      await deps.mailer.send(passwordResetEmail({ to: user.email, link, locale: meta.locale }));
      await deps.audit.record({ action: 'password.reset_requested', userId: user.id }, meta);
    },

    async describe(token: string): Promise<{ email: string }> {
      return { email: maskEmail((await findReset(token)).email) };
    },

    async reset(input: { token: string; password: string }, meta: RequestMeta): Promise<void> {
      const reset = await findReset(input.token);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const now = clock();
        if (!(await repo.useResetsOfUser(tx, reset.tokenHash, reset.userId, now))) {
          throw new AppError(ErrorCode.LINK_INVALID);
        }
        await updatePasswordHash(tx, reset.userId, passwordHash, clock());
        const revokedSessions = await deps.sessions.endAllOfUser(tx, reset.userId);
        await deps.trustedDevices.revokeAllOfUser(tx, reset.userId);
        await deps.audit.record(
          { action: 'password.reset', userId: reset.userId, detail: { revokedSessions } },
          meta,
          tx,
        );
      });
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
