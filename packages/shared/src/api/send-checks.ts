/**
 * What the console's send page reads before sending (`POST /sms/send/limits`: today's count against the daily
 * caps, the blocked countries) and "test a template" (`POST /sms/template/test`: the template to the user's own
 * bound phone, spec section 9).
 */
import { z } from 'zod';

export const ZSendLimitsSchema = z.object({
  /** Outbound messages created in the current UTC day: what the daily caps count. */
  sentToday: z.number().int().min(0),
  /** The account's own daily limit; 0 means none. */
  dailyLimit: z.number().int().min(0),
  /** The trial's daily limit while the account is not verified, else null. */
  trialDailyLimit: z.number().int().min(0).nullable(),
  disallowedCountries: z.array(z.string()),
  /** When today's count starts again (the next UTC midnight). */
  resetsAt: z.iso.datetime(),
});
export type SendLimits = z.infer<typeof ZSendLimitsSchema>;

/** A template variable the test fills with a fresh code (a verification-code template's code). */
export const CODE_VARIABLE_PATTERN = /^(code|otp|verifyCode|verificationCode|captcha|pin)$/i;
/** Spec section 9: a test's verification code is valid one minute; the sample verification message five. */
export const TEMPLATE_TEST_CODE_MINUTES = 1;
export const SAMPLE_VERIFICATION_MINUTES = 5;

export const ZTemplateTestSchema = z.object({
  templateId: z.string().min(1).max(64),
  /** Values of the template's variables; a verification-code template's code is generated, not taken. */
  variables: z.record(z.string().max(64), z.string().max(500)).optional(),
});
export type TemplateTestInput = z.infer<typeof ZTemplateTestSchema>;

export const ZTemplateTestResultSchema = z.object({
  messageId: z.string(),
  /** The bound phone it went to, masked. */
  to: z.string(),
  content: z.string(),
  cost: z.string(),
  currency: z.string(),
  /** The generated verification code and until when it is valid, for a verification-code template. */
  code: z.string().nullable(),
  validMinutes: z.number().int().nullable(),
  validUntil: z.iso.datetime().nullable(),
});
export type TemplateTestResult = z.infer<typeof ZTemplateTestResultSchema>;
