/**
 * The user centre's calls (`/user/...`, see the server's OpenAPI document). The forms explain their own
 * failures (field messages, wrong codes), so their calls are quiet; list and revoke calls use the client's
 * global error display.
 */
import type {
  AvatarResult,
  BoundPhone,
  ConfirmedEmail,
  PasswordChanged,
  PendingEmail,
  Preferences,
  ResentEmail,
  Revoked,
  SessionView,
  TotpSetup,
  TrustedDeviceView,
} from '@beacon/shared/api/user-centre';
import type { TChangePasswordInput } from '@beacon/shared/validation/new-password';
import type { TUpdateBasicInput, TUpdatePreferencesInput } from '@beacon/shared/validation/user';
import { api } from '@/shared/request';

const QUIET = { quiet: true } as const;

export const userApi = {
  updateBasic: (input: TUpdateBasicInput) => api.post<PendingEmail>('/user/update/basic', input, QUIET),
  confirmEmail: (code: string) => api.post<ConfirmedEmail>('/user/email/confirm', { code }, QUIET),
  resendEmailCode: () => api.post<ResentEmail>('/user/email/resend', undefined, QUIET),
  cancelEmailChange: () => api.post<null>('/user/email/cancel'),
  updatePreferences: (input: TUpdatePreferencesInput) =>
    api.post<Preferences>('/user/update/preferences', input, QUIET),
  uploadAvatar: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api.post<AvatarResult>('/user/avatar', body, QUIET);
  },

  changePassword: (input: TChangePasswordInput) =>
    api.post<PasswordChanged>('/user/update/password', input, QUIET),
  sendPhoneCode: (phone: string) => api.post<null>('/user/phone/otp', { phone }, QUIET),
  bindPhone: (input: { phone: string; code: string }) =>
    api.post<BoundPhone>('/user/phone/bind', input, QUIET),
  unbindPhone: (password: string) => api.post<null>('/user/phone/unbind', { password }, QUIET),
  setTwoFactor: (channel: 'email' | 'sms') => api.post<null>('/user/twofactor/update', { channel }),
  beginTotp: () => api.post<TotpSetup>('/user/totp/setup'),
  enableTotp: (code: string) => api.post<null>('/user/totp/enable', { code }, QUIET),
  disableTotp: (proof: { code?: string; password?: string }) =>
    api.post<null>('/user/totp/disable', proof, QUIET),

  listSessions: () => api.post<SessionView[]>('/user/session/list'),
  revokeSession: (id: string) => api.post<null>('/user/session/revoke', { id }),
  revokeOtherSessions: () => api.post<Revoked>('/user/session/revoke-others'),
  listDevices: () => api.post<TrustedDeviceView[]>('/user/device/list'),
  revokeDevice: (id: string) => api.post<null>('/user/device/revoke', { id }),
  revokeOtherDevices: () => api.post<Revoked>('/user/device/revoke-others'),
};
