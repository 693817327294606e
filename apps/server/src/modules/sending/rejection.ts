/**
 * Why a send was refused, in the rules' own terms. The acceptance service is shared by the console and the
 * public API, which number their answers differently (console catalogue 3001–3008 and 1001 with a field; the
 * send API's own table of API.md): each edge maps these reasons once (console-errors.ts, api-errors.ts).
 */
export type SendRejectionReason =
  /** Public API body problems (the console's schema reports these as 1001 before the service runs). */
  | { kind: 'bodyMalformed'; detail?: string }
  | { kind: 'missingParameters'; names: string[] }
  | { kind: 'typeInvalid' }
  | { kind: 'numbersInvalid'; numbers: string[] }
  | { kind: 'tooManyRecipients' }
  /** A field the schema passed but a rule refused (`sendAt` too far ahead, sender id), with a message key. */
  | { kind: 'fieldInvalid'; field: string; key: string; params?: Record<string, string | number> }
  | { kind: 'templateUnavailable' }
  | { kind: 'variablesMissing'; names: string[] }
  | { kind: 'contentTooLong' }
  | { kind: 'countryDisallowed'; numbers: string[] }
  | { kind: 'chinaRule' }
  | { kind: 'trialRecipient'; numbers: string[] }
  | { kind: 'trialDailyLimit'; retryAfterMs: number }
  | { kind: 'noPricing'; countries: string[] }
  | { kind: 'dailyLimit'; retryAfterMs: number }
  | { kind: 'rateLimited'; retryAfterMs: number }
  | { kind: 'insufficientBalance' };

export class SendRejection extends Error {
  override name = 'SendRejection';
  constructor(readonly reason: SendRejectionReason) {
    super(`send refused: ${reason.kind}`);
  }
}

export function isSendRejection(error: unknown): error is SendRejection {
  return error instanceof SendRejection;
}

export function reject(reason: SendRejectionReason): never {
  throw new SendRejection(reason);
}
