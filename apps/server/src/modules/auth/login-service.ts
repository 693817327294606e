/**
 * Sign-in: e-mail and password give a ticket and send a code (or, from a trusted browser on its network, a
 * session at once); the ticket and the right code give a session. With an authenticator app the ticket's
 * channel is 'totp': nothing is sent and the code is checked against the user's TOTP secret. Wrong passwords
 * lock the user after 5 in a row for 15 minutes; each attempt is counted before the password is checked, so
 * parallel requests get no more than 5 checks either. An unknown e-mail costs the same hashing time and gets
 * the same answer as a wrong password, so neither reveals which addresses are registered.
 */
import {
  ErrorCode,
  PASSWORD_LOCK_MS,
  TICKET_TTL_MS,
  type LoginOtpResult,
  type OtpDestination,
  type SentOtpChannel,
  type ZLoginOtpSchema,
} from '@beacon/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { LoginTicketRow, UserRow } from '../../db/schema/index.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import { addMs, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import type { AuditService } from '../audit/index.js';
import type { SessionService, TrustedDeviceService } from '../sessions/index.js';
import { findSignInPolicy } from '../orgs/index.js';
import { findUserByEmail } from '../users/index.js';
import { destinationOf, type CodeDelivery, type CodeRecipient } from './code-delivery.js';
import {
  assertCanResend,
  assertClaimed,
  assertUsed,
  isCodeCorrect,
  lockoutEnd,
  newCode,
  wrongCodeError,
} from './code-policy.js';
import { takeEmailQuota } from './email-quota.js';
import * as repo from './login-ticket-repo.js';
import { claimUserAttempt, clearUserAttempts } from './user-attempts-repo.js';
import { organisationPolicyFor } from './organisation-rules.js';
import { assertCanSignIn } from './user-status.js';

export type LoginOtpInput = z.output<typeof ZLoginOtpSchema>;

/**
 * The authenticator-app check sign-in needs: true when the code is right and its time step not used before
 * (the security module's authenticator, given by the composition root).
 */
interface TotpCheck {
  verifyAndUse(user: Pick<UserRow, 'id' | 'totpSecret' | 'totpLastStep'>, code: string): Promise<boolean>;
}

export interface LoginServiceDeps {
  db: Database;
  clock: Clock;
  /** CODE_HMAC_KEY: the key under which codes are stored (code-policy). */
  codeKey: string;
  delivery: CodeDelivery;
  sessions: SessionService;
  trustedDevices: TrustedDeviceService;
  authenticator: TotpCheck;
  audit: AuditService;
}

function newTicketRow(ticket: string, userId: string, now: Date) {
  return {
    ticketHash: sha256(ticket),
    userId,
    wrongCodeCount: 0,
    lockedUntil: null,
    sendCount: 1,
    lastSentAt: now,
    createdAt: now,
    expiresAt: addMs(now, TICKET_TTL_MS),
    usedAt: null,
  };
}

export function createLoginService(deps: LoginServiceDeps) {
  const { db, clock, delivery, audit, codeKey } = deps;

  async function findTicket(ticket: string) {
    const found = await repo.findLiveLoginTicket(db, sha256(ticket), clock());
    if (!found) throw new AppError(ErrorCode.LINK_INVALID);
    return found;
  }

  /**
   * A new code over `channel`; the old one stops working. The ticket keeps its expiry (API.md: 10 minutes),
   * so re-sending cannot stretch one password check into most of an hour.
   */
  async function sendNewCode(
    row: LoginTicketRow,
    user: CodeRecipient,
    channel: SentOtpChannel,
    meta: RequestMeta,
  ): Promise<void> {
    const now = clock();
    assertCanResend(row, now);
    if (channel === 'email') await takeEmailQuota(db, user.email, 'login', now);
    const { code, codeHash } = newCode(codeKey);
    await repo.recordLoginCodeResend(db, row.ticketHash, { codeHash, channel, sentAt: now });
    await delivery.send(channel, user, code, meta.locale);
  }

  return {
    async start(
      input: LoginOtpInput,
      meta: RequestMeta,
      trustedDeviceToken: string | null,
    ): Promise<LoginOtpResult> {
      const user = await findUserByEmail(db, input.email);
      if (!user) {
        await verifyAgainstNothing(input.password);
        await audit.record(
          { action: 'login.failure', target: input.email, detail: { reason: 'unknown_email' } },
          meta,
        );
        throw new AppError(ErrorCode.BAD_CREDENTIALS);
      }
      const now = clock();
      const refuseLocked = async () => {
        await audit.record({ action: 'login.failure', userId: user.id, detail: { reason: 'locked' } }, meta);
        return new AppError(ErrorCode.ACCOUNT_LOCKED);
      };
      // The owner's own trusted browser on its network neither counts towards nor is held by the lock: five
      // wrong passwords from anyone else lock them out (2002) but not the person it protects.
      const deviceId = trustedDeviceToken
        ? await deps.trustedDevices.findTrusted(trustedDeviceToken, user.id, meta.ip)
        : null;
      const claim = deviceId
        ? null
        : await claimUserAttempt(db, 'password', user.id, now, addMs(now, PASSWORD_LOCK_MS));
      if (!deviceId && !claim) throw await refuseLocked();
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        const didLock = claim != null && claim.heldLock !== null;
        const action = didLock ? 'login.lockout' : 'login.failure';
        await audit.record({ action, userId: user.id, detail: { reason: 'password' } }, meta);
        throw new AppError(didLock ? ErrorCode.ACCOUNT_LOCKED : ErrorCode.BAD_CREDENTIALS);
      }
      if (claim && !(await clearUserAttempts(db, 'password', user.id, now, claim)))
        throw await refuseLocked();
      assertCanSignIn(user.status);
      const policy = await organisationPolicyFor(deps, user.id, 'password', meta);

      // An organisation that requires two-factor wants a code at every sign-in: its members' trusted browsers
      // still get past the password lock, but not past the code.
      if (deviceId && !policy.requireTwoFactor) {
        const token = await deps.sessions.start(db, user.id, meta, deviceId);
        await audit.record(
          { action: 'login.success', userId: user.id, detail: { factor: 'trusted_device' } },
          meta,
        );
        return { step: 'done', token };
      }

      const ticket = randomToken();
      if (user.twoFactor === 'totp' && user.totpSecret) {
        // The code comes from the user's authenticator app: nothing to send, and no code of ours to match.
        await repo.insertLoginTicket(db, {
          ...newTicketRow(ticket, user.id, now),
          codeHash: sha256(randomToken()),
          channel: 'totp',
        });
        return { step: 'otp', token: ticket, channel: 'totp' };
      }
      const { code, codeHash } = newCode(codeKey);
      const channel = user.twoFactor === 'sms' && delivery.canText(user) ? 'sms' : 'email';
      if (channel === 'email') await takeEmailQuota(db, user.email, 'login', now);
      await repo.insertLoginTicket(db, { ...newTicketRow(ticket, user.id, now), codeHash, channel });
      await delivery.send(channel, user, code, meta.locale);
      return { step: 'otp', token: ticket, ...destinationOf(channel, user) };
    },

    async describe(ticket: string): Promise<OtpDestination> {
      const { ticket: row, user } = await findTicket(ticket);
      return destinationOf(row.channel, user);
    },

    /** A new code over the ticket's channel; the old one stops working. */
    async resend(ticket: string, meta: RequestMeta): Promise<void> {
      const { ticket: row, user } = await findTicket(ticket);
      // An authenticator computes its codes; there is nothing to send again.
      if (row.channel === 'totp') throw new AppError(ErrorCode.NOT_ALLOWED);
      await sendNewCode(row, user, row.channel, meta);
    },

    /**
     * Switches the ticket to SMS: 1006 while the user has no bound phone (or no SMS sender is set up), and for
     * an authenticator sign-in, which must not fall back to a weaker factor.
     */
    async sendBySms(ticket: string, meta: RequestMeta): Promise<OtpDestination> {
      const { ticket: row, user } = await findTicket(ticket);
      if (row.channel === 'totp' || !delivery.canText(user)) throw new AppError(ErrorCode.NOT_ALLOWED);
      await sendNewCode(row, user, 'sms', meta);
      return destinationOf('sms', user);
    },

    async complete(
      input: { token: string; code: string; remember: boolean },
      meta: RequestMeta,
    ): Promise<{ token: string; trustedDeviceToken: string | null }> {
      const { ticket: row, user } = await findTicket(input.token);
      const now = clock();
      const claim = assertClaimed(await repo.claimLoginCodeAttempt(db, row.ticketHash, now, lockoutEnd(now)));
      const isCorrect =
        row.channel === 'totp'
          ? await deps.authenticator.verifyAndUse(user, input.code)
          : isCodeCorrect(codeKey, row, input.code);
      if (!isCorrect) {
        await audit.record({ action: 'login.failure', userId: user.id, detail: { reason: 'code' } }, meta);
        throw wrongCodeError(claim.heldLock !== null);
      }
      assertCanSignIn(user.status);
      // Not remembered where the organisation requires a code at every sign-in: the cookie would do nothing.
      const remember = input.remember && !(await findSignInPolicy(db, user.id)).requireTwoFactor;
      return db.transaction(async (tx) => {
        assertUsed(await repo.useLoginTicket(tx, row.ticketHash, now, claim));
        const device = remember ? await deps.trustedDevices.trust(tx, user.id, meta) : null;
        const token = await deps.sessions.start(tx, user.id, meta, device?.id ?? null);
        const trustedDeviceToken = device?.token ?? null;
        await audit.record(
          {
            action: 'login.success',
            userId: user.id,
            detail: { factor: row.channel, remember },
          },
          meta,
          tx,
        );
        return { token, trustedDeviceToken };
      });
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
