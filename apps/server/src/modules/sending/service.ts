/**
 * Acceptance of a send, one service for the console and the public API (docs/messaging-engine.md). The rules
 * run in the design's order — content or template, disallowed countries, China, opt-outs, trial, price,
 * daily limit, per-second rate — and the first that fails decides the answer. Then the send goes to the
 * acceptor as data (a `SendJob`): its group writer writes the debit, the batch, the messages, the ledger row
 * and the idempotency record of many sends in one transaction, checking the balance and the daily limits again
 * under the account lock, so concurrent sends cannot pass them together.
 */
import {
  MAX_SCHEDULE_AHEAD_MS,
  SMS_MESSAGE_TYPE,
  VERIFICATION_STATUS,
  formatMicros,
  hasChinaSignature,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { newBatchId, newMessageId } from '../../lib/ids.js';
import type { OptOutService } from '../opt-outs/index.js';
import type { PricingService } from '../pricing/index.js';
import type { TemplateService } from '../templates/index.js';
import type { Acceptor } from './acceptor.js';
import { capExceeded, startOfUtcDay, type DailyCap } from './daily-caps.js';
import type { SendJob } from './group-writer.js';
import { IDEMPOTENCY_TTL_MS } from './idempotency.js';
import { composeMessageTexts, type MessageText } from './message-texts.js';
import { reject } from './rejection.js';
import * as repo from './repo.js';
import type { SendRateLimiter } from './send-rate-limiter.js';
import type { DroppedRecipient, SendContext, SendRequest, SendResult } from './types.js';
import { countAccepted } from '../../metrics/engine-metrics.js';

export interface SendingServiceDeps {
  db: Database;
  clock: Clock;
  acceptor: Acceptor<SendJob, SendResult>;
  rateLimiter: SendRateLimiter;
  pricing: PricingService;
  templates: TemplateService;
  optOuts: OptOutService;
  trialDailyLimit: number;
}

export { IdempotencyRaceError } from './group-writer.js';

const sameText = (a: MessageText, b: MessageText) =>
  a.text === b.text && a.encoding === b.encoding && a.segments === b.segments;

export function createSendingService(deps: SendingServiceDeps) {
  const { db, clock, acceptor, rateLimiter, pricing, templates, optOuts } = deps;

  /** What the messages are rendered from: the approved template, or the content as typed. */
  async function sourceOf(
    ctx: SendContext,
    request: SendRequest,
  ): Promise<{ source: string; fromTemplate: boolean }> {
    if (request.templateId === undefined) return { source: request.content ?? '', fromTemplate: false };
    const template = await templates.find(ctx.account.id, request.templateId);
    if (!template) reject({ kind: 'templateUnavailable' });
    return { source: template.content, fromTemplate: true };
  }

  /** The daily caps that apply (trial and the account's own), tightest first. */
  function dailyCapsOf(ctx: SendContext): DailyCap[] {
    const caps: DailyCap[] = [];
    if (ctx.account.verificationStatus !== VERIFICATION_STATUS.VERIFIED) {
      caps.push({ limit: deps.trialDailyLimit, kind: 'trialDailyLimit' });
    }
    if (ctx.account.settings.dailyLimit > 0)
      caps.push({ limit: ctx.account.settings.dailyLimit, kind: 'dailyLimit' });
    return caps;
  }

  return {
    async accept(ctx: SendContext, request: SendRequest): Promise<SendResult> {
      const now = clock();
      const { account } = ctx;
      const { settings } = account;
      if (request.sendAt && request.sendAt.getTime() - now.getTime() > MAX_SCHEDULE_AHEAD_MS) {
        reject({ kind: 'fieldInvalid', field: 'sendAt', key: 'sendAtInvalid' });
      }

      const { source, fromTemplate } = await sourceOf(ctx, request);
      const texts = composeMessageTexts({
        source,
        fromTemplate,
        recipients: request.recipients.map((r) => r.e164),
        variables: request.variables,
        recipientVariables: request.recipientVariables,
        smartEncoding: request.smartEncoding,
        render: (content, values) => templates.render(content, values),
      });
      const textOf = (to: string) => texts.own.get(to) ?? texts.common;

      const disallowed = new Set(settings.disallowedCountries);
      const blocked = request.recipients.filter((r) => disallowed.has(r.country)).map((r) => r.e164);
      if (blocked.length > 0) reject({ kind: 'countryDisallowed', numbers: blocked });

      if (
        request.recipients.some(
          (r) => r.country === 'CN' && !(fromTemplate && hasChinaSignature(textOf(r.e164).text)),
        )
      ) {
        reject({ kind: 'chinaRule' });
      }

      const dropped: DroppedRecipient[] = request.duplicates.map((to) => ({ to, reason: 'duplicate' }));
      let recipients = request.recipients;
      if (request.type === SMS_MESSAGE_TYPE.MARKETING) {
        const optedOut = await optOuts.optedOut(
          account.id,
          recipients.map((r) => r.e164),
        );
        if (optedOut.size > 0) {
          recipients = recipients.filter((r) => !optedOut.has(r.e164));
          for (const phone of optedOut) dropped.push({ to: phone, reason: 'optedOut' });
        }
      }

      const isTrial = account.verificationStatus !== VERIFICATION_STATUS.VERIFIED;
      if (isTrial) {
        const strangers = recipients.filter((r) => r.e164 !== account.ownerPhone).map((r) => r.e164);
        if (strangers.length > 0) reject({ kind: 'trialRecipient', numbers: strangers });
      }
      const caps = dailyCapsOf(ctx);
      const dayStart = startOfUtcDay(now);
      const sentToday =
        caps.length > 0 && recipients.length > 0
          ? await repo.countMessagesSince(db, account.id, dayStart)
          : 0;
      const trialCaps = caps.filter((c) => c.kind === 'trialDailyLimit');
      const trialRefusal = capExceeded(trialCaps, sentToday, recipients.length, now);
      if (trialRefusal) throw trialRefusal;

      const countries = [...new Set(recipients.map((r) => r.country))];
      const prices = await pricing.quote(account.currency, countries);
      const unpriced = countries.filter((c) => !prices.has(c));
      if (unpriced.length > 0) reject({ kind: 'noPricing', countries: unpriced });

      const limitRefusal = capExceeded(
        caps.filter((c) => c.kind === 'dailyLimit'),
        sentToday,
        recipients.length,
        now,
      );
      if (limitRefusal) throw limitRefusal;

      const waitMs = await rateLimiter.take(account.id, settings.perSecondRate);
      if (waitMs > 0) reject({ kind: 'rateLimited', retryAfterMs: waitMs });

      const scheduled = request.sendAt !== undefined && request.sendAt.getTime() > now.getTime();
      const status = scheduled ? ('scheduled' as const) : ('queued' as const);
      const batchId = newBatchId(now);
      const ids = recipients.map(() => newMessageId(now));
      const messageTexts = recipients.map((r) => textOf(r.e164));
      // Each message pays for its own segments: personalised texts of one send can differ in length.
      const costs = recipients.map((r, i) => prices.get(r.country)! * BigInt(messageTexts[i]!.segments));
      const totalMicros = costs.reduce((sum, cost) => sum + cost, 0n);
      const result: Omit<SendResult, 'balance'> = {
        batchId,
        messages: recipients.map((r, i) => ({
          messageId: ids[i]!,
          to: r.e164,
          country: r.country,
          encoding: messageTexts[i]!.encoding,
          segments: messageTexts[i]!.segments,
          cost: formatMicros(costs[i]!),
          status,
        })),
        cost: formatMicros(totalMicros),
        currency: account.currency,
        dropped,
      };

      // The group writer (group-writer.ts) debits, re-checks the daily caps under the account lock and writes.
      const accepted = await acceptor.submit({
        accountId: account.id,
        messageCount: recipients.length,
        at: now,
        totalMicros,
        caps,
        dayStart,
        batch: {
          id: batchId,
          accountId: account.id,
          source: ctx.source,
          type: request.type,
          costMicros: totalMicros,
          currency: account.currency,
          createdBy: ctx.createdBy,
          createdAt: now,
        },
        messages: {
          batchId,
          accountId: account.id,
          source: ctx.source,
          type: request.type,
          from: request.from,
          content: texts.common.text,
          encoding: texts.common.encoding,
          segments: texts.common.segments,
          texts:
            texts.own.size > 0
              ? messageTexts.map((text) => (sameText(text, texts.common) ? null : text))
              : undefined,
          currency: account.currency,
          status,
          sendAt: scheduled ? request.sendAt! : null,
          dueAt: scheduled ? request.sendAt! : now,
          createdAt: now,
          ids,
          to: recipients.map((r) => r.e164),
          countries: recipients.map((r) => r.country),
          costs,
        },
        result,
        idempotency: ctx.idempotency,
      });
      countAccepted(accepted.messages);
      return accepted;
    },

    /** The first answer given under an Idempotency-Key within 24 hours, if any. */
    findIdempotent(accountId: string, key: string) {
      return repo.findIdempotencyRecord(db, accountId, key, new Date(clock().getTime() - IDEMPOTENCY_TTL_MS));
    },

    /** `GET /api/v1/sms/messages/{id}`: a message of the account, or undefined. */
    findMessage(accountId: string, messageId: string) {
      return messageId.length <= 64
        ? repo.findMessageOfAccount(db, accountId, messageId)
        : Promise.resolve(undefined);
    },
  };
}

export type SendingService = ReturnType<typeof createSendingService>;
