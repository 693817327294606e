/**
 * The auth calls of API.md. Which calls are quiet is spec section 7's list: those pages explain failures
 * themselves; the others (SMS fallback, sign-up link check, SSO) leave display to the HTTP client.
 */
import type {
  InvitationPreview,
  LoginOtpResult,
  MaskedEmail,
  OtpDestination,
  SessionTokenResult,
  SignupOtpResult,
  TLogin,
  TLoginOtpInput,
  TSignup,
  TSignupOtpInput,
} from '@beacon/shared';
import { api } from '@/shared/request';

const QUIET = { quiet: true } as const;

export const authApi = {
  loginOtp: (input: TLoginOtpInput) => api.post<LoginOtpResult>('/auth/login/otp', input, QUIET),
  testLoginTicket: (token: string) => api.post<OtpDestination>('/auth/login/otp/test', { token }, QUIET),
  resendLoginCode: (token: string) => api.post<null>('/auth/login/otp2', { token }, QUIET),
  sendLoginCodeBySms: (token: string) =>
    api.post<Extract<OtpDestination, { to: string }>>('/auth/sms/otp', { token }),
  login: (input: TLogin) => api.post<SessionTokenResult>('/auth/login', input, QUIET),

  signupOtp: (input: TSignupOtpInput) => api.post<SignupOtpResult>('/auth/signup/otp', input, QUIET),
  testSignup: (id: string) => api.post<MaskedEmail>(`/auth/signup/test/${encodeURIComponent(id)}`),
  testInvitation: (id: string) =>
    api.post<InvitationPreview>(`/auth/invite/test/${encodeURIComponent(id)}`, undefined, QUIET),
  resendSignupCode: (id: string) => api.post<null>('/auth/signup/otp2', { id }, QUIET),
  signup: (input: TSignup) => api.post<SessionTokenResult>('/auth/signup', input, QUIET),

  passwordOtp: (email: string) => api.post<null>('/auth/password/otp', { email }, QUIET),
  testPasswordLink: (token: string) => api.post<MaskedEmail>('/auth/password/otp/test', { token }, QUIET),
  resetPassword: (input: { token: string; password: string }) =>
    api.post<null>('/auth/password/reset', input, QUIET),

  sso: (token: string) => api.post<SessionTokenResult>('/auth/sso', { token }),
};
