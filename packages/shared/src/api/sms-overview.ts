/**
 * The SMS overview (spec sections 2 and 9: today, last 7 days, last 30 days, last year): outbound messages of
 * the current account by status class, per hour (today) or per day (otherwise) in the user's timezone, by
 * country and by message type. Money is a decimal string in the account's currency.
 */
import { z } from 'zod';
import { TIMEZONES } from '../constants/index.js';

export const SMS_OVERVIEW_RANGES = ['today', '7d', '30d', '1y'] as const;
export type SmsOverviewRange = (typeof SMS_OVERVIEW_RANGES)[number];

export const ZSmsOverviewSchema = z.object({
  range: z.enum(SMS_OVERVIEW_RANGES, { error: 'smsOverviewRangeInvalid' }).default('today'),
  timezone: z.enum(TIMEZONES, { error: 'smsOverviewTimezoneInvalid' }).default('UTC'),
});
export type TSmsOverviewInput = z.input<typeof ZSmsOverviewSchema>;

const ZFiguresSchema = z.object({
  /** Every outbound message created in the range. */
  sent: z.number().int(),
  delivered: z.number().int(),
  /** Undelivered, expired, rejected or failed. */
  failed: z.number().int(),
  /** Scheduled or still on its way. */
  pending: z.number().int(),
  segments: z.number().int(),
  cost: z.string(),
});
export type SmsOverviewFigures = z.infer<typeof ZFiguresSchema>;

export const ZSmsOverviewResultSchema = z.object({
  range: z.enum(SMS_OVERVIEW_RANGES),
  timezone: z.string(),
  currency: z.string().nullable(),
  /** 'hour' for today, 'day' otherwise. */
  bucket: z.enum(['hour', 'day']),
  totals: ZFiguresSchema.extend({
    /** delivered / (delivered + failed), null before any message has a final status. */
    deliveryRate: z.number().nullable(),
  }),
  /**
   * Every bucket of the range in order, empty ones included: `at` is the local start ("2026-11-26T14:00"),
   * `start` the instant it begins (ISO 8601, UTC). A day whose clocks go back has 25 hours, and the repeated
   * hour's `at` appears twice, with different `start`s; a day whose clocks go forward has 23.
   */
  series: z.array(ZFiguresSchema.extend({ at: z.string(), start: z.string() })),
  byCountry: z.array(ZFiguresSchema.extend({ country: z.string() })),
  byType: z.array(ZFiguresSchema.extend({ type: z.number().int() })),
});
export type SmsOverviewResult = z.infer<typeof ZSmsOverviewResultSchema>;
