/**
 * The webhook calls of the SMS settings page (`POST /sms/webhook/test|resend|list`): the list's request
 * schema, and the response schemas the server's routes declare and the console's types are inferred from —
 * also the attempt of a delivery as the log's detail view (`POST /sms/log/detail`) lists it. The list's
 * request reuses the log's message keys (a cursor and a page size fail the same way there), so no new
 * catalogue entries are needed.
 */
import { z } from 'zod';
import { blankToUndefined, type ZWebhookTestSchema } from '../validation/sms-log.js';

export const WEBHOOK_LIST_MAX_PAGE = 100;

export const ZWebhookListSchema = z.object({
  cursor: z.preprocess(
    blankToUndefined,
    z.string({ error: 'logCursorInvalid' }).max(32, { error: 'logCursorInvalid' }).optional(),
  ),
  limit: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : blankToUndefined(value)),
    z
      .number({ error: 'logPageSizeInvalid' })
      .int({ error: 'logPageSizeInvalid' })
      .min(1, { error: 'logPageSizeInvalid' })
      .max(WEBHOOK_LIST_MAX_PAGE, { error: 'logPageSizeInvalid' })
      .default(20),
  ),
});
export type TWebhookListInput = z.input<typeof ZWebhookListSchema>;
/** `POST /sms/webhook/list` as the console calls it, with a parsed page size: the schema's output. */
export type WebhookListQuery = z.output<typeof ZWebhookListSchema>;

/** The events a delivery carries: a message's status, an inbound message, or the settings page's test. */
export const WEBHOOK_DELIVERY_EVENTS = ['message.status', 'message.inbound', 'webhook.test'] as const;
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
/** Which URL the settings page's test posts to: the status or the inbound webhook. */
export type WebhookKind = z.output<typeof ZWebhookTestSchema>['kind'];

/** `POST /sms/webhook/test`: the test event's delivery, to find it in the list. */
export const ZWebhookTestResultSchema = z.object({ deliveryId: z.number().int() });
export type WebhookTestResult = z.output<typeof ZWebhookTestResultSchema>;

/** One delivery of `POST /sms/webhook/list`: an event for one of the account's URLs and its latest attempt. */
export const ZWebhookDeliverySchema = z
  .object({
    id: z.number().int().describe('The delivery id, also sent as `X-Beacon-Delivery`.'),
    event: z.enum(WEBHOOK_DELIVERY_EVENTS),
    messageId: z.string().nullable().describe('Null for test events.'),
    url: z
      .string()
      .describe('Where the latest attempt was sent (the URL set when it was made), or will be sent.'),
    state: z.enum(WEBHOOK_DELIVERY_STATES),
    attempts: z.number().int(),
    createdAt: z.string(),
    lastAttemptAt: z.string().nullable(),
    lastAttemptUrl: z
      .string()
      .nullable()
      .describe(
        'Where the last attempt was posted. Differs from `url` only while a retry to a changed URL is under ' +
          'way; null when none was made, when the URL had been cleared, or for attempts made before ' +
          'attempt URLs were recorded.',
      ),
    lastHttpStatus: z.number().int().nullable().describe('Null when the last attempt got no HTTP answer.'),
    lastError: z
      .string()
      .nullable()
      .describe('Why the last attempt failed (timeout, refused connection, HTTP status, URL not set).'),
    nextAttemptAt: z.string().nullable().describe('When a pending delivery is tried next; null once done.'),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.output<typeof ZWebhookDeliverySchema>;

export const ZWebhookDeliveryPageSchema = z.object({
  items: z.array(ZWebhookDeliverySchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last one.'),
});
export type WebhookDeliveryPage = z.output<typeof ZWebhookDeliveryPageSchema>;

/** One attempt of a delivery, in the log's detail view. */
export const ZWebhookAttemptSchema = z
  .object({
    at: z.string(),
    url: z
      .string()
      .nullable()
      .describe(
        'Where this attempt was posted: the URL set when it was made, so attempts before and after a URL ' +
          'change differ. Null when the URL had been cleared (nothing was posted) or for attempts made ' +
          'before attempt URLs were recorded.',
      ),
    httpStatus: z.number().int().nullable().describe('Null when the attempt got no HTTP answer.'),
    error: z.string().nullable().describe('Why the attempt failed; null for a 2xx.'),
    durationMs: z.number().int(),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.output<typeof ZWebhookAttemptSchema>;
