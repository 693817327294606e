/**
 * The Verify API (API.md "Verify API", docs/verify-api.md): one-time codes the caller never sees.
 *
 * A start sends the code as an `otp` message through the sending service's acceptance — the same rules,
 * price, ledger entry, fraud guard and log as any send — with the code masked in the stored text and the real
 * text sealed for the dispatcher alone. The message's group transaction writes the verification with it
 * (start-companion.ts): its place in the number's 10-minute window (a full window refuses the send, charging
 * nothing), the cancellation of the pending verification it replaces and the Idempotency-Key's answer. Checks
 * go to the database in groups too (check-batcher.ts).
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
import type { Logger } from 'pino';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { newMessageId, newVerificationId } from '../../lib/ids.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { FraudGuard } from '../fraud-guard/index.js';
import type { Stamp } from '../send-cache/index.js';
import type { SendCompanion, SendRequest, SendResult } from '../sending/index.js';
import type { TemplateService } from '../templates/index.js';
import { createCodeHasher, maskCode, newCode } from './code.js';
import { createCheckBatcher } from './check-batcher.js';
import * as repo from './repo.js';
import { VerificationStart, WindowFull } from './start-companion.js';

/** Full windows remembered at most (a process refusing very many numbers re-learns rather than grows). */
const MAX_FULL_WINDOWS = 10_000;

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
  extra: { messageIds: string[]; verification: { sealedContent: string; companion: SendCompanion } },
) => Promise<SendResult>;

export interface VerifyServiceDeps {
  db: Database;
  clock: Clock;
  codeHmacKey: string;
  box: SecretBox;
  templates: Pick<TemplateService, 'find' | 'render'>;
  fraudGuard: Pick<FraudGuard, 'recordApproval'>;
  logger?: Pick<Logger, 'warn'>;
}

export function createVerifyService(deps: VerifyServiceDeps) {
  const { db, clock, box, templates } = deps;
  const hasher = createCodeHasher(deps.codeHmacKey);
  const checks = createCheckBatcher({
    db,
    clock,
    maxAttempts: VERIFY_LIMITS.maxAttempts,
    logger: deps.logger,
  });
  /** Numbers whose window was found full, with when its oldest send leaves it (ms); bounded. */
  const fullWindows = new Map<string, number>();

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
      const windowKey = `${accountId}\u0000${input.to.e164}`;
      const freeAt = fullWindows.get(windowKey);
      if (freeAt !== undefined) {
        if (freeAt > now.getTime())
          throw new VerifyRefusal('tooManySends', Math.max(1_000, freeAt - now.getTime()));
        fullWindows.delete(windowKey);
      }
      const id = newVerificationId(now);
      const code = newCode(input.codeLength);
      const texts = await textsOf(accountId, input, code);
      const expiresAt = new Date(now.getTime() + input.ttlSeconds * 1_000);
      const messageId = newMessageId(now);
      const result: VerifyStartResult = {
        verificationId: id,
        to: input.to.e164,
        status: 'pending',
        expiresAt: expiresAt.toISOString(),
        sendCount: repo.SEND_COUNT_SLOT,
        messageId,
      };
      // Written by the message's group transaction, in one statement with the group's other starts.
      const companion = new VerificationStart({
        id,
        accountId,
        to: input.to.e164,
        country: input.to.country,
        prefix: fraudPrefixOf(input.to.e164, input.to.country),
        codeHash: hasher.hashOf(id, code),
        messageId,
        expiresAt,
        createdAt: now,
        idempotency: idempotency && {
          ...idempotency,
          response: JSON.stringify({ code: 0, msg: 'success', data: result }),
        },
      });
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
          { messageIds: [messageId], verification: { sealedContent: box.seal(texts.real), companion } },
        );
      } catch (error) {
        if (!(error instanceof WindowFull)) throw error;
        // Sends only leave a window by growing old: it stays full until then, and starts meanwhile are
        // refused here without a transaction.
        if (fullWindows.size >= MAX_FULL_WINDOWS) fullWindows.clear();
        fullWindows.set(windowKey, now.getTime() + error.retryAfterMs);
        throw new VerifyRefusal('tooManySends', error.retryAfterMs);
      }
      return { ...result, sendCount: companion.sendCount };
    },

    /** `stamps`: the generations of the caller's cached reads, compared before the check is written. */
    async check(
      accountId: string,
      verificationId: string,
      code: string,
      stamps: readonly Stamp[],
    ): Promise<VerifyCheckResult> {
      if (verificationId.length > 64) throw new VerifyRefusal('notFound');
      const outcome = await checks.check({
        accountId,
        id: verificationId,
        candidateHash: hasher.hashOf(verificationId, code),
        stamps,
      });
      if (outcome.kind === 'notFound') throw new VerifyRefusal('notFound');
      const { row } = outcome;
      if (outcome.event === 'verification.approved') deps.fraudGuard.recordApproval(accountId, row.prefix);
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
