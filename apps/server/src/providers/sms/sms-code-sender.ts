/**
 * Sends a sign-in code by SMS to a user's bound phone. The carrier layer provides an implementation once
 * phone binding exists; until one is plugged into the app, `/auth/sms/otp` answers 1006.
 */
export interface SmsCodeSender {
  sendCode(message: { to: string; text: string }): Promise<void>;
}
