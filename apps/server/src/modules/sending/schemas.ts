/** Response schemas of the send calls, for validation of what we answer and for the OpenAPI document. */
import { z } from 'zod';

const money = z.string().describe('A decimal string in the account currency, e.g. "0.0075".');

const ZAcceptedMessageSchema = z.object({
  messageId: z.string(),
  to: z.string().describe('E.164'),
  country: z.string().describe('ISO alpha-2 of the destination'),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  segments: z.number().int(),
  cost: money,
  status: z.enum(['queued', 'scheduled']),
});

export const ZSendResultSchema = z
  .object({
    batchId: z.string(),
    messages: z.array(ZAcceptedMessageSchema),
    cost: money,
    currency: z.string(),
    balance: money.describe('The balance after the debit.'),
    dropped: z
      .array(z.object({ to: z.string(), reason: z.enum(['duplicate', 'optedOut']) }))
      .describe(
        'Recipients not sent to (and not charged): repeats of an earlier recipient, opted-out numbers.',
      ),
  })
  .meta({ id: 'SendResult' });

export const ZMessageStatusSchema = z
  .object({
    messageId: z.string(),
    to: z.string(),
    country: z.string().nullable(),
    status: z.enum([
      'scheduled',
      'queued',
      'sending',
      'sent',
      'delivered',
      'undelivered',
      'expired',
      'rejected',
      'failed',
    ]),
    segments: z.number().int(),
    cost: money,
    errorCode: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MessageStatus' });
