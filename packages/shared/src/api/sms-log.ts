/**
 * The message log's answers (`POST /sms/log/list`, `POST /sms/log/detail`; docs/sms-console-api.md): the
 * response schemas the server's routes declare and the console's types are inferred from. Money is a decimal
 * string, times are ISO 8601 UTC. The request schemas and the status list are in validation/sms-log.ts.
 */
import { z } from 'zod';
import { SMS_LOG_DIRECTIONS, SMS_LOG_STATUSES } from '../validation/sms-log.js';
import { WEBHOOK_DELIVERY_STATES, ZWebhookAttemptSchema } from './webhooks.js';

/** One row of the log (docs/sms-console-api.md `SmsLogItem`). */
export const ZSmsLogItemSchema = z
  .object({
    id: z.string(),
    from: z.string(),
    to: z.string(),
    country: z.string().nullable(),
    direction: z.enum(SMS_LOG_DIRECTIONS),
    content: z.string(),
    type: z.number().int().describe('1 OTP, 2 marketing, 3 notification.'),
    segments: z.number().int(),
    encoding: z.enum(['GSM-7', 'UCS-2']),
    status: z.enum(SMS_LOG_STATUSES),
    cost: z.string().describe('Decimal string in `currency`.'),
    currency: z.string().nullable(),
    errorCode: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SmsLogItem' });
export type SmsLogItem = z.output<typeof ZSmsLogItemSchema>;

export const ZSmsLogPageSchema = z.object({
  items: z.array(ZSmsLogItemSchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last one.'),
});
export type SmsLogPage = z.output<typeof ZSmsLogPageSchema>;

/** A message with its status events and its webhook deliveries, each with every attempt. */
export const ZSmsLogDetailViewSchema = z.object({
  message: ZSmsLogItemSchema,
  events: z.array(
    z.object({ status: z.enum(SMS_LOG_STATUSES), errorCode: z.string().nullable(), at: z.string() }),
  ),
  webhooks: z.array(
    z.object({
      id: z.number().int(),
      event: z.string(),
      url: z.string(),
      state: z.enum(WEBHOOK_DELIVERY_STATES),
      attempts: z.number().int(),
      createdAt: z.string(),
      attemptLog: z.array(ZWebhookAttemptSchema),
    }),
  ),
});
export type SmsLogDetail = z.output<typeof ZSmsLogDetailViewSchema>;
