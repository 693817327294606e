/**
 * The Verify API (API.md "Verify API", docs/verify-api.md): the public start/check bodies and answers, the
 * verification webhook events, and the console's Verify calls (`POST /sms/verify/list|conversion|series`).
 * `VerifyStatus` is a verification's state; the account's own verification status is another thing
 * (`VerificationStatus`, constants).
 */
import { z } from 'zod';
import { zFormArray } from '../validation/form-fields.js';
import { RANGE_ISSUE, ZLogTimeSchema, blankToUndefined, isOrderedRange } from '../validation/sms-log.js';
import { ZSmsCountrySchema } from '../validation/sms.js';

export const VERIFY_STATUSES = ['pending', 'approved', 'expired', 'canceled', 'max_attempts'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];
export const ZVerifyStatusSchema = z.enum(VERIFY_STATUSES);

/** The limits of API.md, shared so the console, the docs and the server say the same numbers. */
export const VERIFY_LIMITS = {
  codeLength: { min: 4, max: 10, default: 6 },
  ttlSeconds: { min: 60, max: 1_800, default: 600 },
  /** Wrong codes before `max_attempts`. */
  maxAttempts: 5,
  /** Sends (starts) to one `to` per window; more answer 429/1012 with Retry-After. */
  maxSendsPerWindow: 5,
  sendWindowSeconds: 600,
} as const;

export const VERIFY_LOCALES = ['en-US', 'zh-CN'] as const;

/** `POST /api/v1/verify/start` (described for callers; the route maps failures onto the send API's codes). */
export const ZVerifyStartRequestSchema = z
  .object({
    to: z.string().describe('The phone to verify, E.164.'),
    locale: z.enum(VERIFY_LOCALES).optional().describe('Language of the default text; en-US unless given.'),
    codeLength: z
      .number()
      .int()
      .min(VERIFY_LIMITS.codeLength.min)
      .max(VERIFY_LIMITS.codeLength.max)
      .optional()
      .describe('Digits of the code, 4–10; 6 unless given.'),
    ttlSeconds: z
      .number()
      .int()
      .min(VERIFY_LIMITS.ttlSeconds.min)
      .max(VERIFY_LIMITS.ttlSeconds.max)
      .optional()
      .describe('Seconds the code stays valid, 60–1800; 600 unless given.'),
    templateId: z
      .string()
      .optional()
      .describe('An approved otp template of the account whose text contains {code}.'),
    from: z.string().optional().describe('Sender ID: up to 11 letters/digits/spaces, or 3–15 digits.'),
  })
  .meta({ id: 'VerifyStartRequest', examples: [{ to: '+14155550100', locale: 'en-US' }] });
export type TVerifyStartRequest = z.input<typeof ZVerifyStartRequestSchema>;

export const ZVerifyStartResultSchema = z
  .object({
    verificationId: z.string(),
    to: z.string().describe('E.164.'),
    status: z.literal('pending'),
    expiresAt: z.string().describe('ISO 8601 UTC.'),
    sendCount: z
      .number()
      .int()
      .describe('Codes sent to this `to` in the current 10-minute window, this one included.'),
    messageId: z.string().describe('The otp message carrying the code (its text is stored masked).'),
  })
  .meta({ id: 'VerifyStartResult' });
export type VerifyStartResult = z.output<typeof ZVerifyStartResultSchema>;

/** `POST /api/v1/verify/check`. */
export const ZVerifyCheckRequestSchema = z
  .object({
    verificationId: z.string(),
    code: z.string().describe('The digits the person typed.'),
  })
  .meta({
    id: 'VerifyCheckRequest',
    examples: [{ verificationId: 'VE01JQ3K5Z8Y4W2V1T0S9R8Q7P6N', code: '042917' }],
  });
export type TVerifyCheckRequest = z.input<typeof ZVerifyCheckRequestSchema>;

export const ZVerifyCheckResultSchema = z
  .object({
    verificationId: z.string(),
    status: ZVerifyStatusSchema,
    attemptsLeft: z
      .number()
      .int()
      .describe('Wrong codes still allowed; 0 once approved, expired or used up.'),
  })
  .meta({ id: 'VerifyCheckResult' });
export type VerifyCheckResult = z.output<typeof ZVerifyCheckResultSchema>;

/** The verification events sent to the status webhook (signed like the message events). */
export const VERIFY_EVENTS = [
  'verification.approved',
  'verification.expired',
  'verification.canceled',
  'verification.max_attempts',
] as const;
export type VerifyEventName = (typeof VERIFY_EVENTS)[number];

export const ZVerificationEventSchema = z
  .object({
    event: z.enum(VERIFY_EVENTS),
    verificationId: z.string(),
    to: z.string().describe('E.164.'),
    status: ZVerifyStatusSchema,
    attempts: z.number().int().describe('Codes checked so far.'),
    timestamp: z.string().describe('When the change happened, ISO 8601 UTC.'),
  })
  .strict();
export type VerificationEvent = z.output<typeof ZVerificationEventSchema>;

// --- Console (session, current account) ---

/** `POST /sms/verify/list`: newest first, keyset paging. */
export const ZVerifyListRequestSchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    zFormArray(z.enum(VERIFY_STATUSES, { error: 'verifyStatusInvalid' }))
      .transform((list) => [...new Set(list)])
      .optional(),
  ),
  country: z.preprocess(blankToUndefined, ZSmsCountrySchema.optional()),
  /** The whole number or its leading digits ("+" optional). */
  phone: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'logPhoneInvalid' })
      .trim()
      .regex(/^\+?\d{1,15}$/, { error: 'logPhoneInvalid' })
      .optional(),
  ),
  cursor: z.preprocess(
    blankToUndefined,
    z.string({ error: 'cursorInvalid' }).max(512, { error: 'cursorInvalid' }).optional(),
  ),
  limit: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : blankToUndefined(value)),
    z
      .number({ error: 'pageSizeInvalid' })
      .int({ error: 'pageSizeInvalid' })
      .min(1, { error: 'pageSizeInvalid' })
      .max(100, { error: 'pageSizeInvalid' })
      .default(20),
  ),
});
export type TVerifyListInput = z.input<typeof ZVerifyListRequestSchema>;

export const ZVerificationItemSchema = z.object({
  verificationId: z.string(),
  /** The account's own recipient, in full like the SMS log. */
  to: z.string(),
  country: z.string(),
  /** The destination prefix the fraud guard counts under (digits, no "+"). */
  prefix: z.string(),
  status: ZVerifyStatusSchema,
  sendCount: z.number().int(),
  attempts: z.number().int(),
  channel: z.literal('sms'),
  createdAt: z.string(),
  updatedAt: z.string(),
  approvedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type VerificationItem = z.output<typeof ZVerificationItemSchema>;

export const ZVerifyListSchema = z.object({
  items: z.array(ZVerificationItemSchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last one.'),
});
export type VerifyList = z.output<typeof ZVerifyListSchema>;

/** `POST /sms/verify/conversion`: default the last 7 days. */
export const ZVerifyConversionRequestSchema = z
  .object({ since: ZLogTimeSchema, until: ZLogTimeSchema })
  .refine(isOrderedRange, RANGE_ISSUE);
export type TVerifyConversionInput = z.input<typeof ZVerifyConversionRequestSchema>;

const ZConversionFiguresSchema = z.object({
  started: z.number().int(),
  approved: z.number().int(),
  /** approved ÷ started, 0..1; null when nothing started. */
  conversion: z.number().nullable(),
});

export const ZVerifyConversionSchema = z.object({
  /** Sorted by started, most first; at most 200 rows. */
  rows: z.array(ZConversionFiguresSchema.extend({ country: z.string(), prefix: z.string() })),
  total: ZConversionFiguresSchema,
});
export type VerifyConversion = z.output<typeof ZVerifyConversionSchema>;

export const VERIFY_SERIES_BUCKETS = ['hour', 'day'] as const;
export type VerifySeriesBucket = (typeof VERIFY_SERIES_BUCKETS)[number];

/** `POST /sms/verify/series`: default the last 24 hours by hour. */
export const ZVerifySeriesRequestSchema = z
  .object({
    since: ZLogTimeSchema,
    until: ZLogTimeSchema,
    bucket: z.preprocess(
      blankToUndefined,
      z.enum(VERIFY_SERIES_BUCKETS, { error: 'verifyBucketInvalid' }).default('hour'),
    ),
  })
  .refine(isOrderedRange, RANGE_ISSUE);
export type TVerifySeriesInput = z.input<typeof ZVerifySeriesRequestSchema>;

export const ZVerifySeriesSchema = z.object({
  bucket: z.enum(VERIFY_SERIES_BUCKETS),
  /** Every bucket of the range, empty ones with zeros; `at` is the bucket's start, ISO 8601 UTC. */
  points: z.array(z.object({ at: z.string(), started: z.number().int(), approved: z.number().int() })),
});
export type VerifySeries = z.output<typeof ZVerifySeriesSchema>;
