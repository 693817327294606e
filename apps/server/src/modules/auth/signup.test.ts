import { describe, expect, test } from 'vitest';
import { ATTEMPTS_LOCKOUT_MS, RESEND_INTERVAL_MS, TICKET_TTL_MS, type UserInfo } from '@beacon/shared';
import { auditOf } from '../../testing/db-helpers.js';
import { STRONG_PASSWORD, signUp, solvedCaptcha, uniqueEmail } from '../../testing/flows.js';
import { codeIn, linkTokenIn } from '../../testing/memory-mailer.js';
import { useTestApp, type TestHarness } from '../../testing/test-app.js';
import { TEST_PUBLIC_URL } from '../../testing/test-config.js';

const t = useTestApp();

async function startSignup(harness: TestHarness, overrides: Record<string, unknown> = {}, locale?: string) {
  const email = uniqueEmail('signup');
  const body = {
    email,
    username: 'Grace Hopper',
    password: STRONG_PASSWORD,
    captcha: await solvedCaptcha(harness),
    agree: true,
    ...overrides,
  };
  const response = await harness.post<{ id: string }>('/api/auth/signup/otp', body, { locale });
  return { email: String(body.email), id: response.body.data?.id, response };
}

function otherCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('sign-up', () => {
  test('e-mails a code and a link, and the right code creates the user with a session', async () => {
    const { email, id, response } = await startSignup(t);
    expect(response.body).toEqual({ code: 0, msg: 'success', data: { id: expect.any(String) } });

    const mail = t.mail.lastTo(email);
    const code = codeIn(mail);
    expect(mail.subject).toContain(code);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/signup/${id}`);
    expect(linkTokenIn(mail, '/signup')).toBe(id);
    expect(mail.html).toContain(code);

    const done = await t.post<{ token: string }>('/api/auth/signup', { id, code });
    expect(done.body).toEqual({ code: 0, msg: 'success', data: { token: expect.any(String) } });

    const info = await t.get<UserInfo>('/api/user/info', { token: done.body.data.token });
    expect(info.body.data).toMatchObject({ email, username: 'Grace Hopper', role: 'admin', accounts: [] });
    expect((await auditOf(t.db, email)).map((e) => e.action)).toEqual(['signup']);
  });

  test('the test call shows the masked e-mail of a live sign-up and 2013 for anything else', async () => {
    const { email, id } = await startSignup(t);
    const live = await t.post(`/api/auth/signup/test/${id}`);
    expect(live.body).toEqual({
      code: 0,
      msg: 'success',
      data: { email: `${email.slice(0, 2)}${'*'.repeat(email.indexOf('@') - 2)}@example.com` },
    });
    expect((await t.post('/api/auth/signup/test/not-a-real-id')).body.code).toBe(2013);
  });

  test('an e-mail in Chinese when the request asks for zh', async () => {
    const { email } = await startSignup(t, {}, 'zh-CN');
    const mail = t.mail.lastTo(email);
    expect(mail.subject).toContain('注册验证码');
    expect(mail.subject).toContain(codeIn(mail));
  });

  test('a registered e-mail is 2008 at the first step', async () => {
    const user = await signUp(t);
    const again = await startSignup(t, { email: user.email.toUpperCase() });
    expect(again.response.body).toMatchObject({ code: 2008, msg: 'This email is already registered.' });
  });

  test('the same address signed up twice in parallel ends with one user and 2008 for the other', async () => {
    const email = uniqueEmail('twice');
    const first = await startSignup(t, { email });
    const second = await startSignup(t, { email });
    const codeOfSecond = codeIn(t.mail.lastTo(email));
    const codeOfFirst = codeIn(t.mail.sent.filter((m) => m.to === email)[0]!);
    const results = await Promise.all([
      t.post('/api/auth/signup', { id: first.id, code: codeOfFirst }),
      t.post('/api/auth/signup', { id: second.id, code: codeOfSecond }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 2008]);
  });

  test('the form-encoded variant works like JSON', async () => {
    const email = uniqueEmail('form');
    const started = await t.post<{ id: string }>(
      '/api/auth/signup/otp',
      {
        email,
        username: 'Form User',
        password: STRONG_PASSWORD,
        captcha: await solvedCaptcha(t),
        agree: 'true',
      },
      { form: true },
    );
    expect(started.body.code).toBe(0);
    const code = codeIn(t.mail.lastTo(email));
    const done = await t.post('/api/auth/signup', { id: started.body.data.id, code }, { form: true });
    expect(done.body.code).toBe(0);
  });
});

describe('sign-up input', () => {
  test.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address', '请输入有效的邮箱地址'],
    ['email', { email: undefined }, 'Please enter a valid email address', '请输入有效的邮箱地址'],
    ['username', { username: '   ' }, 'Please enter your username', '请输入用户名'],
    [
      'username',
      { username: 'x'.repeat(65) },
      'Username must be at most 64 characters',
      '用户名最多 64 个字符',
    ],
    ['password', { password: '' }, 'Password cannot be empty', '密码不能为空'],
    ['password', { password: 'Ab1!' }, 'Password must be at least 8 characters', '密码至少需要 8 个字符'],
    [
      'password',
      { password: 'abcdefgh' },
      'Use at least 3 of: lowercase letters, uppercase letters, digits, special characters',
      '请至少包含小写字母、大写字母、数字、特殊字符中的 3 种',
    ],
    [
      'password',
      { password: 'Xk9#mPPPq2' },
      'Do not use more than 2 identical characters in a row',
      '同一字符不能连续出现超过 2 次',
    ],
    [
      'password',
      { password: 'Password1!' },
      'Your password is too simple or commonly used. Please choose a stronger one.',
      '密码过于简单或常见，请选择更强的密码。',
    ],
    [
      'agree',
      { agree: false },
      'Please agree to Privacy Policy and Terms of Service first',
      '请先同意隐私政策和服务条款',
    ],
    ['captcha', { captcha: '' }, 'Please complete the human check', '请完成人机验证'],
  ])('a bad %s is 1001 naming it (%j)', async (field, overrides, english, chinese) => {
    for (const [locale, message] of [
      ['en-US', english],
      ['zh-CN', chinese],
    ] as const) {
      const { response } = await startSignup(t, overrides, locale);
      expect(response.body).toMatchObject({ code: 1001, msg: `${field}: ${message}` });
      expect((response.body.data as unknown as { fields: Record<string, string> }).fields[field]).toBe(
        message,
      );
    }
    expect(t.mail.sent).toHaveLength(0);
  });
});

describe('sign-up captcha', () => {
  test('a payload that is not a solution is 2014', async () => {
    const { response } = await startSignup(t, { captcha: Buffer.from('{"number":1}').toString('base64') });
    expect(response.body).toMatchObject({ code: 2014 });
  });

  test('a solution works once', async () => {
    const captcha = await solvedCaptcha(t);
    expect((await startSignup(t, { captcha })).response.body.code).toBe(0);
    expect((await startSignup(t, { captcha })).response.body.code).toBe(2014);
  });

  test('a challenge older than 10 minutes is 2014', async () => {
    const captcha = await solvedCaptcha(t);
    t.clock.advance(10 * 60_000 + 1);
    expect((await startSignup(t, { captcha })).response.body.code).toBe(2014);
  });

  test('a tampered solution is 2014', async () => {
    const payload = JSON.parse(Buffer.from(await solvedCaptcha(t), 'base64').toString()) as {
      number: number;
    };
    payload.number += 1;
    const captcha = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await startSignup(t, { captcha })).response.body.code).toBe(2014);
  });
});

describe('sign-up code', () => {
  test('a wrong code is 2007 and the fifth wrong one locks the sign-up (1007), even for the right code', async () => {
    const { email, id } = await startSignup(t);
    const code = codeIn(t.mail.lastTo(email));
    for (let i = 1; i <= 4; i += 1) {
      expect((await t.post('/api/auth/signup', { id, code: otherCode(code) })).body.code).toBe(2007);
    }
    expect((await t.post('/api/auth/signup', { id, code: otherCode(code) })).body.code).toBe(1007);
    expect((await t.post('/api/auth/signup', { id, code })).body.code).toBe(1007);
  });

  test('a locked sign-up cannot get a new code either, and it has expired when the lock ends', async () => {
    const { email, id } = await startSignup(t);
    const code = codeIn(t.mail.lastTo(email));
    for (let i = 1; i <= 5; i += 1) await t.post('/api/auth/signup', { id, code: otherCode(code) });
    t.clock.advance(RESEND_INTERVAL_MS);
    expect((await t.post('/api/auth/signup/otp2', { id })).body.code).toBe(1007);
    t.clock.advance(ATTEMPTS_LOCKOUT_MS - RESEND_INTERVAL_MS);
    expect((await t.post('/api/auth/signup', { id, code })).body.code).toBe(2013);
  });

  test('the sign-up expires after 10 minutes', async () => {
    const { email, id } = await startSignup(t);
    const code = codeIn(t.mail.lastTo(email));
    t.clock.advance(TICKET_TTL_MS - 1000);
    expect((await t.post(`/api/auth/signup/test/${id}`)).body.code).toBe(0);
    t.clock.advance(1000);
    expect((await t.post(`/api/auth/signup/test/${id}`)).body.code).toBe(2013);
    expect((await t.post('/api/auth/signup', { id, code })).body.code).toBe(2013);
    expect((await t.post('/api/auth/signup/otp2', { id })).body.code).toBe(2013);
  });

  test('a used sign-up id is 2013', async () => {
    const { email, id } = await startSignup(t);
    const code = codeIn(t.mail.lastTo(email));
    expect((await t.post('/api/auth/signup', { id, code })).body.code).toBe(0);
    expect((await t.post('/api/auth/signup', { id, code })).body.code).toBe(2013);
    expect((await t.post(`/api/auth/signup/test/${id}`)).body.code).toBe(2013);
  });

  test('a code must be 6 digits (1001 naming the field)', async () => {
    const { id } = await startSignup(t);
    expect((await t.post('/api/auth/signup', { id, code: '12345' })).body).toMatchObject({
      code: 1001,
      msg: 'code: Enter the 6-digit code',
    });
    expect((await t.post('/api/auth/signup', { code: '123456' }, { locale: 'zh-CN' })).body).toMatchObject({
      code: 1001,
      msg: 'id: 缺少链接或凭证',
    });
  });
});

describe('sign-up code re-send', () => {
  test('waits a minute between sends (1005), then sends a new code and retires the old one', async () => {
    const { email, id } = await startSignup(t);
    const firstCode = codeIn(t.mail.lastTo(email));
    expect((await t.post('/api/auth/signup/otp2', { id })).body.code).toBe(1005);
    t.clock.advance(RESEND_INTERVAL_MS);
    expect((await t.post('/api/auth/signup/otp2', { id })).body).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect(t.mail.sent.filter((m) => m.to === email)).toHaveLength(2);
    const secondCode = codeIn(t.mail.lastTo(email));
    if (secondCode !== firstCode) {
      expect((await t.post('/api/auth/signup', { id, code: firstCode })).body.code).toBe(2007);
    }
    expect((await t.post('/api/auth/signup', { id, code: secondCode })).body.code).toBe(0);
  });

  test('does not extend the sign-up: a code re-sent at minute 9 stops working at minute 10', async () => {
    const { email, id } = await startSignup(t);
    t.clock.advance(9 * 60_000);
    expect((await t.post('/api/auth/signup/otp2', { id })).body.code).toBe(0);
    const resent = codeIn(t.mail.lastTo(email));
    t.clock.advance(TICKET_TTL_MS - 9 * 60_000 - 1000);
    expect((await t.post(`/api/auth/signup/test/${id}`)).body.code).toBe(0);
    t.clock.advance(1000);
    expect((await t.post('/api/auth/signup', { id, code: resent })).body.code).toBe(2013);
    t.clock.advance(60_000);
    expect((await t.post('/api/auth/signup', { id, code: resent })).body.code).toBe(2013);
  });

  test('sends at most 5 codes per sign-up (1007)', async () => {
    const { id } = await startSignup(t);
    for (let send = 2; send <= 5; send += 1) {
      t.clock.advance(RESEND_INTERVAL_MS);
      expect((await t.post('/api/auth/signup/otp2', { id })).body.code).toBe(0);
    }
    t.clock.advance(RESEND_INTERVAL_MS);
    expect((await t.post('/api/auth/signup/otp2', { id })).body.code).toBe(1007);
  });

  test('an unknown id is 2013 and a missing one 1001', async () => {
    expect((await t.post('/api/auth/signup/otp2', { id: 'nope' })).body.code).toBe(2013);
    expect((await t.post('/api/auth/signup/otp2', {})).body).toMatchObject({
      code: 1001,
      msg: 'id: The link or ticket is missing',
    });
  });
});
