/**
 * The public send API's answers to failures: its own code table (SEND_API_ERRORS, API.md) with the HTTP
 * status of each code, `msg` in English unless Accept-Language asks for Chinese, followed by the detail that
 * makes it actionable (the missing parameters, the bad numbers), and Retry-After on 1012.
 */
import { SEND_API_ERRORS, SendApiCode, type Locale } from '@beacon/shared';
import type { SendRejectionReason } from './rejection.js';

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

const DETAIL = {
  tooManyRecipients: { 'en-US': 'to: at most 10,000 recipients', 'zh-CN': 'to：最多 10,000 个收件人' },
  templateUnavailable: {
    'en-US': 'templateId: not found or not approved',
    'zh-CN': 'templateId：模板不存在或未审核通过',
  },
  variablesMissing: { 'en-US': 'variables', 'zh-CN': 'variables' },
  contentTooLong: { 'en-US': 'content: at most 10 segments', 'zh-CN': 'content：最多 10 条' },
  countryDisallowed: {
    'en-US': 'destination country disallowed in the SMS settings',
    'zh-CN': '目的地国家/地区已在短信设置中被禁止',
  },
  chinaRule: {
    'en-US': 'messages to China need an approved templateId whose text has a 【signature】',
    'zh-CN': '发往中国大陆的短信需要使用带【签名】且已审核通过的模板（templateId）',
  },
  trialRecipient: {
    'en-US': "trial accounts may send only to the owner's bound phone",
    'zh-CN': '试用账户只能发送到所有者绑定的手机号码',
  },
  trialDailyLimit: { 'en-US': 'trial daily limit reached', 'zh-CN': '已达到试用每日上限' },
  dailyLimit: { 'en-US': 'daily sending limit reached', 'zh-CN': '已达到每日发送上限' },
  perSecond: { 'en-US': 'per-second sending rate', 'zh-CN': '每秒发送速率' },
} satisfies Record<string, Record<Locale, string>>;

/** The send API's error for a refused send. */
export function apiErrorOf(reason: SendRejectionReason, locale: Locale): SendApiError {
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
      return new SendApiError(SendApiCode.BODY_MALFORMED, DETAIL.tooManyRecipients[locale]);
    case 'fieldInvalid':
      return new SendApiError(SendApiCode.BODY_MALFORMED, reason.field);
    case 'templateUnavailable':
      return new SendApiError(SendApiCode.MISSING_PARAMETERS, DETAIL.templateUnavailable[locale]);
    case 'variablesMissing':
      return new SendApiError(
        SendApiCode.MISSING_PARAMETERS,
        reason.names.map((n) => `variables.${n}`).join(', '),
      );
    case 'contentTooLong':
      return new SendApiError(SendApiCode.BODY_MALFORMED, DETAIL.contentTooLong[locale]);
    case 'countryDisallowed':
      return new SendApiError(
        SendApiCode.PHONE_FORMAT_INVALID,
        `${DETAIL.countryDisallowed[locale]}: ${listed(reason.numbers)}`,
      );
    case 'chinaRule':
      return new SendApiError(SendApiCode.MISSING_PARAMETERS, DETAIL.chinaRule[locale]);
    case 'trialRecipient':
      return new SendApiError(
        SendApiCode.ACCOUNT_NOT_ACTIVATED,
        `${DETAIL.trialRecipient[locale]}: ${listed(reason.numbers)}`,
      );
    case 'trialDailyLimit':
      return new SendApiError(SendApiCode.RATE_LIMITED, DETAIL.trialDailyLimit[locale], reason.retryAfterMs);
    case 'noPricing':
      return new SendApiError(SendApiCode.NO_PRICING, listed(reason.countries));
    case 'dailyLimit':
      return new SendApiError(SendApiCode.RATE_LIMITED, DETAIL.dailyLimit[locale], reason.retryAfterMs);
    case 'rateLimited':
      return new SendApiError(SendApiCode.RATE_LIMITED, DETAIL.perSecond[locale], reason.retryAfterMs);
    case 'insufficientBalance':
      return new SendApiError(SendApiCode.INSUFFICIENT_BALANCE);
  }
}

export interface SendApiErrorBody {
  code: number;
  msg: string;
  data: null;
}

export function sendApiErrorBody(error: SendApiError, locale: Locale): SendApiErrorBody {
  const entry = SEND_API_ERRORS[error.code];
  const base = entry[locale].replace(/[.。]$/, '');
  const separator = locale === 'zh-CN' ? '：' : ': ';
  return {
    code: error.code,
    msg: error.detail ? `${base}${separator}${error.detail}` : entry[locale],
    data: null,
  };
}
