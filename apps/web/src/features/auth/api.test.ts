import { beforeEach, describe, expect, test, vi } from 'vitest';
import { setFeedbackApi, type FeedbackApi } from '@/shared/feedback/feedback';
import { envelope } from '@/test/fake-adapter';
import { fakeServer, resetApp } from '@/test/render-app';
import { authApi } from './api';

const error = vi.fn();

beforeEach(async () => {
  await resetApp();
  error.mockReset();
  setFeedbackApi({ message: { error }, modal: {} } as unknown as FeedbackApi);
});

/** Spec section 7: the calls marked quiet, and the others. Each is driven through the real client. */
const CALLS: [string, () => Promise<unknown>, boolean][] = [
  ['/auth/password/otp/test', () => authApi.testPasswordLink('t'), true],
  ['/auth/password/otp', () => authApi.passwordOtp('a@b.co'), true],
  ['/auth/password/reset', () => authApi.resetPassword({ token: 't', password: 'p' }), true],
  [
    '/auth/signup/otp',
    () => authApi.signupOtp({ email: 'a@b.co', username: 'a', password: 'p', captcha: 'c', agree: true }),
    true,
  ],
  ['/auth/sms/otp', () => authApi.sendLoginCodeBySms('t'), false],
  ['/auth/signup/test/{id}', () => authApi.testSignup('id'), false],
  ['/auth/signup/otp2', () => authApi.resendSignupCode('id'), true],
  ['/auth/signup', () => authApi.signup({ id: 'id', code: '123456' }), true],
  ['/auth/login/otp', () => authApi.loginOtp({ email: 'a@b.co', password: 'p' }), true],
  ['/auth/login', () => authApi.login({ token: 't', code: '123456', remember: false }), true],
  ['/auth/login/otp/test', () => authApi.testLoginTicket('t'), true],
  ['/auth/login/otp2', () => authApi.resendLoginCode('t'), true],
  ['/auth/sso', () => authApi.sso('t'), false],
];

describe('which auth calls are quiet', () => {
  test.each(CALLS)('%s is quiet: %s', async (_path, call, isQuiet) => {
    fakeServer(() => envelope(null, 1005));
    await expect(call()).rejects.toMatchObject({ code: 1005 });
    expect(error).toHaveBeenCalledTimes(isQuiet ? 0 : 1);
  });
});
