/**
 * The public send API has its own numbering (API.md), reusing low numbers with other meanings, so it is a
 * separate table carrying the HTTP status each code is answered with.
 */

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
  FRAUD_BLOCKED: 1013,
  VERIFICATION_NOT_FOUND: 1014,
} as const;

export type SendApiCode = (typeof SendApiCode)[keyof typeof SendApiCode];

/** The HTTP status each code is answered with; its text is `sendApi.<code>` of the shared i18n resources. */
export const SEND_API_HTTP_STATUS: Record<SendApiCode, number> = {
  1001: 401,
  1002: 401,
  1003: 401,
  1004: 403,
  1005: 403,
  1006: 400,
  1007: 400,
  1008: 400,
  1009: 400,
  1010: 422,
  1011: 402,
  1012: 429,
  1013: 403,
  1014: 404,
};
