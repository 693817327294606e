import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { RESEND_INTERVAL_MS, type LoginOtpResult } from '@beacon/shared';
import { queryRows } from '../db/sql-rows.js';
import { TRUSTED_DEVICE_COOKIE } from '../http/trusted-device-cookie.js';
import { createSealedTextBox } from '../lib/sealed-text.js';
import { apiHeaders, seedDemoPrices, setUpSendingAccount } from '../testing/sending-flows.js';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD, solvedCaptcha, uniqueEmail } from '../testing/flows.js';
import { captureLog } from '../testing/log-capture.js';
import { codeIn, linkTokenIn } from '../testing/memory-mailer.js';
import { useTestApp } from '../testing/test-app.js';
import { useTempDirs } from '../testing/temp-dirs.js';

const log = captureLog('trace');
const emlDir = path.join(useTempDirs('beacon-log-secrets')(), 'mail');
const t = useTestApp({ withSms: true, logger: log.logger, emlDir });
const PHONE = '+14155550123';

type OtpStep = Extract<LoginOtpResult, { step: 'otp' }>;

/** Every secret the journey handled, with what it is (for the failure message). */
const secrets: { what: string; value: string }[] = [];
function keep(what: string, value: string | undefined): string {
  expect(value, what).toBeTruthy();
  secrets.push({ what, value: value! });
  return value!;
}

function lastTextedCode(): string {
  return /(\d{6})/.exec(t.sms.at(-1)!.text)![1]!;
}

/** A six-digit code inside a longer number (a timestamp, a duration) is not that code. */
function contains(line: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return line.includes(secret);
  return new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(line);
}

beforeEach(() => {
  log.lines.length = 0;
  secrets.length = 0;
});

describe('the log, at trace level, through sign-up, sign-in and a password reset', () => {
  test('carries no code, link token, session token, cookie or password', async () => {
    const email = uniqueEmail('logged');
    keep('password', STRONG_PASSWORD);

    // Sign-up: the form, a re-sent code, the e-mailed link page and its check, a wrong code, a broken body.
    const started = await t.post<{ id: string }>('/api/auth/signup/otp', {
      email,
      username: 'Ada Lovelace',
      password: STRONG_PASSWORD,
      captcha: await solvedCaptcha(t),
      agree: true,
    });
    const id = keep('sign-up id', started.body.data.id);
    keep('first sign-up code', codeIn(t.mail.lastTo(email)));
    t.clock.advance(RESEND_INTERVAL_MS);
    expect((await t.post('/api/auth/signup/otp2', { id })).body.code).toBe(0);
    const signupCode = keep('re-sent sign-up code', codeIn(t.mail.lastTo(email)));
    expect(linkTokenIn(t.mail.lastTo(email), '/signup')).toBe(id);
    await t.app.inject({ method: 'GET', url: `/signup/${id}`, headers: { accept: 'text/html' } });
    expect((await t.post(`/api/auth/signup/test/${id}`)).body.code).toBe(0);
    const wrong = signupCode === '000000' ? '000001' : '000000';
    expect((await t.post('/api/auth/signup', { id, code: wrong })).body.code).toBe(2007);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: `x{"id":"${id}","code":"${signupCode}"}`,
    });
    const signedUp = await t.post<{ token: string }>('/api/auth/signup', { id, code: signupCode });
    const firstSession = keep('session after sign-up', signedUp.body.data.token);
    expect((await t.get('/api/user/info', { token: firstSession })).body.code).toBe(0);

    // A phone bound with a texted code, so sign-in can switch to SMS.
    expect((await t.post('/api/user/phone/otp', { phone: PHONE }, { token: firstSession })).body.code).toBe(
      0,
    );
    const phoneCode = keep('phone binding code', lastTextedCode());
    const bound = await t.post(
      '/api/user/phone/bind',
      { phone: PHONE, code: phoneCode },
      { token: firstSession },
    );
    expect(bound.body.code).toBe(0);

    // Sign-in: password, a re-sent e-mail code, then the code by SMS, remembered on this browser.
    const login = await t.post<LoginOtpResult>('/api/auth/login/otp', { email, password: STRONG_PASSWORD });
    const ticket = keep('login ticket', (login.body.data as OtpStep).token);
    keep('first sign-in code', codeIn(t.mail.lastTo(email)));
    expect((await t.post('/api/auth/login/otp/test', { token: ticket })).body.code).toBe(0);
    t.clock.advance(RESEND_INTERVAL_MS);
    expect((await t.post('/api/auth/login/otp2', { token: ticket })).body.code).toBe(0);
    keep('re-sent sign-in code', codeIn(t.mail.lastTo(email)));
    t.clock.advance(RESEND_INTERVAL_MS);
    expect((await t.post('/api/auth/sms/otp', { token: ticket })).body.code).toBe(0);
    const smsCode = keep('texted sign-in code', lastTextedCode());
    const signedIn = await t.post<{ token: string }>('/api/auth/login', {
      token: ticket,
      code: smsCode,
      remember: true,
    });
    keep('session after sign-in', signedIn.body.data.token);
    const trusted = signedIn.response.cookies.find((cookie) => cookie.name === TRUSTED_DEVICE_COOKIE);
    keep('trusted-device cookie', trusted?.value);
    const again = await t.post<LoginOtpResult>(
      '/api/auth/login/otp',
      { email, password: STRONG_PASSWORD },
      { cookies: { [TRUSTED_DEVICE_COOKIE]: trusted!.value } },
    );
    expect(again.body.data.step).toBe('done');
    keep('session from the trusted browser', again.body.data.token);

    // Password reset: the request, the e-mailed link page and its check, the new password.
    expect((await t.post('/api/auth/password/otp', { email })).body.code).toBe(0);
    const resetToken = keep('reset link token', linkTokenIn(t.mail.lastTo(email), '/findPassword'));
    await t.app.inject({
      method: 'GET',
      url: `/findPassword/${resetToken}`,
      headers: { accept: 'text/html' },
    });
    expect((await t.post('/api/auth/password/otp/test', { token: resetToken })).body.code).toBe(0);
    keep('new password', OTHER_STRONG_PASSWORD);
    const reset = await t.post('/api/auth/password/reset', {
      token: resetToken,
      password: OTHER_STRONG_PASSWORD,
    });
    expect(reset.body.code).toBe(0);

    // The log saw all of it: requests, link pages with their tokens cut out, and every e-mail written.
    const text = log.lines.join('');
    expect(log.lines.length).toBeGreaterThan(30);
    expect(text).toContain('/signup/[redacted]');
    expect(text).toContain('/api/auth/signup/test/[redacted]');
    expect(text).toContain('/findPassword/[redacted]');
    expect(log.lines.filter((line) => line.includes('mail written to outbox'))).toHaveLength(
      t.mail.sent.length,
    );
    const leaks = secrets.flatMap(({ what, value }) =>
      log.lines.filter((line) => contains(line, value)).map((line) => `${what} in ${line}`),
    );
    expect(leaks).toEqual([]);
  });
});

describe('the log, at trace level, through the Verify API', () => {
  test('carries no verification code, nor the API key secret', async () => {
    await seedDemoPrices(t.db);
    const sender = await setUpSendingAccount(t);
    keep('API key secret', sender.secret);
    const headers = apiHeaders(sender, { 'idempotency-key': 'log-check-1' });
    const started = await t.post<{ verificationId: string; messageId: string }>(
      '/api/v1/verify/start',
      { to: '+12015550123', codeLength: 8 },
      { headers },
    );
    expect(started.status).toBe(200);
    await t.post('/api/v1/verify/start', { to: '+12015550123', codeLength: 8 }, { headers });
    const { verificationId, messageId } = started.body.data;
    const [row] = await queryRows<{ content_sealed: string }>(
      t.db,
      sql`select content_sealed from messages where id = ${messageId}`,
    );
    const sealedText = createSealedTextBox(t.config.cookieSecret).open(row!.content_sealed)!;
    const code = keep('verification code', /code is (\d{8})/.exec(sealedText)?.[1]);
    // A wrong code, the right one, a repeat, a foreign id: every answer logged at trace.
    await t.post(
      '/api/v1/verify/check',
      { verificationId, code: '1'.repeat(8) },
      { headers: apiHeaders(sender) },
    );
    const checked = await t.post<{ status: string }>(
      '/api/v1/verify/check',
      { verificationId, code },
      { headers: apiHeaders(sender) },
    );
    expect(checked.body.data.status).toBe('approved');
    await t.post('/api/v1/verify/check', { verificationId, code }, { headers: apiHeaders(sender) });

    expect(log.lines.length).toBeGreaterThan(5);
    const leaks = secrets.flatMap(({ what, value }) =>
      log.lines.filter((line) => contains(line, value)).map((line) => `${what} in ${line}`),
    );
    expect(leaks).toEqual([]);
  });
});
