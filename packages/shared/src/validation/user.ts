/**
 * Request schemas of the user centre (`/user/...` calls), shared by the console forms and the server routes:
 * basic info, e-mail change, preferences, phone binding, two-factor, authenticator app, sessions and devices,
 * and the avatar's content check. Issues carry keys of the shared `validation` texts. The password
 * change lives in new-password.ts with the other schemas that load the password dictionary.
 */
import { getCountries, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { LOCALES, TIME_FORMATS, TIMEZONES } from '../constants/index.js';
import { isPhoneProblem, parseE164 } from '../sms/phone.js';
import { ZCodeSchema, ZEmailSchema } from './auth.js';
import { zRequiredText } from './form-fields.js';

export const PROFILE_MAX_WORDS = 200;
/** A bound on the characters too, so 200 "words" cannot be 200 megabytes. */
export const PROFILE_MAX_CHARS = 2_000;
/** `system` follows the browser's prefers-color-scheme (the default until a user chooses). */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Words as a reader counts them: each Chinese, Japanese or Korean character is one word (those scripts do not
 * separate words with spaces), everything else splits on whitespace. "Hello 世界" is 3 words.
 */
export function countWords(text: string): number {
  let words = 0;
  for (const token of text.trim().split(/\s+/u)) {
    if (token === '') continue;
    const chars = Array.from(token);
    const cjk = chars.filter((c) => CJK.test(c)).length;
    // The non-CJK runs between CJK characters ("API文档v2" is API, 文, 档, v2).
    const others = token.split(CJK).filter((part) => part !== '').length;
    words += cjk + others;
  }
  return words;
}

/** Blank (or missing) is null; anything else is trimmed and at most `max` characters. */
function zOptionalText(max: number, tooLongKey: string) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: tooLongKey })
      .trim()
      .max(max, { error: tooLongKey })
      .transform((text) => (text === '' ? null : text)),
  );
}

export const ZTimezoneSchema = z.enum(TIMEZONES, { error: 'timezoneInvalid' });

const COUNTRY_CODES = new Set<string>(getCountries());

/** ISO 3166-1 alpha-2, as libphonenumber-js knows them (every region that has phone numbers). */
export function listCountryCodes(): CountryCode[] {
  return getCountries();
}

export const ZCountrySchema = z
  .string({ error: 'countryRequired' })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.has(code), { error: 'countryRequired' });

const ZWebsiteSchema = zOptionalText(255, 'textTooLong').refine(
  (url) => url === null || /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(url),
  { error: 'websiteInvalid' },
);

const ZProfileSchema = zOptionalText(PROFILE_MAX_CHARS, 'profileTooManyChars').refine(
  (text) => text === null || countWords(text) <= PROFILE_MAX_WORDS,
  { error: 'profileTooLong' },
);

/**
 * `POST /user/update/basic`: the whole basic-info form (a missing optional field is cleared). A new `email`
 * is not applied here: the server sends a code to it and `/user/email/confirm` applies it.
 */
export const ZUpdateBasicSchema = z.object({
  email: ZEmailSchema,
  username: zRequiredText('usernameRequired', 64, 'usernameTooLong'),
  timezone: ZTimezoneSchema,
  /** Country or region, ISO alpha-2 (user info `location`). */
  country: ZCountrySchema,
  /** State, province or city (user info `locationName`). */
  area: zRequiredText('areaRequired', 64, 'areaTooLong'),
  address: zOptionalText(255, 'textTooLong'),
  /** Job title (user info `jobName`). */
  jobName: zOptionalText(64, 'textTooLong'),
  personalWebsite: ZWebsiteSchema,
  profile: ZProfileSchema,
});
export type TUpdateBasicInput = z.input<typeof ZUpdateBasicSchema>;
export type TUpdateBasic = z.output<typeof ZUpdateBasicSchema>;

export const ZEmailConfirmSchema = z.object({ code: ZCodeSchema });

export const ZUpdatePreferencesSchema = z.object({
  language: z.enum(LOCALES, { error: 'languageInvalid' }),
  timezone: ZTimezoneSchema,
  timeFormat: z.enum(TIME_FORMATS, { error: 'timeFormatInvalid' }),
  theme: z.enum(THEMES, { error: 'themeInvalid' }),
});
export type TUpdatePreferencesInput = z.input<typeof ZUpdatePreferencesSchema>;

/** A phone number to bind: E.164 through the same parser as sending, with the binding form's message. */
export const ZBindPhoneNumberSchema = z
  .string({ error: 'phoneRequired' })
  .trim()
  .min(1, { error: 'phoneRequired' })
  .superRefine((phone, ctx) => {
    if (isPhoneProblem(parseE164(phone))) ctx.addIssue({ code: 'custom', message: 'phoneNumberInvalid' });
  });

export const ZPhoneOtpSchema = z.object({ phone: ZBindPhoneNumberSchema });
export const ZPhoneBindSchema = z.object({ phone: ZBindPhoneNumberSchema, code: ZCodeSchema });

/** Proof for turning something off: the current password. */
export const ZPasswordProofSchema = z.object({
  password: z.string({ error: 'oldPasswordEmpty' }).min(1, { error: 'oldPasswordEmpty' }),
});

/** The channels a code can be sent over; the authenticator app has its own calls. */
export const ZTwoFactorSchema = z.object({
  channel: z.enum(['email', 'sms'], { error: 'twoFactorInvalid' }),
});

export const ZTotpCodeSchema = z.object({ code: ZCodeSchema });

/** Turning the authenticator off needs one of its codes or the password. */
export const ZTotpDisableSchema = z
  .object({
    code: z.preprocess((value) => (value === '' ? undefined : value), ZCodeSchema.optional()),
    password: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  })
  .refine((proof) => proof.code !== undefined || proof.password !== undefined, {
    error: 'totpProofRequired',
    path: ['code'],
  });

export const ZSessionIdSchema = z.object({ id: z.uuid({ error: 'sessionIdInvalid' }) });
export const ZDeviceIdSchema = z.object({ id: z.uuid({ error: 'deviceIdInvalid' }) });

/** Avatar rules of spec section 5: JPG, PNG or GIF, judged by the bytes rather than the file name. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
} as const;
export type AvatarMimeType = keyof typeof AVATAR_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The image type the first bytes announce (magic numbers), or null for anything else. */
export function detectImageType(bytes: Uint8Array): AvatarMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // "GIF87a" or "GIF89a"
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  return null;
}

/** What is wrong with an avatar file (its first bytes and its size), or null when it may be uploaded. */
export function findAvatarProblem(head: Uint8Array, size: number): 'avatarType' | 'avatarSize' | null {
  if (detectImageType(head) === null) return 'avatarType';
  if (size > AVATAR_MAX_BYTES) return 'avatarSize';
  return null;
}
