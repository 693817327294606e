/**
 * Message types. The send API names two (`otp`, `marketing`; API.md); the console and the logs number three
 * (spec section 3: 1 OTP, 2 marketing, 3 notification). Notification is console-only: the public API has no
 * name for it, so mapping it to the API gives undefined rather than a guess.
 */
import { z } from 'zod';

export const SEND_API_MESSAGE_TYPES = ['otp', 'marketing'] as const;
export type SendApiMessageType = (typeof SEND_API_MESSAGE_TYPES)[number];

export const SMS_MESSAGE_TYPE = { OTP: 1, MARKETING: 2, NOTIFICATION: 3 } as const;
export type SmsMessageType = (typeof SMS_MESSAGE_TYPE)[keyof typeof SMS_MESSAGE_TYPE];
export const SMS_MESSAGE_TYPES: readonly SmsMessageType[] = Object.values(SMS_MESSAGE_TYPE);

const API_TO_CONSOLE: Readonly<Record<SendApiMessageType, SmsMessageType>> = {
  otp: SMS_MESSAGE_TYPE.OTP,
  marketing: SMS_MESSAGE_TYPE.MARKETING,
};

export function toSmsMessageType(type: SendApiMessageType): SmsMessageType {
  return API_TO_CONSOLE[type];
}

export function toSendApiMessageType(type: SmsMessageType): SendApiMessageType | undefined {
  return SEND_API_MESSAGE_TYPES.find((name) => API_TO_CONSOLE[name] === type);
}

export function isSmsMessageType(value: unknown): value is SmsMessageType {
  return SMS_MESSAGE_TYPES.includes(value as SmsMessageType);
}

export const ZSendApiMessageTypeSchema = z.enum(SEND_API_MESSAGE_TYPES, { error: 'messageTypeInvalid' });

/** Accepts 1–3 as a number or, from a form-encoded body, as a string. */
export const ZSmsMessageTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.custom<SmsMessageType>(isSmsMessageType, { error: 'smsTypeInvalid' }),
);
