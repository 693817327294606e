/**
 * Sign-up in two steps: the form (with a solved captcha) creates a pending sign-up and e-mails a code and a
 * link; the right code creates the user, their own organisation (as its owner) and a session. Nothing about
 * the user exists until the address is proven.
 */
import {
  ErrorCode,
  INVITATION_ID_PREFIX,
  TICKET_TTL_MS,
  maskEmail,
  type InvitationPreview,
  type Locale,
  type ZSignupOtpSchema,
} from '@beacon/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import { addMs, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Captcha } from '../../providers/captcha/captcha.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import type { AuditService } from '../audit/index.js';
import {
  insertMembership,
  insertOrganisation,
  invitations,
  joinByInvitation,
  wireRole,
} from '../orgs/index.js';
import type { SessionService } from '../sessions/index.js';
import { emailExists, insertUser } from '../users/index.js';
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
import { signupCodeEmail } from './emails.js';
import * as repo from './signup-repo.js';

export type SignupInput = z.output<typeof ZSignupOtpSchema>;

export interface SignupServiceDeps {
  db: Database;
  clock: Clock;
  captcha: Captcha;
  mailer: Mailer;
  /** CODE_HMAC_KEY: the key under which codes are stored (code-policy). */
  codeKey: string;
  sessions: SessionService;
  audit: AuditService;
  publicUrl: string;
}

export function createSignupService(deps: SignupServiceDeps) {
  const { db, clock, mailer, codeKey } = deps;

  async function findPending(id: string) {
    const pending = await repo.findLivePendingSignup(db, sha256(id), clock());
    if (!pending) throw new AppError(ErrorCode.LINK_INVALID);
    return pending;
  }

  function sendCode(pending: { email: string; username: string }, id: string, code: string, locale: Locale) {
    const link = `${deps.publicUrl}/signup/${encodeURIComponent(id)}`;
    return mailer.send(
      signupCodeEmail({ to: pending.email, username: pending.username, code, link, locale }),
    );
  }

  /** The pending invitation an `invite` id names (2013 when there is none). */
  async function findInvitation(invite: string) {
    const found = invite.startsWith(INVITATION_ID_PREFIX)
      ? await invitations.findPendingByTokenHash(db, sha256(invite), clock())
      : undefined;
    if (!found) throw new AppError(ErrorCode.LINK_INVALID);
    return found;
  }

  return {
    /** What the invitation page shows before the form: the invited address, organisation and role. */
    async describeInvitation(invite: string): Promise<InvitationPreview> {
      const { invitation, organisationName } = await findInvitation(invite);
      return {
        email: invitation.email,
        organisationName,
        role: wireRole(invitation.role) as 'admin' | 'user',
      };
    },

    async start(input: SignupInput, meta: RequestMeta): Promise<{ id: string }> {
      // The captcha comes first so that probing which addresses are registered costs a proof of work each.
      if (!(await deps.captcha.verify(input.captcha))) throw new AppError(ErrorCode.CAPTCHA_FAILED);
      const invitation = input.invite ? (await findInvitation(input.invite)).invitation : null;
      if (invitation && invitation.email !== input.email) throw new AppError(ErrorCode.INVITE_EMAIL_MISMATCH);
      if (await emailExists(db, input.email)) throw new AppError(ErrorCode.EMAIL_REGISTERED);
      const now = clock();
      await takeEmailQuota(db, input.email, 'signup', now);
      const id = randomToken();
      const { code, codeHash } = newCode(codeKey);
      await repo.insertPendingSignup(db, {
        idHash: sha256(id),
        email: input.email,
        username: input.username,
        passwordHash: await hashPassword(input.password),
        codeHash,
        wrongCodeCount: 0,
        lockedUntil: null,
        sendCount: 1,
        lastSentAt: now,
        createdAt: now,
        expiresAt: addMs(now, TICKET_TTL_MS),
        invitationId: invitation?.id ?? null,
      });
      await sendCode(input, id, code, meta.locale);
      return { id };
    },

    async describe(id: string): Promise<{ email: string }> {
      return { email: maskEmail((await findPending(id)).email) };
    },

    /** A new code; the old one stops working and the link keeps its expiry (10 minutes from the form). */
    async resend(id: string, meta: RequestMeta): Promise<void> {
      const pending = await findPending(id);
      const now = clock();
      assertCanResend(pending, now);
      await takeEmailQuota(db, pending.email, 'signup', now);
      const { code, codeHash } = newCode(codeKey);
      await repo.recordSignupResend(db, pending.idHash, { codeHash, sentAt: now });
      await sendCode(pending, id, code, meta.locale);
    },

    async complete(input: { id: string; code: string }, meta: RequestMeta): Promise<{ token: string }> {
      const pending = await findPending(input.id);
      const now = clock();
      const claim = assertClaimed(
        await repo.claimSignupCodeAttempt(db, pending.idHash, now, lockoutEnd(now)),
      );
      if (!isCodeCorrect(codeKey, pending, input.code)) throw wrongCodeError(claim.heldLock !== null);
      try {
        return await db.transaction(async (tx) => {
          // Using it up first makes a double submit of the same code create one user, not two.
          assertUsed(await repo.usePendingSignup(tx, pending.idHash, now, claim));
          if (await emailExists(tx, pending.email)) throw new AppError(ErrorCode.EMAIL_REGISTERED);
          const user = await insertUser(tx, {
            email: pending.email,
            username: pending.username,
            passwordHash: pending.passwordHash,
            createdAt: now,
          });
          if (pending.invitationId) {
            await joinByInvitation(tx, pending.invitationId, user.id, now);
          } else {
            const organisation = await insertOrganisation(tx, { name: pending.username, createdAt: now });
            await insertMembership(tx, {
              organisationId: organisation.id,
              userId: user.id,
              role: 'owner',
              createdAt: now,
            });
          }
          const token = await deps.sessions.start(tx, user.id, meta);
          await deps.audit.record(
            {
              action: 'signup',
              userId: user.id,
              target: user.email,
              detail: pending.invitationId ? { invitationId: pending.invitationId } : undefined,
            },
            meta,
            tx,
          );
          return { token };
        });
      } catch (error) {
        // Two sign-ups for one address raced and the other one won.
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.EMAIL_REGISTERED);
        throw error;
      }
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
