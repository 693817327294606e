import { describe, expect, test } from 'vitest';
import {
  ATTEMPTS_LOCKOUT_MS,
  MAX_CODE_SENDS,
  MAX_EMAILS_PER_ADDRESS,
  RESEND_INTERVAL_MS,
} from '@beacon/shared';
import { STRONG_PASSWORD, signUp, solvedCaptcha, startLogin, uniqueEmail } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

const TOO_MANY = { code: 1007, msg: 'Too many attempts. Please try again in 10 minutes.', data: null };

async function startSignup(email: string) {
  const body = {
    email,
    username: 'Inbox Owner',
    password: STRONG_PASSWORD,
    captcha: await solvedCaptcha(t),
    agree: true,
  };
  return (await t.post<{ id: string }>('/api/auth/signup/otp', body)).body;
}

function askForResetLink(email: string) {
  return t.post('/api/auth/password/otp', { email });
}

function sentTo(email: string): number {
  return t.mail.sent.filter((m) => m.to === email).length;
}

describe('e-mails to one address', () => {
  test(`sign-up: ${MAX_EMAILS_PER_ADDRESS} code e-mails in 10 minutes, then 1007 until the 10 minutes are over`, async () => {
    const email = uniqueEmail('signup-flood');
    for (let i = 1; i <= MAX_EMAILS_PER_ADDRESS; i += 1) expect((await startSignup(email)).code).toBe(0);
    expect(await startSignup(email)).toEqual(TOO_MANY);
    expect(sentTo(email)).toBe(MAX_EMAILS_PER_ADDRESS);
    t.clock.advance(ATTEMPTS_LOCKOUT_MS - 1000);
    expect((await startSignup(email)).code).toBe(1007);
    t.clock.advance(1000);
    expect((await startSignup(email)).code).toBe(0);
  });

  test('sign-up: re-sent codes count too', async () => {
    const email = uniqueEmail('signup-resend');
    const { data } = await startSignup(email);
    for (let i = 2; i <= MAX_EMAILS_PER_ADDRESS; i += 1) expect((await startSignup(email)).code).toBe(0);
    t.clock.advance(RESEND_INTERVAL_MS);
    expect((await t.post('/api/auth/signup/otp2', { id: data.id })).body).toEqual(TOO_MANY);
  });

  test(`sign-in: ${MAX_EMAILS_PER_ADDRESS} code e-mails in 10 minutes, then 1007 even with the right password`, async () => {
    const user = await signUp(t);
    for (let i = 1; i <= MAX_EMAILS_PER_ADDRESS; i += 1)
      expect((await startLogin(t, user)).body.code).toBe(0);
    expect((await startLogin(t, user)).body).toEqual(TOO_MANY);
    // Refused for the e-mails, not the password: the wrong-password count was not touched.
    expect((await startLogin(t, { ...user, password: 'Not-The-Password-1' })).body.code).toBe(2001);
    t.clock.advance(ATTEMPTS_LOCKOUT_MS);
    expect((await startLogin(t, user)).body.code).toBe(0);
  });

  test('sign-in: re-sent codes count too', async () => {
    const user = await signUp(t);
    let sent = 0;
    // Each ticket is re-sent as often as it may be; together they reach the address's limit.
    while (sent < MAX_EMAILS_PER_ADDRESS) {
      const { body } = await startLogin(t, user);
      expect(body.code).toBe(0);
      const ticket = (body.data as { token: string }).token;
      sent += 1;
      for (let i = 2; i <= MAX_CODE_SENDS && sent < MAX_EMAILS_PER_ADDRESS; i += 1, sent += 1) {
        t.clock.advance(RESEND_INTERVAL_MS);
        expect((await t.post('/api/auth/login/otp2', { token: ticket })).body.code).toBe(0);
      }
    }
    expect((await startLogin(t, user)).body).toEqual(TOO_MANY);
  });

  test('password reset: 1007 after the same number of requests, registered or not, until 10 minutes pass', async () => {
    const user = await signUp(t);
    const nobody = uniqueEmail('nobody');
    for (let i = 1; i <= MAX_EMAILS_PER_ADDRESS; i += 1) {
      expect((await askForResetLink(user.email)).body.code).toBe(0);
      expect((await askForResetLink(nobody)).body.code).toBe(0);
    }
    expect((await askForResetLink(user.email)).body).toEqual(TOO_MANY);
    expect((await askForResetLink(nobody)).body).toEqual(TOO_MANY);
    t.clock.advance(ATTEMPTS_LOCKOUT_MS);
    expect((await askForResetLink(user.email)).body.code).toBe(0);
    expect((await askForResetLink(nobody)).body.code).toBe(0);
    expect(t.mail.lastTo(user.email).subject).toBe('Reset your Beacon password');
  });

  test('password reset: parallel requests cannot go past the limit', async () => {
    const email = uniqueEmail('parallel');
    const answers = await Promise.all(Array.from({ length: 20 }, () => askForResetLink(email)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(MAX_EMAILS_PER_ADDRESS);
    expect(codes.filter((c) => c === 1007)).toHaveLength(20 - MAX_EMAILS_PER_ADDRESS);
  });

  test('each purpose has its own count', async () => {
    const user = await signUp(t);
    for (let i = 1; i <= MAX_EMAILS_PER_ADDRESS; i += 1) await askForResetLink(user.email);
    expect((await askForResetLink(user.email)).body.code).toBe(1007);
    expect((await startLogin(t, user)).body.code).toBe(0);
  });
});
