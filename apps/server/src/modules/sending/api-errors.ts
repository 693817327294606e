/**
 * The public send API's answers to failures: its own code table (SEND_API_HTTP_STATUS, texts `sendApi.*`, API.md) with the HTTP
 * status of each code, `msg` in English unless Accept-Language asks for Chinese, followed by the detail that
 * makes it actionable (the missing parameters, the bad numbers), and Retry-After on 1012. A refusal by the
 * account's rules answers the code of its first problem and names every problem in `msg`, as the console does.
 */
import { SendApiCode, describeSendProblem, joinSentences, text, type Locale } from '@beacon/shared';
import {
  isProblemReason,
  type ProblemReason,
  type SendRejection,
  type SendRejectionReason,
} from './rejection.js';

export class SendApiError extends Error {
  override name = 'SendApiError';
  constructor(
    readonly code: SendApiCode,
    readonly detail?: string,
    readonly retryAfterMs?: number,
  ) {
    super(`send API error ${code}`);
  }
}

const MAX_LISTED = 20;

function listed(items: readonly string[]): string {
  const shown = items.slice(0, MAX_LISTED).join(', ');
  return items.length > MAX_LISTED ? `${shown} (+${items.length - MAX_LISTED} more)` : shown;
}

const PROBLEM_CODES: Record<ProblemReason['kind'], SendApiCode> = {
  templateUnavailable: SendApiCode.MISSING_PARAMETERS,
  countryDisallowed: SendApiCode.PHONE_FORMAT_INVALID,
  chinaRule: SendApiCode.MISSING_PARAMETERS,
  trialRecipient: SendApiCode.ACCOUNT_NOT_ACTIVATED,
  trialDailyLimit: SendApiCode.RATE_LIMITED,
  dailyLimit: SendApiCode.RATE_LIMITED,
  noPricing: SendApiCode.NO_PRICING,
};

function problemDetail(reason: ProblemReason, locale: Locale): string {
  // The API names its parameter; the console's sentence speaks of the form.
  if (reason.kind === 'templateUnavailable') return text(locale, 'sendApi', 'detail.templateUnavailable');
  return describeSendProblem(reason, locale);
}

/** The send API's error for a refused send. */
export function apiRefusalOf(rejection: SendRejection, locale: Locale): SendApiError {
  const { reason } = rejection;
  if (!isProblemReason(reason)) return apiErrorOf(reason, locale);
  const detail = joinSentences(
    rejection.reasons.filter(isProblemReason).map((problem) => problemDetail(problem, locale)),
    locale,
  );
  const retryAfterMs = 'retryAfterMs' in reason ? reason.retryAfterMs : undefined;
  return new SendApiError(PROBLEM_CODES[reason.kind], detail, retryAfterMs);
}

function apiErrorOf(reason: Exclude<SendRejectionReason, ProblemReason>, locale: Locale): SendApiError {
  switch (reason.kind) {
    case 'bodyMalformed':
      return new SendApiError(SendApiCode.BODY_MALFORMED, reason.detail);
    case 'missingParameters':
      return new SendApiError(SendApiCode.MISSING_PARAMETERS, reason.names.join(', '));
    case 'typeInvalid':
      return new SendApiError(SendApiCode.MESSAGE_TYPE_INVALID);
    case 'numbersInvalid':
      return new SendApiError(SendApiCode.PHONE_FORMAT_INVALID, listed(reason.numbers));
    case 'tooManyRecipients':
      return new SendApiError(
        SendApiCode.BODY_MALFORMED,
        text(locale, 'sendApi', 'detail.tooManyRecipients'),
      );
    case 'fieldInvalid':
      return new SendApiError(SendApiCode.BODY_MALFORMED, reason.field);
    case 'variablesMissing':
      return new SendApiError(
        SendApiCode.MISSING_PARAMETERS,
        reason.names.map((n) => `variables.${n}`).join(', '),
      );
    case 'contentTooLong':
      return new SendApiError(SendApiCode.BODY_MALFORMED, text(locale, 'sendApi', 'detail.contentTooLong'));
    case 'rateLimited':
      return new SendApiError(
        SendApiCode.RATE_LIMITED,
        text(locale, 'sendApi', 'detail.perSecond'),
        reason.retryAfterMs,
      );
    case 'insufficientBalance':
      return new SendApiError(SendApiCode.INSUFFICIENT_BALANCE);
    case 'fraudBlocked':
      return new SendApiError(SendApiCode.FRAUD_BLOCKED, reason.prefixes.map((p) => `+${p}`).join(', '));
  }
}

export interface SendApiErrorBody {
  code: number;
  msg: string;
  data: null;
}

export function sendApiErrorBody(error: SendApiError, locale: Locale): SendApiErrorBody {
  const message = text(locale, 'sendApi', `${error.code}`);
  return {
    code: error.code,
    msg: error.detail
      ? text(locale, 'sendApi', 'withDetail', {
          message: message.replace(/[.。]$/, ''),
          detail: error.detail,
        })
      : message,
    data: null,
  };
}
