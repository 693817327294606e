/**
 * The auth calls' answers (API.md): the response schemas the server's routes declare (for serialisation and
 * the OpenAPI document) and the console's types are inferred from. The request schemas are in
 * validation/auth.ts and validation/new-password.ts.
 */
import { z } from 'zod';

export const ZSessionTokenSchema = z.object({ token: z.string().describe('Session token: send as Bearer.') });
export type SessionTokenResult = z.output<typeof ZSessionTokenSchema>;

export const ZSignupIdResultSchema = z.object({
  id: z.string().describe('Pending sign-up id, as in /signup/<id>.'),
});
export type SignupOtpResult = z.output<typeof ZSignupIdResultSchema>;

export const ZMaskedEmailSchema = z.object({ email: z.string().describe('The address, partly masked.') });
export type MaskedEmail = z.output<typeof ZMaskedEmailSchema>;

/** The channels a code is sent over, so there is an address to show. */
const ZSentChannelSchema = z.enum(['email', 'sms']);
export type SentOtpChannel = z.output<typeof ZSentChannelSchema>;

const ZSentDestinationSchema = z.object({
  channel: ZSentChannelSchema,
  to: z.string().describe('Where the code went, masked.'),
});
const ZAuthenticatorSchema = z.object({
  channel: z.literal('totp').describe('The code comes from the authenticator app; nothing was sent.'),
});

/** Where the code went (masked), or for an authenticator app only the channel: nothing was sent. */
export const ZOtpDestinationSchema = z.union([ZSentDestinationSchema, ZAuthenticatorSchema]);
export type OtpDestination = z.output<typeof ZOtpDestinationSchema>;

/** Where a sign-in code comes from: sent by e-mail or SMS, or computed by an authenticator app (TOTP). */
export type OtpChannel = OtpDestination['channel'];

const ZTicketFieldsSchema = z.object({
  step: z.literal('otp'),
  token: z.string().describe('Login ticket for /auth/login.'),
});

export const ZLoginOtpResultSchema = z.union([
  ZTicketFieldsSchema.extend(ZSentDestinationSchema.shape),
  ZTicketFieldsSchema.extend(ZAuthenticatorSchema.shape),
  z.object({ step: z.literal('done'), token: z.string().describe('Session token (trusted browser).') }),
]);
export type LoginOtpResult = z.output<typeof ZLoginOtpResultSchema>;

/** The ALTCHA challenge that `GET /auth/captcha` returns, as altcha-lib creates it. */
export const ZCaptchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.output<typeof ZCaptchaChallengeSchema>;
