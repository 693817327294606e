/**
 * Request schemas of the auth calls (API.md), shared by the console forms and the server routes. Schemas that
 * choose a password live in new-password.ts: they load the strength dictionary, which sign-in does not need.
 */
import { z } from 'zod';
import { OTP_LENGTH } from '../constants/index.js';
import { zFormBoolean, zRequiredText } from './form-fields.js';

export const ZEmailSchema = z
  .string({ error: 'emailInvalid' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'emailInvalid' }).max(254, { error: 'emailInvalid' }));

/** Sign-in only checks presence: the policy is for choosing a password, not for entering one. */
export const ZLoginPasswordSchema = z.string({ error: 'passwordEmpty' }).min(1, { error: 'passwordEmpty' });

export const ZCodeSchema = z
  .string({ error: 'codeInvalid' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: 'codeInvalid' });

export const ZTokenSchema = zRequiredText('tokenRequired', 512);

export const ZSignupIdSchema = z.object({ id: ZTokenSchema });
export const ZSignupSchema = z.object({ id: ZTokenSchema, code: ZCodeSchema });
export type TSignup = z.output<typeof ZSignupSchema>;

export const ZLoginOtpSchema = z.object({ email: ZEmailSchema, password: ZLoginPasswordSchema });
export type TLoginOtpInput = z.input<typeof ZLoginOtpSchema>;

export const ZTicketSchema = z.object({ token: ZTokenSchema });

export const ZLoginSchema = z.object({
  token: ZTokenSchema,
  code: ZCodeSchema,
  remember: zFormBoolean.default(false),
});
export type TLogin = z.output<typeof ZLoginSchema>;

export const ZPasswordOtpSchema = z.object({ email: ZEmailSchema });
export const ZSsoSchema = z.object({ token: ZTokenSchema });
