/**
 * Why a send was refused, in the rules' own terms. The acceptance service is shared by the console and the
 * public API, which number their answers differently (console catalogue 3001–3008 and 1001 with a field; the
 * send API's own table of API.md): each edge maps these reasons once (console-errors.ts, api-errors.ts).
 */
import { SEND_PROBLEM_CODES, type DailyCapProblem, type SendProblem } from '@beacon/shared';

export type SendRejectionReason =
  /** Public API body problems (the console's schema reports these as 1001 before the service runs). */
  | { kind: 'bodyMalformed'; detail?: string }
  | { kind: 'missingParameters'; names: string[] }
  | { kind: 'typeInvalid' }
  | { kind: 'numbersInvalid'; numbers: string[] }
  | { kind: 'tooManyRecipients' }
  /** A field the schema passed but a rule refused (`sendAt` too far ahead, sender id), with a message key. */
  | { kind: 'fieldInvalid'; field: string; key: string; params?: Record<string, string | number> }
  | { kind: 'variablesMissing'; names: string[] }
  | { kind: 'contentTooLong' }
  /** The account's rules, each naming what it concerns (packages/shared sms/send-problems.ts). */
  | Exclude<SendProblem, DailyCapProblem>
  | (DailyCapProblem & { retryAfterMs: number })
  | { kind: 'rateLimited'; retryAfterMs: number }
  /** otp to a prefix the fraud guard blocks for the account (or the operator for everyone). */
  | { kind: 'fraudBlocked'; prefixes: string[] }
  | { kind: 'insufficientBalance' };

/** The reasons that are send problems: collected by the rules and reported together. */
export type ProblemReason = Extract<SendRejectionReason, { kind: SendProblem['kind'] }>;

/**
 * A refused send: `reason` decides the answer's code, `reasons` are all the problems found (the first is
 * `reason`), so one answer names every one of them.
 */
export class SendRejection extends Error {
  override name = 'SendRejection';
  readonly reasons: readonly SendRejectionReason[];
  constructor(
    readonly reason: SendRejectionReason,
    ...more: SendRejectionReason[]
  ) {
    super(`send refused: ${[reason, ...more].map((r) => r.kind).join(', ')}`);
    this.reasons = [reason, ...more];
  }
}

/** The problem as the console's `data` shows it (without the server's retry time). */
export function problemOf(reason: ProblemReason): SendProblem {
  if (reason.kind !== 'dailyLimit' && reason.kind !== 'trialDailyLimit') return reason;
  const { kind, used, limit, adding } = reason;
  return { kind, used, limit, adding };
}

export function isProblemReason(reason: SendRejectionReason): reason is ProblemReason {
  return Object.prototype.hasOwnProperty.call(SEND_PROBLEM_CODES, reason.kind);
}

export function isSendRejection(error: unknown): error is SendRejection {
  return error instanceof SendRejection;
}

export function reject(reason: SendRejectionReason): never {
  throw new SendRejection(reason);
}
