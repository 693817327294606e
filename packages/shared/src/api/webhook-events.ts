/**
 * The webhook event bodies of API.md as a receiver sees them: the server builds its events with these types
 * and documents them (OpenAPI `webhooks`) from these schemas, so the document cannot drift from the bodies.
 * Keys are in the order they are sent.
 */
import { z } from 'zod';
import { SMS_WEBHOOK_STATUSES } from '../validation/sms-log.js';

const ZTimestampSchema = z.string().describe('When the change happened, ISO 8601 UTC.');

export const ZMessageStatusEventSchema = z
  .object({
    event: z.literal('message.status'),
    messageId: z.string().describe('The id the send answered, e.g. SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N.'),
    to: z.string().describe('The recipient, E.164.'),
    status: z
      .enum(SMS_WEBHOOK_STATUSES)
      .describe('`sent` when the carrier accepted the message, then its final status.'),
    errorCode: z.string().nullable().describe('Why the message did not arrive, or null.'),
    segments: z.number().int(),
    cost: z.string().describe('Decimal string in the account currency.'),
    timestamp: ZTimestampSchema,
  })
  .strict();
export type MessageStatusEvent = z.output<typeof ZMessageStatusEventSchema>;

export const ZMessageInboundEventSchema = z
  .object({
    event: z.literal('message.inbound'),
    messageId: z.string().describe('The id the inbound message is stored under.'),
    from: z.string().describe('The phone that replied, E.164.'),
    to: z.string().describe('The sender ID or number it replied to.'),
    content: z.string(),
    timestamp: ZTimestampSchema,
  })
  .strict();
export type MessageInboundEvent = z.output<typeof ZMessageInboundEventSchema>;

/**
 * Sent by the console's test button to the status or the inbound URL.
 * @public — the body the console's test sends, beside the documented events.
 */
export const ZWebhookTestEventSchema = z
  .object({
    event: z.literal('webhook.test'),
    kind: z.enum(['status', 'inbound']),
    accountId: z.string(),
    timestamp: ZTimestampSchema,
  })
  .strict();
export type WebhookTestEvent = z.output<typeof ZWebhookTestEventSchema>;

export type WebhookEvent = MessageStatusEvent | MessageInboundEvent | WebhookTestEvent;
