/**
 * The message log's calls (docs/sms-console-api.md): list filters, detail, CSV export, and the webhook test
 * and resend buttons — one set of schemas for the console's filter bar and the server's routes. Issues carry
 * a key of the shared `validation` texts (i18n/resources).
 */
import { z } from 'zod';
import { zFormArray } from './form-fields.js';
import { ZSmsCountrySchema } from './sms.js';

/** Every status a message can have (API.md), in the order a message goes through them. */
export const SMS_LOG_STATUSES = [
  'scheduled',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'expired',
  'rejected',
  'failed',
] as const;
export type SmsLogStatus = (typeof SMS_LOG_STATUSES)[number];

/** The statuses a message never leaves (API.md). */
export const SMS_FINAL_STATUSES = [
  'delivered',
  'undelivered',
  'expired',
  'rejected',
  'failed',
] as const satisfies readonly SmsLogStatus[];

/** Final and not delivered: what the workplace counts as failed. */
export const SMS_FAILED_STATUSES = SMS_FINAL_STATUSES.filter(
  (status): status is Exclude<(typeof SMS_FINAL_STATUSES)[number], 'delivered'> => status !== 'delivered',
);

/** What a `message.status` webhook reports: `sent` when the carrier took the message, then its final status. */
export const SMS_WEBHOOK_STATUSES = ['sent', ...SMS_FINAL_STATUSES] as const;

export const SMS_LOG_DIRECTIONS = ['out', 'in'] as const;
export type SmsLogDirection = (typeof SMS_LOG_DIRECTIONS)[number];

export const SMS_LOG_MAX_PAGE = 100;

/** Blank form fields count as absent. */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A time filter of a console list (ISO 8601 with offset; blank counts as absent). */
export const ZLogTimeSchema = z.preprocess(
  blankToUndefined,
  z.iso
    .datetime({ offset: true, error: 'logTimeInvalid' })
    .transform((text) => new Date(text))
    .optional(),
);

const filterShape = {
  /** Created at or after. */
  since: ZLogTimeSchema,
  /** Created before. */
  until: ZLogTimeSchema,
  status: z.preprocess(
    blankToUndefined,
    zFormArray(z.enum(SMS_LOG_STATUSES, { error: 'logStatusInvalid' }))
      .transform((list) => [...new Set(list)])
      .optional(),
  ),
  direction: z.preprocess(
    blankToUndefined,
    z.enum(SMS_LOG_DIRECTIONS, { error: 'logDirectionInvalid' }).optional(),
  ),
  /** The other party: the recipient of an outbound message, the sender of an inbound one. */
  phone: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'logPhoneInvalid' })
      .trim()
      .regex(/^\+[1-9]\d{1,14}$/, { error: 'logPhoneInvalid' })
      .optional(),
  ),
  country: z.preprocess(blankToUndefined, ZSmsCountrySchema.optional()),
};

export const isOrderedRange = (filters: { since?: Date; until?: Date }) =>
  !filters.since || !filters.until || filters.since <= filters.until;
export const RANGE_ISSUE = { message: 'logRangeInvalid', path: ['until'] };

/** The filters of the list and of the export. */
export const ZSmsLogFiltersSchema = z.object(filterShape).refine(isOrderedRange, RANGE_ISSUE);
export type TSmsLogFilters = z.output<typeof ZSmsLogFiltersSchema>;
export type TSmsLogFiltersInput = z.input<typeof ZSmsLogFiltersSchema>;

/** `POST /sms/log/list`: filters plus keyset paging (newest first). */
export const ZSmsLogListSchema = z
  .object({
    ...filterShape,
    cursor: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'logCursorInvalid' })
        .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'logCursorInvalid' })
        .optional(),
    ),
    limit: z.preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : blankToUndefined(value)),
      z
        .number({ error: 'logPageSizeInvalid' })
        .int({ error: 'logPageSizeInvalid' })
        .min(1, { error: 'logPageSizeInvalid' })
        .max(SMS_LOG_MAX_PAGE, { error: 'logPageSizeInvalid' })
        .default(20),
    ),
  })
  .refine(isOrderedRange, RANGE_ISSUE);
export type TSmsLogListInput = z.input<typeof ZSmsLogListSchema>;

export const ZSmsLogDetailSchema = z.object({
  id: z
    .string({ error: 'messageIdInvalid' })
    .trim()
    .regex(/^SM[0-9A-Z]{26}$/, { error: 'messageIdInvalid' }),
});

/** `POST /sms/webhook/test`: which of the account's URLs gets a `webhook.test` event. */
export const ZWebhookTestSchema = z.object({
  kind: z.enum(['status', 'inbound'], { error: 'webhookKindInvalid' }),
});

/** `POST /sms/webhook/resend`. */
export const ZWebhookResendSchema = z.object({
  deliveryId: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'deliveryIdInvalid' })
      .int({ error: 'deliveryIdInvalid' })
      .positive({ error: 'deliveryIdInvalid' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'deliveryIdInvalid' }),
  ),
});
