/**
 * Schemas of the calls that choose a new password (sign-up, reset). Kept apart from auth.ts because the
 * password policy loads zxcvbn's dictionary, which only these pages should download.
 */
import { z } from 'zod';
import { ZEmailSchema, ZTokenSchema } from './auth.js';
import { zFormBoolean, zRequiredText } from './form-fields.js';
import { findPasswordProblem } from './password.js';

export const ZNewPasswordSchema = z.string({ error: 'passwordEmpty' }).superRefine((password, ctx) => {
  const problem = findPasswordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const ZSignupOtpSchema = z.object({
  email: ZEmailSchema,
  username: zRequiredText('usernameRequired', 64, 'usernameTooLong'),
  password: ZNewPasswordSchema,
  captcha: zRequiredText('captchaRequired', 8192),
  agree: zFormBoolean.refine((agreed) => agreed, { error: 'agreeRequired' }),
  /** The invitation id of `/signup/<id>` when the user joins an organisation that invited them. */
  invite: z.string().trim().max(512).optional(),
});
export type TSignupOtpInput = z.input<typeof ZSignupOtpSchema>;

export const ZPasswordResetSchema = z.object({ token: ZTokenSchema, password: ZNewPasswordSchema });

/**
 * `POST /user/update/password`: the current password (checked by the server, 2012 when wrong), the new one
 * under the policy, and its confirmation.
 */
export const ZChangePasswordSchema = z
  .object({
    oldPassword: z.string({ error: 'oldPasswordEmpty' }).min(1, { error: 'oldPasswordEmpty' }),
    newPassword: ZNewPasswordSchema,
    confirmPassword: z.string({ error: 'passwordEmpty' }).min(1, { error: 'passwordEmpty' }),
  })
  .superRefine((input, ctx) => {
    if (input.newPassword === input.oldPassword)
      ctx.addIssue({ code: 'custom', message: 'passwordSameAsOld', path: ['newPassword'] });
    if (input.confirmPassword !== input.newPassword)
      ctx.addIssue({ code: 'custom', message: 'passwordMismatch', path: ['confirmPassword'] });
  });
export type TChangePasswordInput = z.input<typeof ZChangePasswordSchema>;
