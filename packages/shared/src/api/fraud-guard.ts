/**
 * The fraud guard against SMS pumping (API.md "Fraud guard", docs/verify-api.md): the account's settings, the
 * update's validation rule, and the block list (`POST /sms/fraud/settings/get|update`,
 * `/sms/fraud/blocks/list|lift`).
 */
import { z } from 'zod';
import { zFormArray, zFormBoolean } from '../validation/form-fields.js';
import { ZCursorSchema, ZPageLimitSchema } from '../validation/sms.js';

/** The defaults of API.md; `windowMinutes` is fixed (one sliding hour). */
export const FRAUD_GUARD_DEFAULTS = {
  enabled: true,
  windowMinutes: 60,
  minVerifications: 100,
  minConversionPercent: 20,
  spikeMinMessages: 100,
  spikeMultiplier: 10,
} as const;

export const FRAUD_SETTING_RANGES = {
  minVerifications: { min: 10, max: 100_000 },
  minConversionPercent: { min: 1, max: 100 },
  spikeMinMessages: { min: 10, max: 100_000 },
  spikeMultiplier: { min: 2, max: 1_000 },
} as const;

export const MAX_ALLOWED_PREFIXES = 200;

export const ZFraudSettingsSchema = z
  .object({
    enabled: z.boolean(),
    windowMinutes: z.number().int(),
    minVerifications: z.number().int(),
    minConversionPercent: z.number().int(),
    spikeMinMessages: z.number().int(),
    spikeMultiplier: z.number().int(),
    /** Digits only (no "+"); a destination starting with one of them is never blocked. */
    allowedPrefixes: z.array(z.string()),
  })
  .meta({ id: 'FraudSettings' });
export type FraudSettings = z.output<typeof ZFraudSettingsSchema>;

/** A prefix as typed: "+" optional, spaces ignored; kept as 1–15 digits. */
export const ZFraudPrefixSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '').replace(/^\+/, '') : value),
  z.string({ error: 'fraudPrefixInvalid' }).regex(/^[1-9]\d{0,14}$/, { error: 'fraudPrefixInvalid' }),
);

const intInRange = (range: { min: number; max: number }) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'fraudSettingInvalid' })
      .int({ error: 'fraudSettingInvalid' })
      .min(range.min, { error: 'fraudSettingInvalid' })
      .max(range.max, { error: 'fraudSettingInvalid' }),
  );

/** `POST /sms/fraud/settings/update`: any subset of the writable fields. */
export const ZFraudSettingsUpdateSchema = z.object({
  enabled: zFormBoolean.optional(),
  minVerifications: intInRange(FRAUD_SETTING_RANGES.minVerifications).optional(),
  minConversionPercent: intInRange(FRAUD_SETTING_RANGES.minConversionPercent).optional(),
  spikeMinMessages: intInRange(FRAUD_SETTING_RANGES.spikeMinMessages).optional(),
  spikeMultiplier: intInRange(FRAUD_SETTING_RANGES.spikeMultiplier).optional(),
  allowedPrefixes: zFormArray(ZFraudPrefixSchema)
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length <= MAX_ALLOWED_PREFIXES, { error: 'fraudPrefixListTooLong' })
    .optional(),
});
export type TFraudSettingsUpdateInput = z.input<typeof ZFraudSettingsUpdateSchema>;

export const FRAUD_BLOCK_REASONS = ['low_conversion', 'otp_spike', 'operator'] as const;
export type FraudBlockReason = (typeof FRAUD_BLOCK_REASONS)[number];

export const ZFraudBlockSchema = z.object({
  prefix: z.string().describe('Digits, no "+".'),
  /** ISO alpha-2 of the prefix's calling code ("" when it names none, e.g. an operator prefix of "8"). */
  country: z.string(),
  reason: z.enum(FRAUD_BLOCK_REASONS),
  /** What the rule saw in the hour that tripped it. */
  detail: z.object({
    verifications: z.number().int().optional(),
    approved: z.number().int().optional(),
    messages: z.number().int().optional(),
    hourlyAverage: z.number().optional(),
  }),
  blockedAt: z.string(),
  liftedAt: z.string().nullable(),
});
export type FraudBlock = z.output<typeof ZFraudBlockSchema>;

/** `POST /sms/fraud/blocks/list`: active blocks first, then lifted ones, newest first. */
export const ZFraudBlockListRequestSchema = z.object({
  cursor: ZCursorSchema,
  limit: ZPageLimitSchema,
});

export const ZFraudBlockListSchema = z.object({
  items: z.array(ZFraudBlockSchema),
  nextCursor: z.string().nullable(),
});
export type FraudBlockList = z.output<typeof ZFraudBlockListSchema>;

/** `POST /sms/fraud/blocks/lift`: the prefix gets a fresh window; an operator block answers 1015. */
export const ZFraudBlockLiftSchema = z.object({ prefix: ZFraudPrefixSchema });
export type TFraudBlockLiftInput = z.input<typeof ZFraudBlockLiftSchema>;
