/**
 * Sender IDs (the `from` of a message). Alphanumeric IDs travel in the 11-character address field of the air
 * interface, and carriers accept only ASCII letters, digits and spaces there, with a letter so the ID cannot
 * pass for a number. Numeric IDs are long codes (E.164-ish, optional +) or short codes: at least 3 digits,
 * since no short code is shorter, and at most the 15 digits of E.164.
 */
import { z } from 'zod';
import { E164_MAX_DIGITS } from './limits.js';
import type { ValidationKey } from '../i18n/texts.js';

export const SENDER_ID_ALPHANUMERIC_MAX = 11;
export const SENDER_ID_NUMERIC_MIN = 3;
export const SENDER_ID_NUMERIC_MAX = E164_MAX_DIGITS;

export type SenderIdKind = 'alphanumeric' | 'numeric';

const NUMERIC = /^\+?\d+$/;
const ALPHANUMERIC = /^[A-Za-z0-9 ]+$/;

/** Numeric when it is only digits (with an optional leading +); otherwise judged as alphanumeric. */
export function classifySenderId(senderId: string): SenderIdKind {
  return NUMERIC.test(senderId) ? 'numeric' : 'alphanumeric';
}

/** The first rule a trimmed sender ID breaks, or null. */
export function findSenderIdProblem(senderId: string): ValidationKey | null {
  if (senderId === '') return 'senderIdEmpty';
  if (classifySenderId(senderId) === 'numeric') {
    const digits = senderId.replace('+', '').length;
    return digits < SENDER_ID_NUMERIC_MIN || digits > SENDER_ID_NUMERIC_MAX ? 'senderIdNumericLength' : null;
  }
  if (!ALPHANUMERIC.test(senderId) || !/[A-Za-z]/.test(senderId)) return 'senderIdInvalid';
  return senderId.length > SENDER_ID_ALPHANUMERIC_MAX ? 'senderIdTooLong' : null;
}

/** Trims, then applies the rules above; each issue's message is an SMS message key. */
export const ZSenderIdSchema = z
  .string({ error: 'senderIdEmpty' })
  .trim()
  .superRefine((senderId, ctx) => {
    const problem = findSenderIdProblem(senderId);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type TSenderId = z.infer<typeof ZSenderIdSchema>;
