/**
 * Acceptance of a send, one service for the console and the public API (docs/messaging-engine.md). The rules
 * run in the design's order, as the named list of accept-rules.ts — content or template, disallowed
 * countries, China, opt-outs, trial, price, daily limit, per-second rate — and a refusal names every problem
 * they find, the first deciding the answer's code. Then the send goes to the acceptor as data (a `SendJob`): its group writer writes the debit, the
 * batch, the messages, the ledger row and the idempotency record of many sends in one transaction, checking
 * the balance and the daily limits again under the account lock, so concurrent sends cannot pass them together.
 */
import { SMS_MESSAGE_TYPE, formatMicros } from '@beacon/shared';
import type { Clock } from '../../lib/clock.js';
import { newBatchId, newMessageId } from '../../lib/ids.js';
import type { Acceptor } from './acceptor.js';
import type { SendJob } from './group-writer.js';
import { IDEMPOTENCY_TTL_MS } from './idempotency.js';
import { newAcceptDraft, runAcceptRules, textOf, type AcceptRuleDeps } from './accept-rules.js';
import type { MessageText } from './message-texts.js';
import * as repo from './repo.js';
import type { SendContext, SendRequest, SendResult } from './types.js';
import { countAccepted } from '../../metrics/engine-metrics.js';

export interface SendingServiceDeps extends AcceptRuleDeps {
  clock: Clock;
  acceptor: Acceptor<SendJob, SendResult>;
}

export { IdempotencyRaceError } from './group-writer.js';

const sameText = (a: MessageText, b: MessageText) =>
  a.text === b.text && a.encoding === b.encoding && a.segments === b.segments;

export function createSendingService(deps: SendingServiceDeps) {
  const { db, clock, acceptor } = deps;

  return {
    async accept(ctx: SendContext, request: SendRequest): Promise<SendResult> {
      const now = clock();
      const draft = newAcceptDraft(ctx, request, now);
      await runAcceptRules(draft, deps);
      const { account } = ctx;
      const { texts, recipients, dropped, caps, dayStart, prices } = draft;

      const scheduled = request.sendAt !== undefined && request.sendAt.getTime() > now.getTime();
      const status = scheduled ? ('scheduled' as const) : ('queued' as const);
      const batchId = newBatchId(now);
      const ids =
        ctx.messageIds?.length === recipients.length
          ? [...ctx.messageIds]
          : recipients.map(() => newMessageId(now));
      const messageTexts = recipients.map((r) => textOf(draft, r.e164));
      // Each message pays for its own segments: personalised texts of one send can differ in length. The
      // price × segments and its text are worked out once per distinct pair (10,000 recipients share a few).
      const costOf = new Map<string, { micros: bigint; text: string }>();
      const costs = recipients.map((r, i) => {
        const key = `${r.country}:${messageTexts[i]!.segments}`;
        let cost = costOf.get(key);
        if (!cost) {
          const micros = prices.get(r.country)! * BigInt(messageTexts[i]!.segments);
          cost = { micros, text: formatMicros(micros) };
          costOf.set(key, cost);
        }
        return cost;
      });
      let totalMicros = 0n;
      for (const cost of costs) totalMicros += cost.micros;
      const result: Omit<SendResult, 'balance'> = {
        batchId,
        messages: recipients.map((r, i) => ({
          messageId: ids[i]!,
          to: r.e164,
          country: r.country,
          encoding: messageTexts[i]!.encoding,
          segments: messageTexts[i]!.segments,
          cost: costs[i]!.text,
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
          contentSealed: ctx.verification?.sealedContent,
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
          costs: costs.map((cost) => cost.micros),
        },
        result,
        idempotency: ctx.idempotency,
        stamps: ctx.stamps ?? [],
        companion: ctx.verification?.companion,
      });
      countAccepted(accepted.messages);
      if (request.type === SMS_MESSAGE_TYPE.OTP) {
        await deps.fraudGuard.record(account.id, recipients, ctx.verification ? 'verification' : 'otp');
      }
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
