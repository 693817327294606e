/**
 * The security half of the user centre: password change, phone binding, the two-factor channel and the
 * authenticator app. Anything that weakens the account (unbinding the phone, turning the authenticator off)
 * asks for proof first, and a wrong password here counts toward the same lockout as at sign-in.
 */
import {
  ATTEMPTS_LOCKOUT_MS,
  ErrorCode,
  PASSWORD_LOCK_MS,
  type BoundPhone,
  type PasswordChanged,
  type Revoked,
  type TChangePasswordInput,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../../db/schema/index.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import { addMs, type Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import type { SmsCodeSender } from '../../providers/sms/sms-code-sender.js';
import type { AuditService } from '../audit/index.js';
import type { ContactCodes } from '../contact-codes/index.js';
import type { AuthContext, SessionService, TrustedDeviceService } from '../sessions/index.js';
import { claimUserAttempt, clearUserAttempts } from '../auth/index.js';
import { findUserById, updatePasswordHash } from '../users/index.js';
import type { Authenticator } from './authenticator.js';
import { passwordChangedNotice, phoneBindingSms } from './notices.js';
import * as repo from './repo.js';

export interface SecurityServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sms: SmsCodeSender | undefined;
  sessions: SessionService;
  trustedDevices: TrustedDeviceService;
  authenticator: Authenticator;
  contactCodes: ContactCodes;
  audit: AuditService;
}

export function createSecurityService(deps: SecurityServiceDeps) {
  const { db, clock, audit, authenticator } = deps;

  async function getUser(userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError(ErrorCode.TOKEN_INVALID);
    return user;
  }

  /**
   * 2012 for a wrong password (2002 once the fifth in a row locks the user, as at sign-in). The attempt is
   * counted before the slow check, so parallel guesses cannot all slip past the lock.
   */
  async function assertPassword(user: UserRow, password: string): Promise<void> {
    const now = clock();
    const claim = await claimUserAttempt(db, 'password', user.id, now, addMs(now, PASSWORD_LOCK_MS));
    if (!claim) throw new AppError(ErrorCode.ACCOUNT_LOCKED);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError(claim.heldLock ? ErrorCode.ACCOUNT_LOCKED : ErrorCode.OLD_PASSWORD_INCORRECT);
    }
    if (!(await clearUserAttempts(db, 'password', user.id, now, claim)))
      throw new AppError(ErrorCode.ACCOUNT_LOCKED);
  }

  /** Runs an authenticator check under its own lockout: 2007 when wrong, 1007 from the fifth in a row. */
  async function withTotpAttempt(user: UserRow, check: () => Promise<boolean>): Promise<void> {
    const now = clock();
    const claim = await claimUserAttempt(db, 'totp', user.id, now, addMs(now, ATTEMPTS_LOCKOUT_MS));
    if (!claim) throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS);
    if (!(await check())) {
      throw new AppError(claim.heldLock ? ErrorCode.TOO_MANY_ATTEMPTS : ErrorCode.CODE_INCORRECT);
    }
    if (!(await clearUserAttempts(db, 'totp', user.id, now, claim)))
      throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS);
  }

  return {
    /**
     * Changes the password and signs out everywhere else: every other session and every trusted browser is
     * revoked; this session goes on. The user is told by e-mail.
     */
    async changePassword(
      auth: AuthContext,
      input: Pick<TChangePasswordInput, 'oldPassword' | 'newPassword'>,
      meta: RequestMeta,
    ): Promise<PasswordChanged> {
      const user = await getUser(auth.userId);
      await assertPassword(user, input.oldPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const revokedSessions = await db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash, clock());
        const revoked = await deps.sessions.endOthersOfUser(tx, user.id, auth.sessionId);
        await deps.trustedDevices.revokeAllOfUser(tx, user.id);
        await audit.record(
          { action: 'password.change', userId: user.id, detail: { revokedSessions: revoked } },
          meta,
          tx,
        );
        return revoked;
      });
      await deps.mailer.send(passwordChangedNotice({ to: user.email, locale: meta.locale }));
      return { revokedSessions };
    },

    /** Texts a code to the number to bind; 1006 while no SMS sender is set up. */
    async sendPhoneCode(userId: string, phone: string, meta: RequestMeta): Promise<void> {
      if (!deps.sms) throw new AppError(ErrorCode.NOT_ALLOWED);
      const code = await deps.contactCodes.issue(userId, 'phone', phone);
      await deps.sms.sendCode({ to: phone, text: phoneBindingSms({ code, locale: meta.locale }) });
    },

    /** Binds the number the code was sent to (it replaces a number bound before). */
    async bindPhone(userId: string, phone: string, code: string, meta: RequestMeta): Promise<BoundPhone> {
      await deps.contactCodes.redeem(userId, 'phone', code, phone);
      await repo.setPhone(db, userId, phone);
      await audit.record({ action: 'phone.bind', userId, target: phone }, meta);
      return { phone };
    },

    /** Unbinds the phone after the password; SMS sign-in codes fall back to e-mail. */
    async unbindPhone(userId: string, password: string, meta: RequestMeta): Promise<void> {
      const user = await getUser(userId);
      await assertPassword(user, password);
      if (!user.phone) return;
      await repo.clearPhone(db, userId);
      await audit.record({ action: 'phone.unbind', userId, target: user.phone }, meta);
    },

    /**
     * E-mail or SMS codes at sign-in. SMS needs a bound phone and an SMS sender (1006); leaving the
     * authenticator goes through `disableTotp`, which asks for proof (1006 here).
     */
    async setTwoFactor(userId: string, channel: 'email' | 'sms', meta: RequestMeta): Promise<void> {
      const user = await getUser(userId);
      if (user.twoFactor === 'totp') throw new AppError(ErrorCode.NOT_ALLOWED);
      if (channel === 'sms' && (!user.phone || !deps.sms)) throw new AppError(ErrorCode.NOT_ALLOWED);
      await repo.setTwoFactor(db, userId, channel);
      await audit.record({ action: 'two_factor.update', userId, detail: { channel } }, meta);
    },

    /** A secret to scan (shown this once); 1006 while the authenticator is already on. */
    async beginTotp(userId: string) {
      const user = await getUser(userId);
      if (user.twoFactor === 'totp') throw new AppError(ErrorCode.NOT_ALLOWED);
      return authenticator.beginSetup(user);
    },

    /** Turns the authenticator on with a code from it; 2013 when there is no set-up or it expired. */
    async enableTotp(userId: string, code: string, meta: RequestMeta): Promise<void> {
      const user = await getUser(userId);
      if (user.twoFactor === 'totp') throw new AppError(ErrorCode.NOT_ALLOWED);
      if (!authenticator.hasLiveSetup(user)) throw new AppError(ErrorCode.LINK_INVALID);
      await withTotpAttempt(user, () => authenticator.confirmSetup(user, code));
      await audit.record({ action: 'totp.enable', userId }, meta);
    },

    /** Turns the authenticator off with one of its codes or the password; codes go back to e-mail. */
    async disableTotp(
      userId: string,
      proof: { code?: string | undefined; password?: string | undefined },
      meta: RequestMeta,
    ): Promise<void> {
      const user = await getUser(userId);
      if (user.twoFactor !== 'totp') throw new AppError(ErrorCode.NOT_ALLOWED);
      if (proof.code !== undefined) {
        const code = proof.code;
        await withTotpAttempt(user, () => authenticator.verifyAndUse(user, code));
      } else {
        await assertPassword(user, proof.password ?? '');
      }
      await repo.deactivateTotp(db, userId);
      await audit.record(
        { action: 'totp.disable', userId, detail: { proof: proof.code ? 'code' : 'password' } },
        meta,
      );
    },

    async revokeSession(auth: AuthContext, id: string, meta: RequestMeta): Promise<void> {
      await deps.sessions.revoke(auth, id);
      await audit.record({ action: 'session.revoke', userId: auth.userId, target: id }, meta);
    },

    async revokeOtherSessions(auth: AuthContext, meta: RequestMeta): Promise<Revoked> {
      const revoked = await deps.sessions.endOthersOfUser(db, auth.userId, auth.sessionId);
      await audit.record(
        { action: 'session.revoke', userId: auth.userId, detail: { others: revoked } },
        meta,
      );
      return { revoked };
    },

    async revokeDevice(auth: AuthContext, id: string, meta: RequestMeta): Promise<void> {
      await deps.trustedDevices.revoke(auth.userId, id);
      await audit.record({ action: 'device.revoke', userId: auth.userId, target: id }, meta);
    },

    async revokeOtherDevices(auth: AuthContext, meta: RequestMeta): Promise<Revoked> {
      const revoked = await deps.trustedDevices.revokeOthers(auth.userId, auth.trustedDeviceId);
      await audit.record({ action: 'device.revoke', userId: auth.userId, detail: { others: revoked } }, meta);
      return { revoked };
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
