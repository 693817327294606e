/**
 * What a failed submit means for the message: the error code stored and shown, and whether trying again
 * can help (docs/messaging-engine.md: permanent → failed + refund; throttling/transient → queued again).
 */
import { CarrierError, describeStatus } from '../../carriers/index.js';

type SubmitFailureKind = 'permanent' | 'transient' | 'aborted';

export interface SubmitFailure {
  kind: SubmitFailureKind;
  /** Stored in `error_code`: the SMPP status name for an SMSC refusal, else one of ours. */
  errorCode: string;
  reason: string;
}

export function classifySubmitError(error: unknown, isShuttingDown: boolean): SubmitFailure {
  if (!(error instanceof CarrierError)) {
    return {
      kind: 'transient',
      errorCode: 'SUBMIT_ERROR',
      reason: String((error as Error)?.message ?? error),
    };
  }
  switch (error.reason) {
    case 'rejected':
      return {
        kind: 'permanent',
        errorCode: error.commandStatus === null ? 'REJECTED' : statusName(error.commandStatus),
        reason: error.message,
      };
    case 'invalid':
      return { kind: 'permanent', errorCode: 'INVALID_MESSAGE', reason: error.message };
    case 'no-route':
      return { kind: 'permanent', errorCode: 'NO_ROUTE', reason: error.message };
    case 'aborted':
      return isShuttingDown
        ? { kind: 'aborted', errorCode: 'ABORTED', reason: error.message }
        : { kind: 'transient', errorCode: 'SUBMIT_TIMEOUT', reason: error.message };
    case 'closed':
      return isShuttingDown
        ? { kind: 'aborted', errorCode: 'ABORTED', reason: error.message }
        : { kind: 'transient', errorCode: 'CARRIER_CLOSED', reason: error.message };
    case 'timeout':
      return { kind: 'transient', errorCode: 'SUBMIT_TIMEOUT', reason: error.message };
  }
}

/** `ESME_RINVDSTADR` for 0x0b; the hex form for statuses without a name. */
function statusName(status: number): string {
  return describeStatus(status).split(' ')[0]!;
}
