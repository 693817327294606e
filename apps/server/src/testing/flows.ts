/** Whole user journeys the tests build on: sign up, sign in. Each asserts its own steps succeed. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { CaptchaChallenge, LoginOtpResult } from '@beacon/shared';
import { codeIn } from './memory-mailer.js';
import { solveCaptcha } from './solve-captcha.js';
import type { CallOptions, TestHarness } from './test-app.js';

export const STRONG_PASSWORD = 'Sms-Beacon-2026!';
export const OTHER_STRONG_PASSWORD = 'Quiet-Harbour-77%';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export async function solvedCaptcha(t: TestHarness): Promise<string> {
  const { body } = await t.get<CaptchaChallenge>('/api/auth/captcha');
  expect(body.code).toBe(0);
  return solveCaptcha(body.data);
}

export interface SignedUpUser {
  email: string;
  password: string;
  username: string;
  token: string;
}

/** The sign-up's first step: answers the pending sign-up's id and the code e-mailed for it. */
export async function startSignup(
  t: TestHarness,
  input: { email: string; password?: string; username?: string },
): Promise<{ id: string; code: string }> {
  const started = await t.post<{ id: string }>('/api/auth/signup/otp', {
    email: input.email,
    username: input.username ?? 'Ada Lovelace',
    password: input.password ?? STRONG_PASSWORD,
    captcha: await solvedCaptcha(t),
    agree: true,
  });
  expect(started.body).toMatchObject({ code: 0 });
  return { id: started.body.data.id, code: codeIn(t.mail.lastTo(input.email)) };
}

export async function signUp(
  t: TestHarness,
  input: { email?: string; password?: string; username?: string } = {},
): Promise<SignedUpUser> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? STRONG_PASSWORD;
  const username = input.username ?? 'Ada Lovelace';
  const { id, code } = await startSignup(t, { email, password, username });
  const finished = await t.post<{ token: string }>('/api/auth/signup', { id, code });
  expect(finished.body).toMatchObject({ code: 0 });
  return { email, password, username, token: finished.body.data.token };
}

/** Password step only: answers the ticket (or the session when the browser is trusted). */
export async function startLogin(
  t: TestHarness,
  user: { email: string; password: string },
  options: CallOptions = {},
) {
  return t.post<LoginOtpResult>(
    '/api/auth/login/otp',
    { email: user.email, password: user.password },
    options,
  );
}

/** Both steps; answers the session token and the response of the second step (for its cookies). */
export async function signIn(
  t: TestHarness,
  user: { email: string; password: string },
  options: CallOptions & { remember?: boolean } = {},
) {
  const first = await startLogin(t, user, options);
  expect(first.body.code).toBe(0);
  if (first.body.data.step === 'done') return { token: first.body.data.token, response: first.response };
  const code = codeIn(t.mail.lastTo(user.email));
  const second = await t.post<{ token: string }>(
    '/api/auth/login',
    { token: first.body.data.token, code, remember: options.remember ?? false },
    options,
  );
  expect(second.body).toMatchObject({ code: 0 });
  return { token: second.body.data.token, response: second.response };
}
