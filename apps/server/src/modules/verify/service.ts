/**
 * The Verify API (API.md "Verify API", docs/verify-api.md): one-time codes the caller never sees.
 *
 * A start reserves its verification (the 10-minute window counted under a lock), then sends the code as an
 * `otp` message through the sending service's acceptance — the same rules, price, ledger entry, fraud guard
 * and log as any send — with the code masked in the stored text and the real text sealed for the dispatcher
 * alone. A refused send drops the reservation; an accepted one confirms it, cancels the pending verification
 * it replaces and records the Idempotency-Key's answer.
 */
import {
  SMS_MESSAGE_TYPE,
  VERIFY_LIMITS,
  fraudPrefixOf,
  text,
  type Locale,
  type PhoneNumber,
  type VerifyCheckResult,
  type VerifyStartResult,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { newMessageId, newVerificationId } from '../../lib/ids.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { FraudGuard } from '../fraud-guard/index.js';
import type { SendRequest, SendResult } from '../sending/index.js';
import type { TemplateService } from '../templates/index.js';
import { createCodeHasher, maskCode, newCode } from './code.js';
import * as repo from './repo.js';

export interface VerifyStartInput {
  to: PhoneNumber;
  locale: Locale;
  codeLength: number;
  ttlSeconds: number;
  templateId?: string;
  from: string;
}

/** Why a start or check is refused, in the Verify API's terms (its route maps them onto the send API codes). */
export class VerifyRefusal extends Error {
  override name = 'VerifyRefusal';
  constructor(
    readonly kind: 'tooManySends' | 'templateUnusable' | 'notFound',
    readonly retryAfterMs?: number,
  ) {
    super(`verify refused: ${kind}`);
  }
}

/** Sends the otp through the acceptance as the API's caller (the route supplies its caller and retries). */
export type SendOtp = (
  request: SendRequest,
  extra: { messageIds: string[]; verification: { sealedContent: string } },
) => Promise<SendResult>;

export interface VerifyServiceDeps {
  db: Database;
  clock: Clock;
  codeHmacKey: string;
  box: SecretBox;
  templates: Pick<TemplateService, 'find' | 'render'>;
  fraudGuard: Pick<FraudGuard, 'recordApproval'>;
}

export function createVerifyService(deps: VerifyServiceDeps) {
  const { db, clock, box, templates } = deps;
  const hasher = createCodeHasher(deps.codeHmacKey);

  /** The text with the code and with the code masked, and what the acceptance renders it from. */
  async function textsOf(accountId: string, input: VerifyStartInput, code: string) {
    const masked = maskCode(code);
    if (input.templateId === undefined) {
      const minutes = Math.ceil(input.ttlSeconds / 60);
      return {
        real: text(input.locale, 'systemSms', 'verifyCode', { code, minutes }),
        send: { content: text(input.locale, 'systemSms', 'verifyCode', { code: masked, minutes }) },
      };
    }
    const template = await templates.find(accountId, input.templateId);
    if (!template || template.type !== SMS_MESSAGE_TYPE.OTP || !template.content.includes('{code}')) {
      throw new VerifyRefusal('templateUnusable');
    }
    return {
      real: templates.render(template.content, { code }).text,
      // The acceptance renders the template itself (China's rule wants a template), with the code masked.
      send: { templateId: input.templateId, variables: { code: masked } },
    };
  }

  return {
    async start(
      accountId: string,
      input: VerifyStartInput,
      sendOtp: SendOtp,
      idempotency?: { key: string; requestHash: string },
    ): Promise<VerifyStartResult> {
      const now = clock();
      const id = newVerificationId(now);
      const code = newCode(input.codeLength);
      const texts = await textsOf(accountId, input, code);
      const expiresAt = new Date(now.getTime() + input.ttlSeconds * 1_000);
      const reserved = await repo.reserve(
        db,
        {
          id,
          accountId,
          to: input.to.e164,
          country: input.to.country,
          prefix: fraudPrefixOf(input.to.e164, input.to.country),
          codeHash: hasher.hashOf(id, code),
          expiresAt,
          createdAt: now,
        },
        VERIFY_LIMITS.maxSendsPerWindow,
      );
      if (!reserved.ok) throw new VerifyRefusal('tooManySends', reserved.retryAfterMs);
      const messageId = newMessageId(now);
      try {
        await sendOtp(
          {
            type: SMS_MESSAGE_TYPE.OTP,
            from: input.from,
            recipients: [input.to],
            duplicates: [],
            variables: {},
            smartEncoding: false,
            ...texts.send,
          },
          { messageIds: [messageId], verification: { sealedContent: box.seal(texts.real) } },
        );
      } catch (error) {
        await repo.dropReservation(db, { id, accountId, to: input.to.e164 });
        throw error;
      }
      const result: VerifyStartResult = {
        verificationId: id,
        to: input.to.e164,
        status: 'pending',
        expiresAt: expiresAt.toISOString(),
        sendCount: reserved.sendCount,
        messageId,
      };
      await repo.confirmStart(db, {
        id,
        accountId,
        to: input.to.e164,
        messageId,
        at: clock(),
        idempotency: idempotency && {
          ...idempotency,
          response: JSON.stringify({ code: 0, msg: 'success', data: result }),
        },
      });
      return result;
    },

    async check(accountId: string, verificationId: string, code: string): Promise<VerifyCheckResult> {
      if (verificationId.length > 64) throw new VerifyRefusal('notFound');
      const outcome = await repo.checkCode(
        db,
        { accountId, id: verificationId, at: clock(), maxAttempts: VERIFY_LIMITS.maxAttempts },
        (row) => hasher.matches(row.id, code, row.codeHash),
      );
      if (outcome.kind === 'notFound') throw new VerifyRefusal('notFound');
      const { row } = outcome;
      if (outcome.event === 'verification.approved')
        await deps.fraudGuard.recordApproval(accountId, row.prefix);
      return {
        verificationId: row.id,
        status: row.status,
        attemptsLeft: row.status === 'pending' ? Math.max(0, VERIFY_LIMITS.maxAttempts - row.attempts) : 0,
      };
    },

    /** The sweeper's step (workers/verify-expiry.ts). */
    expireDue(limit: number) {
      return repo.expireDue(db, clock(), limit);
    },
  };
}

export type VerifyService = ReturnType<typeof createVerifyService>;
