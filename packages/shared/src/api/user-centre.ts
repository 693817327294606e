/**
 * The user centre's answers (`POST /user/...`: profile, e-mail change, preferences, avatar, password, phone,
 * authenticator app, sessions and trusted browsers): the response schemas the server's routes declare and
 * the console's types are inferred from. The request schemas are in validation/user.ts and
 * validation/new-password.ts.
 */
import { z } from 'zod';
import { LOCALES, TIME_FORMATS, TIMEZONES } from '../constants/index.js';
import { THEMES } from '../validation/user.js';

/** `POST /user/update/basic`. */
export const ZPendingEmailSchema = z.object({
  pendingEmail: z
    .string()
    .nullable()
    .describe('The new address waiting for its code (`/user/email/confirm`), or null.'),
});
export type PendingEmail = z.output<typeof ZPendingEmailSchema>;

/** `POST /user/email/confirm`: the new sign-in address. */
export const ZConfirmedEmailSchema = z.object({ email: z.string() });
export type ConfirmedEmail = z.output<typeof ZConfirmedEmailSchema>;

/** `POST /user/email/resend`: the address the code went to again. */
export const ZResentEmailSchema = z.object({ pendingEmail: z.string() });
export type ResentEmail = z.output<typeof ZResentEmailSchema>;

/** `POST /user/update/preferences`: the preferences as saved. */
export const ZPreferencesSchema = z
  .object({
    language: z.enum(LOCALES),
    timezone: z.enum(TIMEZONES),
    timeFormat: z.enum(TIME_FORMATS).describe('A dayjs format string, one of the nine.'),
    theme: z.enum(THEMES),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.output<typeof ZPreferencesSchema>;

/** `POST /user/avatar`. */
export const ZAvatarSchema = z.object({ avatar: z.string().describe('URL path of the image.') });
export type AvatarResult = z.output<typeof ZAvatarSchema>;

/** `POST /user/update/password`: how many other sessions the change ended. */
export const ZPasswordChangedSchema = z.object({ revokedSessions: z.number().int() });
export type PasswordChanged = z.output<typeof ZPasswordChangedSchema>;

/** `POST /user/phone/bind`: the bound number. */
export const ZBoundPhoneSchema = z.object({ phone: z.string() });
export type BoundPhone = z.output<typeof ZBoundPhoneSchema>;

/** `POST /user/totp/setup`: the new secret (base32) and its `otpauth://` URI, shown once. */
export const ZTotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.output<typeof ZTotpSetupSchema>;

/** One entry of `POST /user/session/list`. */
export const ZSessionViewSchema = z
  .object({
    id: z.string(),
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime().describe('Updated at most once a minute.'),
    current: z.boolean().describe('The session making this request.'),
    trusted: z.boolean().describe('Signed in from, or marked as, a trusted browser.'),
  })
  .meta({ id: 'SessionView' });
export type SessionView = z.output<typeof ZSessionViewSchema>;

/** One entry of `POST /user/device/list`. */
export const ZTrustedDeviceViewSchema = z
  .object({
    id: z.string(),
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    network: z.string().describe('The network it may skip codes from (IPv4 /24 or IPv6 /48).'),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable().describe('When it last skipped a code.'),
    expiresAt: z.iso.datetime(),
    current: z.boolean().describe('The browser whose session makes this request.'),
  })
  .meta({ id: 'TrustedDeviceView' });
export type TrustedDeviceView = z.output<typeof ZTrustedDeviceViewSchema>;

/** `POST /user/session/revoke-others` and `/user/device/revoke-others`: how many were revoked. */
export const ZRevokedSchema = z.object({ revoked: z.number().int() });
export type Revoked = z.output<typeof ZRevokedSchema>;
