/** Business constants of spec section 9. */
export const MAX_ACCOUNTS = 10;

export const BILLING_COUNTRIES = ['US', 'CN', 'GB', 'FR', 'DE', 'JP', 'IN', 'CA', 'AU', 'BR'] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

/** Currency an account is billed in, by billing country. */
export const BILLING_CURRENCY: Record<BillingCountry, string> = {
  US: 'USD',
  CN: 'CNY',
  GB: 'GBP',
  FR: 'EUR',
  DE: 'EUR',
  JP: 'JPY',
  IN: 'INR',
  CA: 'CAD',
  AU: 'AUD',
  BR: 'BRL',
};

export const PRODUCTS = ['sms', 'voice', 'mms'] as const;
export type Product = (typeof PRODUCTS)[number];

export const TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Asia/Shanghai',
] as const;
export type Timezone = (typeof TIMEZONES)[number];

/** The nine time formats of the preferences page, as dayjs format strings. */
export const TIME_FORMATS = [
  'YYYY-MM-DDTHH:mm:ssZ',
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD hh:mm:ss A',
  'MM/DD/YYYY HH:mm',
  'MM/DD/YYYY hh:mm A',
  'DD/MM/YYYY HH:mm',
  'DD.MM.YYYY HH:mm',
  'MMM D, YYYY h:mm A',
  'D MMM YYYY HH:mm',
] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const LOCALES = ['en-US', 'zh-CN'] as const;
export const DEFAULT_LOCALE = 'en-US';

export const VERIFICATION_STATUS = { NOT_VERIFIED: 0, VERIFIED: 1, UNDER_REVIEW: 2, FAILED: 3 } as const;
export type VerificationStatus = (typeof VERIFICATION_STATUS)[keyof typeof VERIFICATION_STATUS];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Lifetimes of codes and links (API.md). */
export const OTP_LENGTH = 6;
export const TICKET_TTL_MS = 10 * 60_000;
export const RESET_LINK_TTL_MS = 30 * 60_000;
export const MAX_WRONG_CODES = 5;
export const ATTEMPTS_LOCKOUT_MS = 10 * 60_000;
export const MAX_WRONG_PASSWORDS = 5;
export const PASSWORD_LOCK_MS = 15 * 60_000;
export const TRUSTED_DEVICE_TTL_MS = 30 * 24 * 60 * 60_000;
