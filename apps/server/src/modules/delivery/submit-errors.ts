/**
 * What a failed submit means for the message and for its carrier: the error code stored and shown, whether
 * trying again can help (docs/messaging-engine.md: permanent → failed + refund; throttling/transient →
 * queued again), whether another carrier of the route may take it now (docs/routing.md, "Failover"), and
 * what the submit showed of the carrier's health.
 */
import { CarrierError, describeStatus, type SubmitVerdict } from '../../carriers/index.js';

type SubmitFailureKind = 'permanent' | 'transient' | 'aborted';

export interface SubmitFailure {
  kind: SubmitFailureKind;
  /** Stored in `error_code`: the SMPP status name for an SMSC refusal, else one of ours. */
  errorCode: string;
  reason: string;
  /** Nothing of the message stayed with the carrier (or nothing we know of): the next carrier may take it. */
  isMovable: boolean;
  /** The carrier may have the message although we never got its answer (the connection died meanwhile). */
  isAnswerLost: boolean;
  /** For the carrier's health; null when the failure says nothing about the carrier. */
  verdict: SubmitVerdict | null;
}

const failure = (
  kind: SubmitFailureKind,
  errorCode: string,
  reason: string,
  extra: Partial<Pick<SubmitFailure, 'isMovable' | 'isAnswerLost' | 'verdict'>> = {},
): SubmitFailure => ({
  kind,
  errorCode,
  reason,
  isMovable: extra.isMovable ?? false,
  isAnswerLost: extra.isAnswerLost ?? false,
  verdict: extra.verdict ?? null,
});

export function classifySubmitError(error: unknown, isShuttingDown: boolean): SubmitFailure {
  if (!(error instanceof CarrierError)) {
    return failure('transient', 'SUBMIT_ERROR', String((error as Error)?.message ?? error), {
      verdict: 'failed',
    });
  }
  const { message } = error;
  switch (error.reason) {
    case 'rejected': {
      const code = error.commandStatus === null ? 'REJECTED' : statusName(error.commandStatus);
      return failure('permanent', code, message, { verdict: 'refused' });
    }
    case 'invalid':
      return failure('permanent', 'INVALID_MESSAGE', message);
    case 'no-route':
      return failure('permanent', 'NO_ROUTE', message);
    case 'aborted':
      return isShuttingDown
        ? failure('aborted', 'ABORTED', message)
        : failure('transient', 'SUBMIT_TIMEOUT', message, { isMovable: true, verdict: 'failed' });
    case 'closed':
      return isShuttingDown
        ? failure('aborted', 'ABORTED', message)
        : failure('transient', 'CARRIER_CLOSED', message, { isMovable: true });
    case 'timeout':
      return failure('transient', 'SUBMIT_TIMEOUT', message, { isMovable: true, verdict: 'failed' });
    case 'unbound':
      return failure('transient', 'CARRIER_UNBOUND', message, { isMovable: true });
    case 'throttled':
      return failure('transient', 'CARRIER_THROTTLED', message, { isMovable: true });
    case 'lost':
      return failure('transient', 'ANSWER_LOST', message, {
        isMovable: true,
        isAnswerLost: true,
        verdict: 'lost',
      });
    case 'carrier-error': {
      const code = error.commandStatus === null ? 'CARRIER_ERROR' : statusName(error.commandStatus);
      return failure('transient', code, message, { isMovable: true, verdict: 'failed' });
    }
  }
}

/** `ESME_RINVDSTADR` for 0x0b; the hex form for statuses without a name. */
function statusName(status: number): string {
  return describeStatus(status).split(' ')[0]!;
}
