/**
 * The admin insight calls (`/admin/insights/…`, owners and admins only): the organisation's traffic, spend
 * and delivery over time, a pivot of its messages, a message search across its accounts, its accounts as
 * cards, one account's profile and the live monitor. Request schemas are shared by the console's forms and
 * the server's routes; issues carry keys of the shared `validation` texts.
 * Money is a decimal string per currency (an organisation's accounts may bill in different currencies).
 */
import { z } from 'zod';
import { PRODUCTS, TIMEZONES } from '../constants/index.js';
import { zPageOf } from '../validation/admin.js';
import { RANGE_ISSUE, ZSmsLogListSchema, isOrderedRange } from '../validation/sms-log.js';
import { ZApiKeySchema } from './api-keys.js';
import { ZVerificationStatusSchema } from './kyc.js';
import { ZSmsLogItemSchema } from './sms-log.js';

export const INSIGHTS_RANGES = ['7d', '30d', '1y'] as const;
export type InsightsRange = (typeof INSIGHTS_RANGES)[number];
export const INSIGHTS_RANGE_DAYS: Record<InsightsRange, number> = { '7d': 7, '30d': 30, '1y': 365 };

const ZPeriodShape = {
  range: z.enum(INSIGHTS_RANGES, { error: 'insightsRangeInvalid' }).default('30d'),
  timezone: z.enum(TIMEZONES, { error: 'insightsTimezoneInvalid' }).default('UTC'),
};

/** `POST /admin/insights/traffic`. */
export const ZInsightsPeriodSchema = z.object(ZPeriodShape);
export type TInsightsPeriodInput = z.input<typeof ZInsightsPeriodSchema>;

const ZMoneySchema = z.object({ currency: z.string(), amount: z.string() });
export type MoneyAmount = z.infer<typeof ZMoneySchema>;

const ZTrafficFiguresSchema = z.object({
  /** Outbound messages created in the bucket. */
  sent: z.number().int(),
  delivered: z.number().int(),
  /** Undelivered, expired, rejected or failed. */
  failed: z.number().int(),
  /** Scheduled or still on its way. */
  pending: z.number().int(),
  segments: z.number().int(),
  /** delivered / (delivered + failed); null before any message has a final status. */
  deliveryRate: z.number().nullable(),
  /** Charged less refunded (the ledger's CONSUME and message REFUNDED entries), per currency. */
  spend: z.array(ZMoneySchema),
});
export type TrafficFigures = z.infer<typeof ZTrafficFiguresSchema>;

export const ZInsightsTrafficSchema = z.object({
  range: z.enum(INSIGHTS_RANGES),
  timezone: z.string(),
  totals: ZTrafficFiguresSchema,
  /** Every day of the range in order, empty ones included; `at` is the local date ("2026-11-26"). */
  series: z.array(ZTrafficFiguresSchema.extend({ at: z.string() })),
  /** Every live account of the organisation, most messages first. */
  byAccount: z.array(ZTrafficFiguresSchema.extend({ accountId: z.string(), name: z.string() })),
});
export type InsightsTraffic = z.infer<typeof ZInsightsTrafficSchema>;

export const PIVOT_DIMENSIONS = ['account', 'country', 'type', 'status'] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];

const ZDimensionSchema = z.enum(PIVOT_DIMENSIONS, { error: 'insightsDimensionInvalid' });

/** `POST /admin/insights/pivot`: outbound messages of the range grouped by two dimensions. */
export const ZInsightsPivotQuerySchema = z
  .object({
    ...ZPeriodShape,
    rows: ZDimensionSchema.default('account'),
    columns: ZDimensionSchema.default('status'),
  })
  .refine((query) => query.rows !== query.columns, { message: 'insightsDimensionsSame', path: ['columns'] });
export type TInsightsPivotInput = z.input<typeof ZInsightsPivotQuerySchema>;

const ZPivotKeySchema = z.object({
  /** Account id, ISO country code ('' when unknown), message type (1 OTP, 2 marketing, 3 notification) or status. */
  key: z.string(),
  /** The account's name for the account dimension; the key otherwise (the console translates it). */
  label: z.string(),
});

const ZPivotFiguresSchema = z.object({
  messages: z.number().int(),
  segments: z.number().int(),
  /** What the messages were charged, per currency. */
  cost: z.array(ZMoneySchema),
});
export type PivotFigures = z.infer<typeof ZPivotFiguresSchema>;

export const ZInsightsPivotSchema = z.object({
  range: z.enum(INSIGHTS_RANGES),
  timezone: z.string(),
  rows: z.enum(PIVOT_DIMENSIONS),
  columns: z.enum(PIVOT_DIMENSIONS),
  /** Most messages first. */
  rowKeys: z.array(ZPivotKeySchema),
  columnKeys: z.array(ZPivotKeySchema),
  /** Only the non-empty cells. */
  cells: z.array(ZPivotFiguresSchema.extend({ row: z.string(), column: z.string() })),
  totals: ZPivotFiguresSchema,
});
export type InsightsPivot = z.infer<typeof ZInsightsPivotSchema>;

/**
 * `POST /admin/insights/messages`: the SMS log's filters and keyset paging, across every account of the
 * organisation or one of them.
 */
export const ZInsightsMessageSearchSchema = z
  .object({
    ...ZSmsLogListSchema.shape,
    accountId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.string({ error: 'accountIdInvalid' }).trim().min(1, { error: 'accountIdInvalid' }).max(64).optional(),
    ),
  })
  .refine(isOrderedRange, RANGE_ISSUE);
export type TInsightsMessageSearchInput = z.input<typeof ZInsightsMessageSearchSchema>;

export const ZInsightsMessageSchema = ZSmsLogItemSchema.extend({
  accountId: z.string(),
  accountName: z.string(),
});
export type InsightsMessage = z.infer<typeof ZInsightsMessageSchema>;

export const ZInsightsMessagePageSchema = z.object({
  items: z.array(ZInsightsMessageSchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last one.'),
});
export type InsightsMessagePage = z.infer<typeof ZInsightsMessagePageSchema>;

/** `POST /admin/insights/account/profile`. */
export const ZInsightsAccountIdSchema = z.object({
  accountId: z.string({ error: 'accountIdInvalid' }).trim().min(1, { error: 'accountIdInvalid' }).max(64),
});

export const ZInsightsAccountCardSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  products: z.array(z.enum(PRODUCTS)),
  billingCountry: z.string(),
  currency: z.string(),
  balance: z.string(),
  verificationStatus: ZVerificationStatusSchema,
  /** Members with access to the account (owners and admins see every account besides). */
  members: z.number().int(),
  /** Outbound messages since the first of this month (UTC). */
  messagesThisMonth: z.number().int(),
  createdAt: z.string(),
});
export type InsightsAccountCard = z.infer<typeof ZInsightsAccountCardSchema>;

/** `POST /admin/insights/accounts`: a page of cards, oldest account first. */
export const ZInsightsAccountCardPageSchema = zPageOf(ZInsightsAccountCardSchema);
export type InsightsAccountCardPage = z.infer<typeof ZInsightsAccountCardPageSchema>;

export const ZInsightsAccountProfileSchema = z.object({
  account: ZInsightsAccountCardSchema,
  settings: z.object({
    dailyLimit: z.number().int().describe('0: no limit.'),
    perNumberLimit: z.number().int(),
    globalRateLimit: z.number().int(),
    perSecondRate: z.number().int(),
    ipWhitelist: z.array(z.string()),
    disallowedCountries: z.array(z.string()),
    statusWebhookUrl: z.string().nullable(),
    moWebhookUrl: z.string().nullable(),
    signatureEnabled: z.boolean(),
  }),
  /** Keys by id and hint only: the secret is never kept. */
  apiKeys: z.array(ZApiKeySchema),
  /** The last ten messages, newest first. */
  messages: z.array(ZSmsLogItemSchema),
  /** The last ten recharges (ledger RECHARGE entries), newest first. */
  recharges: z.array(
    z.object({
      transactionId: z.string(),
      amount: z.string(),
      currency: z.string(),
      paymentMethod: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** The last ten audit events about the account, newest first. */
  audit: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      actorEmail: z.string().nullable(),
      ip: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type InsightsAccountProfile = z.infer<typeof ZInsightsAccountProfileSchema>;

/** `POST /admin/insights/monitor`: one reading; the console polls it and draws the readings as a series. */
export const ZInsightsMonitorSchema = z.object({
  at: z.string(),
  /** The rates below are counts over this many seconds before `at`, divided by it. */
  windowSeconds: z.number().int(),
  /** The organisation's messages accepted (queued or scheduled) per second. */
  acceptedPerSecond: z.number(),
  /** The organisation's messages a carrier took (submitted) per second. */
  submittedPerSecond: z.number(),
  /** The organisation's messages waiting or in flight now. */
  queue: z.object({ scheduled: z.number().int(), queued: z.number().int(), sending: z.number().int() }),
  /** The organisation's webhook outbox: still to be delivered, and given up in the last 24 hours. */
  webhooks: z.object({ pending: z.number().int(), failed: z.number().int() }),
  /**
   * The platform's carrier binds as counts (no names: carriers are the provider's business); null where this
   * server holds none (ROLE=api, the worker processes do) or while they start.
   */
  binds: z
    .object({ bound: z.number().int(), connecting: z.number().int(), refused: z.number().int() })
    .nullable(),
});
export type InsightsMonitor = z.infer<typeof ZInsightsMonitorSchema>;
