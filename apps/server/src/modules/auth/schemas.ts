/** Response schemas of the auth calls, for serialisation and the OpenAPI document. */
import { z } from 'zod';

export const ZSessionTokenSchema = z.object({ token: z.string().describe('Session token: send as Bearer.') });
export const ZSignupIdResultSchema = z.object({
  id: z.string().describe('Pending sign-up id, as in /signup/<id>.'),
});
export const ZMaskedEmailSchema = z.object({ email: z.string().describe('The address, partly masked.') });

const ZSentChannelSchema = z.enum(['email', 'sms']);

const ZSentDestinationSchema = z.object({
  channel: ZSentChannelSchema,
  to: z.string().describe('Where the code went, masked.'),
});
const ZAuthenticatorSchema = z.object({
  channel: z.literal('totp').describe('The code comes from the authenticator app; nothing was sent.'),
});

export const ZOtpDestinationSchema = z.union([ZSentDestinationSchema, ZAuthenticatorSchema]);

const ZTicketFieldsSchema = z.object({
  step: z.literal('otp'),
  token: z.string().describe('Login ticket for /auth/login.'),
});

export const ZLoginOtpResultSchema = z.union([
  ZTicketFieldsSchema.extend(ZSentDestinationSchema.shape),
  ZTicketFieldsSchema.extend(ZAuthenticatorSchema.shape),
  z.object({ step: z.literal('done'), token: z.string().describe('Session token (trusted browser).') }),
]);

export const ZCaptchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
