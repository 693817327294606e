/**
 * One claimed message, from its claim to its outcome: the opt-out check of marketing, rate limits, parts,
 * submit over the carrier of its country, and the outcome handed to the status writer — sent with the
 * carrier ids, queued again (rate limit, transient failure, shutdown), or failed and refunded. Each part's
 * id is handed over as soon as the SMSC accepts it, so a receipt for part 1 can be matched before part 3 is
 * answered.
 */
import { buildSmppParts, type SmppSubmission } from '@beacon/shared/sms/smpp';
import type { Logger } from 'pino';
import type { RoutableCarrier } from '../../carriers/index.js';
import type { Clock } from '../../lib/clock.js';
import { computeBackoffMs } from '../../engine/index.js';
import { messageStatusEvent } from '../webhooks/index.js';
import type { ClaimedMessage } from './claim-repo.js';
import type { DispatchRateLimiter } from './dispatch-limits.js';
import type { RecentSubmissions } from './recent-submissions.js';
import type { StatusWriter } from './status-writer.js';
import { classifySubmitError, type SubmitFailure } from './submit-errors.js';

/** What dispatch needs of the carrier layer (CarrierRouter). */
interface CarrierSelector {
  selectCarrier(country: string): RoutableCarrier;
}

export interface DispatchMessageDeps {
  clock: Clock;
  logger: Logger;
  carriers: CarrierSelector;
  writer: StatusWriter;
  limiter: DispatchRateLimiter;
  /** Where accepted parts' carrier ids are remembered for matching their receipts. */
  recent?: RecentSubmissions;
  maxAttempts: number;
  /** Backoff of transient failures: `min · 2^(attempt−1)`, capped at `max`, with equal jitter. */
  retry: { minMs: number; maxMs: number };
  /** The `validity_period` of every submit (SMS_VALIDITY_HOURS). */
  validitySeconds: number;
  random?: () => number;
}

export interface DispatchContext {
  /** Aborts waiting (bind, window, throttling) at the lease deadline or on shutdown. */
  signal: AbortSignal;
  isShuttingDown: () => boolean;
  /** Per claimed batch: how many messages each limit has already pushed back, to spread them out. */
  deferred: Map<string, number>;
}

export function createMessageDispatch(deps: DispatchMessageDeps) {
  const { clock, logger, writer } = deps;
  const random = deps.random ?? Math.random;

  function statusPayload(message: ClaimedMessage, status: string, errorCode: string | null): string | null {
    if (!message.accountId) return null;
    return JSON.stringify(
      messageStatusEvent({
        id: message.key.id,
        to: message.to,
        status,
        errorCode,
        segments: message.segments,
        costMicros: message.costMicros,
        at: clock(),
      }),
    );
  }

  function fail(
    message: ClaimedMessage,
    failure: Pick<SubmitFailure, 'errorCode' | 'reason'>,
    carrier: string | null = null,
    carrierIds: (string | null)[] | null = null,
  ): void {
    logger.info({ messageId: message.key.id, ...failure }, 'dispatch: message failed');
    writer.failed({
      key: message.key,
      attempt: message.attempt,
      errorCode: failure.errorCode,
      reason: failure.reason,
      carrier,
      carrierIds,
      payload: statusPayload(message, 'failed', failure.errorCode),
    });
  }

  function retryDelayMs(attempt: number): number {
    return computeBackoffMs(attempt - 1, { initialMs: deps.retry.minMs, maxMs: deps.retry.maxMs }, random);
  }

  /** Takes the limits; answers false (and queues the message again) when one of them refuses. */
  async function passesLimits(message: ClaimedMessage, context: DispatchContext): Promise<boolean> {
    if (!message.accountId) return true;
    let waitMs: number;
    try {
      const verdict = await deps.limiter.acquire(
        { accountId: message.accountId, to: message.to },
        message.limits,
      );
      if (verdict.waitMs === 0) return true;
      // The n-th message this batch pushes back behind the same limit waits n/points windows longer, so a
      // burst is spread over the windows to come instead of being claimed again all at once.
      const limit = verdict.limit!;
      const spreadKey = `${limit.kind}|${limit.key}`;
      const before = context.deferred.get(spreadKey) ?? 0;
      context.deferred.set(spreadKey, before + 1);
      waitMs = verdict.waitMs + Math.floor(before / limit.points) * limit.windowMs;
    } catch (error) {
      logger.warn(
        { err: error, messageId: message.key.id },
        'dispatch: rate limiter unavailable, retrying soon',
      );
      waitMs = 1_000;
    }
    writer.requeue({
      key: message.key,
      attempt: message.attempt,
      dueAt: new Date(clock().getTime() + waitMs),
      reason: 'deferred',
      errorCode: null,
    });
    return false;
  }

  return async function dispatchMessage(message: ClaimedMessage, context: DispatchContext): Promise<void> {
    if (message.isOptedOut) {
      fail(message, {
        errorCode: 'OPTED_OUT',
        reason: 'the recipient opted out of marketing from this account after the message was accepted',
      });
      return;
    }
    if (message.attempt > deps.maxAttempts) {
      fail(message, {
        errorCode: 'MAX_ATTEMPTS',
        reason: `no carrier answer after ${deps.maxAttempts} attempts`,
      });
      return;
    }
    if (!(await passesLimits(message, context))) return;

    let submission: SmppSubmission;
    try {
      submission = buildSmppParts(message.content, { reference: concatReference(message.key.id) });
    } catch (error) {
      fail(message, { errorCode: 'INVALID_MESSAGE', reason: (error as Error).message });
      return;
    }
    const partCount = submission.parts.length;
    const ids: (string | null)[] = submission.parts.map(() => null);
    let carrier: RoutableCarrier | null = null;
    try {
      carrier = deps.carriers.selectCarrier(message.country ?? '');
      const carrierName = carrier.name;
      const result = await carrier.submit(
        {
          id: message.key.id,
          from: message.from,
          to: message.to,
          parts: submission.parts,
          dataCoding: submission.dataCoding,
          registeredDelivery: true,
          validitySeconds: deps.validitySeconds,
        },
        {
          signal: context.signal,
          onPartAccepted: (index, carrierMessageId) => {
            ids[index] = carrierMessageId;
            deps.recent?.remember(carrierName, carrierMessageId, message.key);
            const accepted = ids.filter((id) => id !== null).length;
            if (partCount > 1 && accepted < partCount) {
              writer.partIds({
                key: message.key,
                attempt: message.attempt,
                carrier: carrierName,
                carrierIds: [...ids],
              });
            }
          },
        },
      );
      writer.sent({
        key: message.key,
        attempt: message.attempt,
        carrier: carrierName,
        carrierIds: result.carrierMessageIds,
        payload: statusPayload(message, 'sent', null),
      });
    } catch (error) {
      const failure = classifySubmitError(error, context.isShuttingDown());
      if (failure.kind === 'permanent') {
        fail(message, failure, carrier?.name ?? null, ids.some((id) => id !== null) ? ids : null);
      } else if (failure.kind === 'aborted') {
        writer.requeue({
          key: message.key,
          attempt: message.attempt,
          dueAt: clock(),
          reason: 'released',
          errorCode: null,
        });
      } else if (message.attempt >= deps.maxAttempts) {
        fail(message, failure, carrier?.name ?? null, ids.some((id) => id !== null) ? ids : null);
      } else {
        const delayMs = retryDelayMs(message.attempt);
        logger.info(
          { messageId: message.key.id, ...failure, retryInMs: delayMs },
          'dispatch: submit failed, will retry',
        );
        writer.requeue({
          key: message.key,
          attempt: message.attempt,
          dueAt: new Date(clock().getTime() + delayMs),
          reason: 'retry',
          errorCode: failure.errorCode,
        });
      }
    }
  };
}

export type DispatchMessage = ReturnType<typeof createMessageDispatch>;

/** The concatenation reference (0–255) of a message's parts: from its id, so a resubmission reuses it. */
export function concatReference(messageId: string): number {
  let hash = 0;
  for (let i = 0; i < messageId.length; i += 1) hash = (hash * 31 + messageId.charCodeAt(i)) >>> 0;
  return hash % 256;
}
