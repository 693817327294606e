/**
 * The send calls' contract: `POST /sms/send` of the console and `POST /v1/sms/send` and `GET
 * /v1/sms/{messageId}` of the public API. The server's routes declare these schemas and the console infers its
 * types from them, so an answer can change in one place only.
 */
import { z } from 'zod';
import { SMS_LOG_STATUSES } from '../validation/sms-log.js';
import type { TSmsSendInput } from '../validation/sms.js';
import type { SmsMessageType } from '../sms/message-types.js';

const money = z.string().describe('A decimal string in the account currency, e.g. "0.0075".');

/**
 * The JSON body the console's send form posts. `ZSmsSendSchema` validates it (and accepts form strings as
 * well), so its input type is loose; this is the typed shape the console builds.
 */
export interface SmsSendBody {
  type: SmsMessageType;
  from: string;
  to: string[];
  content?: string;
  templateId?: string;
  variables?: Record<string, string>;
  /** A recipient's own values (imported file rows), by E.164; they win over `variables`. */
  recipientVariables?: Record<string, Record<string, string>>;
  /** ISO 8601 UTC; absent sends now. */
  sendAt?: string;
  agree: boolean;
  smartEncoding: boolean;
}
// Every body the console can build is one the validating schema reads: a drift fails type checking here.
type Assert<T extends true> = T;
/** @public — a compile-time check, used by nothing. */
export type SmsSendBodyIsAccepted = Assert<SmsSendBody extends TSmsSendInput ? true : false>;

const DROPPED_REASONS = ['duplicate', 'optedOut'] as const;
export type DroppedReason = (typeof DROPPED_REASONS)[number];

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
      .array(z.object({ to: z.string(), reason: z.enum(DROPPED_REASONS) }))
      .describe(
        'Recipients not sent to (and not charged): repeats of an earlier recipient, opted-out numbers.',
      ),
  })
  .meta({ id: 'SendResult' });
export type SendResult = z.output<typeof ZSendResultSchema>;

/** `GET /v1/sms/{messageId}`: one message as the public API reports it. */
export const ZMessageStatusSchema = z
  .object({
    messageId: z.string(),
    to: z.string(),
    country: z.string().nullable(),
    status: z.enum(SMS_LOG_STATUSES),
    segments: z.number().int(),
    cost: money,
    errorCode: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MessageStatus' });
export type MessageStatus = z.output<typeof ZMessageStatusSchema>;
