/**
 * One claimed message, from its claim to its outcome: the opt-out check of marketing, rate limits, parts,
 * submit over the carriers of its country's route — one at a time, the next only after the previous one
 * failed with nothing of the message left with it (docs/routing.md, "Failover") — and the outcome handed to
 * the status writer: sent with the carrier, its ids and its cost, queued again (rate limit, transient
 * failure on every carrier, shutdown), or failed and refunded. Each part's id is handed over as soon as the
 * SMSC accepts it, so a receipt for part 1 can be matched before part 3 is answered.
 */
import { buildSmppParts, type SmppSubmission } from '@beacon/shared/sms/smpp';
import type { Logger } from 'pino';
import type { RouteChoice } from '../../carriers/index.js';
import type { Clock } from '../../lib/clock.js';
import { computeBackoffMs } from '../../engine/index.js';
import { messageStatusEvent } from '../webhooks/index.js';
import type { ClaimedMessage } from './claim-repo.js';
import type { DispatchRateLimiter } from './dispatch-limits.js';
import type { RecentSubmissions } from './recent-submissions.js';
import type { StatusWriter } from './status-writer.js';
import { classifySubmitError, type SubmitFailure } from './submit-errors.js';

/** What dispatch needs of the carrier layer (CarrierRouter.choose). */
interface CarrierChooser {
  choose(country: string, tried: ReadonlySet<string>, pinned: string | null): RouteChoice | null;
}

/** How each submit went: the carriers' measured quality (the routing module's recorder) and the metrics. */
export interface SubmitObserver {
  /** `seconds`: from handing the message to the bind to the last answer (bind and window waits included). */
  submitted(carrier: string, country: string, outcome: 'accepted' | 'failed' | 'lost', seconds: number): void;
  /** A message left `carrier` for the next one of its route. */
  movedOn(carrier: string, country: string): void;
}

/** What each carrier charges us per segment, in the message's currency (USD for platform messages). */
interface CarrierCosts {
  perSegment(carrier: string, country: string, currency: string | null): bigint | null;
}

export interface DispatchMessageDeps {
  clock: Clock;
  logger: Logger;
  carriers: CarrierChooser;
  costs?: CarrierCosts;
  observer?: SubmitObserver;
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
    logger.info(
      { messageId: message.key.id, errorCode: failure.errorCode, reason: failure.reason },
      'dispatch: message failed',
    );
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
    const country = message.country ?? '';
    const tried = new Set<string>();
    const movedFrom: { carrier: string; errorCode: string }[] = [];
    let last: { carrier: string; failure: SubmitFailure } | null = null;
    for (;;) {
      let choice: RouteChoice | null;
      try {
        choice = deps.carriers.choose(country, tried, message.pinnedCarrier);
      } catch (error) {
        fail(message, classifySubmitError(error, context.isShuttingDown()));
        return;
      }
      if (!choice) break;
      if (last) {
        deps.observer?.movedOn(last.carrier, country);
        logger.info(
          {
            messageId: message.key.id,
            from: last.carrier,
            to: choice.carrier.name,
            errorCode: last.failure.errorCode,
            reason: last.failure.reason,
          },
          last.failure.isAnswerLost
            ? 'dispatch: answer lost with the bind; the message moves on and may reach two carriers'
            : 'dispatch: submit failed; the message moves to the next carrier of its route',
        );
      }
      const outcome = await submitTo(message, submission, choice, context, movedFrom);
      if (outcome === 'done') return;
      last = { carrier: choice.carrier.name, failure: outcome };
      tried.add(last.carrier);
      movedFrom.push({ carrier: last.carrier, errorCode: outcome.errorCode });
    }
    // Every carrier of the route failed it this time (the router answers null only after a failover).
    if (last) retryLater(message, last.failure, last.carrier);
  };

  /**
   * One carrier's try: 'done' when the message reached an outcome (sent, failed, or queued again), else the
   * failure that lets it move to the next carrier of its route.
   */
  async function submitTo(
    message: ClaimedMessage,
    submission: SmppSubmission,
    choice: RouteChoice,
    context: DispatchContext,
    movedFrom: readonly { carrier: string; errorCode: string }[],
  ): Promise<'done' | SubmitFailure> {
    const carrierName = choice.carrier.name;
    const country = message.country ?? '';
    const partCount = submission.parts.length;
    const ids: (string | null)[] = submission.parts.map(() => null);
    const startedAt = performance.now();
    const secondsTaken = () => (performance.now() - startedAt) / 1_000;
    try {
      const result = await choice.carrier.submit(
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
          canFailOver: choice.canFailOver,
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
      choice.settle('accepted');
      deps.observer?.submitted(carrierName, country, 'accepted', secondsTaken());
      writer.sent({
        key: message.key,
        attempt: message.attempt,
        carrier: carrierName,
        carrierIds: result.carrierMessageIds,
        costMicros: deps.costs?.perSegment(carrierName, country, message.currency) ?? null,
        movedFrom: movedFrom.length > 0 ? [...movedFrom] : null,
        payload: statusPayload(message, 'sent', null),
      });
      return 'done';
    } catch (error) {
      const failure = classifySubmitError(error, context.isShuttingDown());
      choice.settle(failure.verdict);
      if (failure.kind !== 'aborted') {
        const outcome = failure.isAnswerLost ? 'lost' : 'failed';
        deps.observer?.submitted(carrierName, country, outcome, secondsTaken());
      }
      const isPartlyThere = ids.some((id) => id !== null);
      if (failure.kind === 'permanent') {
        fail(message, failure, carrierName, isPartlyThere ? ids : null);
      } else if (failure.kind === 'aborted') {
        writer.requeue({
          key: message.key,
          attempt: message.attempt,
          dueAt: clock(),
          reason: 'released',
          errorCode: null,
        });
      } else if (failure.isMovable && !isPartlyThere) {
        return failure;
      } else {
        retryLater(message, failure, carrierName, isPartlyThere ? ids : null);
      }
      return 'done';
    }
  }

  /** A transient failure: queued again with backoff, or failed (and refunded) after the last attempt. */
  function retryLater(
    message: ClaimedMessage,
    failure: SubmitFailure,
    carrier: string | null,
    ids: (string | null)[] | null = null,
  ): void {
    if (message.attempt >= deps.maxAttempts) {
      fail(message, failure, carrier, ids);
      return;
    }
    const delayMs = retryDelayMs(message.attempt);
    logger.info(
      { messageId: message.key.id, errorCode: failure.errorCode, reason: failure.reason, retryInMs: delayMs },
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

export type DispatchMessage = ReturnType<typeof createMessageDispatch>;

/** The concatenation reference (0–255) of a message's parts: from its id, so a resubmission reuses it. */
export function concatReference(messageId: string): number {
  let hash = 0;
  for (let i = 0; i < messageId.length; i += 1) hash = (hash * 31 + messageId.charCodeAt(i)) >>> 0;
  return hash % 256;
}
