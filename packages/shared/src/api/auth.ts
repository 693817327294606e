/** Success payloads of the auth calls (API.md). */
/** Where a sign-in code comes from: sent by e-mail or SMS, or computed by an authenticator app (TOTP). */
export type OtpChannel = 'email' | 'sms' | 'totp';
/** The channels a code is sent over, so there is an address to show. */
export type SentOtpChannel = Exclude<OtpChannel, 'totp'>;

export interface SignupOtpResult {
  id: string;
}
export interface MaskedEmail {
  email: string;
}
export interface SessionTokenResult {
  token: string;
}

/** Where the code went (masked), or for an authenticator app only the channel: nothing was sent. */
export type OtpDestination = { channel: SentOtpChannel; to: string } | { channel: 'totp' };

export type LoginOtpResult =
  ({ step: 'otp'; token: string } & OtpDestination) | { step: 'done'; token: string };

/** The ALTCHA challenge that `GET /auth/captcha` returns, as altcha-lib creates it. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}
