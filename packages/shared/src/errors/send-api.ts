/**
 * The public send API has its own numbering (API.md), reusing low numbers with other meanings, so it is a
 * separate table carrying the HTTP status each code is answered with.
 */
import type { CatalogueEntry } from './catalogue.js';

export const SendApiCode = {
  AUTH_HEADER_INVALID: 1001,
  BASIC_FORMAT_INVALID: 1002,
  ACCOUNT_ID_INVALID: 1003,
  ACCOUNT_NOT_ACTIVATED: 1004,
  IP_NOT_WHITELISTED: 1005,
  BODY_MALFORMED: 1006,
  MISSING_PARAMETERS: 1007,
  MESSAGE_TYPE_INVALID: 1008,
  PHONE_FORMAT_INVALID: 1009,
  NO_PRICING: 1010,
  INSUFFICIENT_BALANCE: 1011,
  RATE_LIMITED: 1012,
} as const;

export type SendApiCode = (typeof SendApiCode)[keyof typeof SendApiCode];

export const SEND_API_ERRORS: Record<SendApiCode, CatalogueEntry & { http: number }> = {
  1001: {
    http: 401,
    'en-US': 'Missing or invalid Authorization header.',
    'zh-CN': 'Authorization 请求头缺失或无效。',
  },
  1002: { http: 401, 'en-US': 'Invalid Basic auth format.', 'zh-CN': 'Basic 认证格式无效。' },
  1003: { http: 401, 'en-US': 'Missing or invalid Account ID.', 'zh-CN': '账户 ID 缺失或无效。' },
  1004: { http: 403, 'en-US': 'Account not activated.', 'zh-CN': '账户未激活。' },
  1005: { http: 403, 'en-US': 'IP not whitelisted.', 'zh-CN': 'IP 不在白名单中。' },
  1006: { http: 400, 'en-US': 'Empty or malformed body.', 'zh-CN': '请求体为空或格式错误。' },
  1007: { http: 400, 'en-US': 'Missing required parameters.', 'zh-CN': '缺少必填参数。' },
  1008: {
    http: 400,
    'en-US': 'Invalid message type (allowed: otp, marketing).',
    'zh-CN': '消息类型无效（允许：otp、marketing）。',
  },
  1009: { http: 400, 'en-US': 'Invalid phone format (E.164).', 'zh-CN': '手机号码格式无效（E.164）。' },
  1010: {
    http: 422,
    'en-US': 'No SMS pricing for the region and currency.',
    'zh-CN': '该地区和币种没有短信价格。',
  },
  1011: { http: 402, 'en-US': 'Insufficient balance.', 'zh-CN': '余额不足。' },
  1012: { http: 429, 'en-US': 'Rate limit exceeded.', 'zh-CN': '超出速率限制。' },
};
