/**
 * The business error catalogue of spec section 8. The server answers these codes and the console maps them
 * back to text; both read this one table so a code can never mean two things on the two sides. The texts are
 * the `errors` namespace of the shared i18n resources.
 */
import { text } from '../i18n/texts.js';

export const ErrorCode = {
  SYSTEM_UNAVAILABLE: 500,
  INVALID_PARAMETER: 1001,
  USER_NOT_FOUND: 1002,
  ORDER_NOT_FOUND: 1003,
  PAYMENT_FAILED: 1004,
  RATE_LIMITED: 1005,
  NOT_ALLOWED: 1006,
  TOO_MANY_ATTEMPTS: 1007,
  // Verify API and fraud guard (docs/verify-api.md); 1013 and 1014 mean the same on the public API.
  FRAUD_BLOCKED: 1013,
  VERIFICATION_NOT_FOUND: 1014,
  FRAUD_BLOCK_BY_OPERATOR: 1015,
  BAD_CREDENTIALS: 2001,
  ACCOUNT_LOCKED: 2002,
  USER_DISABLED: 2003,
  USER_NOT_ACTIVATED: 2004,
  TOKEN_EXPIRED: 2005,
  TOKEN_INVALID: 2006,
  CODE_INCORRECT: 2007,
  EMAIL_REGISTERED: 2008,
  EMAIL_NOT_FOUND: 2009,
  ACCOUNT_NOT_FOUND: 2010,
  NO_ACCOUNT_SELECTED: 2011,
  OLD_PASSWORD_INCORRECT: 2012,
  LINK_INVALID: 2013,
  CAPTCHA_FAILED: 2014,
  // Organisation administration (docs: API.md "Organisation and roles").
  INVITE_EMAIL_MISMATCH: 2100,
  // Enterprise certification (docs/certification.md).
  CERTIFICATION_NOT_FOUND: 2200,
  CERTIFICATION_UNDER_REVIEW: 2201,
  CERTIFICATION_NOT_WITHDRAWABLE: 2202,
  ALREADY_CERTIFIED: 2203,
  // The organisation's sign-in settings (docs/organisation-admin.md).
  SIGN_IN_METHOD_NOT_ALLOWED: 2101,
  // Sending rules (docs/sms-console-api.md); the public send API maps the same rules onto its own table.
  INSUFFICIENT_BALANCE: 3001,
  NO_PRICING: 3002,
  DAILY_LIMIT_REACHED: 3003,
  TRIAL_RESTRICTED: 3004,
  COUNTRY_DISALLOWED: 3005,
  CHINA_RULE: 3006,
  TEMPLATE_UNAVAILABLE: 3007,
  SENDING_TOO_FAST: 3008,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type Locale = 'en-US' | 'zh-CN';

const CODES: ReadonlySet<number> = new Set(Object.values(ErrorCode));

export function isErrorCode(code: number): code is ErrorCode {
  return CODES.has(code);
}

/**
 * The text for a business code, falling back to the unknown-error text for codes the catalogue lacks. A code
 * without a text in errors.json fails type checking here.
 */
export function errorMessage(code: number, locale: Locale = 'en-US'): string {
  return text(locale, 'errors', isErrorCode(code) ? `${code}` : 'unknown');
}
