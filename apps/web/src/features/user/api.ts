/**
 * The user centre's calls (`/user/...`, see the server's OpenAPI document). The forms explain their own
 * failures (field messages, wrong codes), so their calls are quiet; list and revoke calls use the client's
 * global error display.
 */
import type { TUpdateBasicInput, TUpdatePreferencesInput } from '@beacon/shared/validation/user';
import { api } from '../../shared/request';

const QUIET = { quiet: true } as const;

export interface SessionView {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
  trusted: boolean;
}

export interface TrustedDeviceView {
  id: string;
  userAgent: string | null;
  ip: string | null;
  network: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
  current: boolean;
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const userApi = {
  updateBasic: (input: TUpdateBasicInput) =>
    api.post<{ pendingEmail: string | null }>('/user/update/basic', input, QUIET),
  confirmEmail: (code: string) => api.post<{ email: string }>('/user/email/confirm', { code }, QUIET),
  resendEmailCode: () => api.post<{ pendingEmail: string }>('/user/email/resend', undefined, QUIET),
  cancelEmailChange: () => api.post<null>('/user/email/cancel'),
  updatePreferences: (input: TUpdatePreferencesInput) =>
    api.post<TUpdatePreferencesInput>('/user/update/preferences', input, QUIET),
  uploadAvatar: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api.post<{ avatar: string }>('/user/avatar', body, QUIET);
  },

  changePassword: (input: ChangePasswordInput) =>
    api.post<{ revokedSessions: number }>('/user/update/password', input, QUIET),
  sendPhoneCode: (phone: string) => api.post<null>('/user/phone/otp', { phone }, QUIET),
  bindPhone: (input: { phone: string; code: string }) =>
    api.post<{ phone: string }>('/user/phone/bind', input, QUIET),
  unbindPhone: (password: string) => api.post<null>('/user/phone/unbind', { password }, QUIET),
  setTwoFactor: (channel: 'email' | 'sms') => api.post<null>('/user/twofactor/update', { channel }),
  beginTotp: () => api.post<TotpSetup>('/user/totp/setup'),
  enableTotp: (code: string) => api.post<null>('/user/totp/enable', { code }, QUIET),
  disableTotp: (proof: { code?: string; password?: string }) =>
    api.post<null>('/user/totp/disable', proof, QUIET),

  listSessions: () => api.post<SessionView[]>('/user/session/list'),
  revokeSession: (id: string) => api.post<null>('/user/session/revoke', { id }),
  revokeOtherSessions: () => api.post<{ revoked: number }>('/user/session/revoke-others'),
  listDevices: () => api.post<TrustedDeviceView[]>('/user/device/list'),
  revokeDevice: (id: string) => api.post<null>('/user/device/revoke', { id }),
  revokeOtherDevices: () => api.post<{ revoked: number }>('/user/device/revoke-others'),
};
