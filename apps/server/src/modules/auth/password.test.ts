import { describe, expect, test } from 'vitest';
import { RESEND_INTERVAL_MS, RESET_LINK_TTL_MS } from '@beacon/shared';
import { auditOf } from '../../testing/db-helpers.js';
import { OTHER_STRONG_PASSWORD, signIn, signUp, startLogin, uniqueEmail } from '../../testing/flows.js';
import { linkTokenIn } from '../../testing/memory-mailer.js';
import { useTestApp } from '../../testing/test-app.js';
import { TEST_PUBLIC_URL } from '../../testing/test-config.js';

const t = useTestApp();

async function resetLinkFor(email: string, locale?: string): Promise<string> {
  const { body } = await t.post('/api/auth/password/otp', { email }, { locale });
  expect(body).toEqual({ code: 0, msg: 'success', data: null });
  return linkTokenIn(t.mail.lastTo(email), '/findPassword');
}

describe('asking for a reset link', () => {
  test('answers null and e-mails an absolute /findPassword link when the address is registered', async () => {
    const user = await signUp(t);
    const token = await resetLinkFor(user.email);
    const mail = t.mail.lastTo(user.email);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/findPassword/${token}`);
    expect(mail.subject).toBe('Reset your Beacon password');
  });

  test('answers the same null for an unknown address and sends nothing', async () => {
    const { body } = await t.post('/api/auth/password/otp', { email: uniqueEmail('nobody') });
    expect(body).toEqual({ code: 0, msg: 'success', data: null });
    expect(t.mail.sent).toHaveLength(0);
  });

  test('sends at most one e-mail a minute per user', async () => {
    const user = await signUp(t);
    const sentBefore = t.mail.sent.length;
    await resetLinkFor(user.email);
    expect((await t.post('/api/auth/password/otp', { email: user.email })).body.code).toBe(0);
    expect(t.mail.sent).toHaveLength(sentBefore + 1);
    t.clock.advance(RESEND_INTERVAL_MS);
    await resetLinkFor(user.email);
    expect(t.mail.sent).toHaveLength(sentBefore + 2);
  });

  test('is in Chinese when the request asks for zh', async () => {
    const user = await signUp(t);
    await resetLinkFor(user.email, 'zh-CN');
    expect(t.mail.lastTo(user.email).subject).toContain('重置');
  });

  test('a bad e-mail is 1001 naming the field in both languages', async () => {
    expect((await t.post('/api/auth/password/otp', { email: 'x' })).body).toMatchObject({
      code: 1001,
      msg: 'email: Please enter a valid email address',
    });
    expect((await t.post('/api/auth/password/otp', {}, { locale: 'zh-CN' })).body.msg).toBe(
      'email: 请输入有效的邮箱地址',
    );
  });
});

describe('the reset link', () => {
  test('the test call shows the masked e-mail; unknown links are 2013', async () => {
    const user = await signUp(t);
    const token = await resetLinkFor(user.email);
    const { body } = await t.post('/api/auth/password/otp/test', { token });
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: { email: expect.stringMatching(/^\w{2}\*+@example\.com$/) },
    });
    expect((await t.post('/api/auth/password/otp/test', { token: 'forged' })).body.code).toBe(2013);
  });

  test('sets the new password, revokes every session and trusted browser, and works once', async () => {
    const user = await signUp(t);
    const remembered = await signIn(t, user, { remember: true, remoteAddress: '192.0.2.5' });
    const cookie = remembered.response.cookies.find((c) => c.name === 'beacon_td')!;
    const token = await resetLinkFor(user.email);

    const { body } = await t.post('/api/auth/password/reset', { token, password: OTHER_STRONG_PASSWORD });
    expect(body).toEqual({ code: 0, msg: 'success', data: null });

    expect((await t.get('/api/user/info', { token: user.token })).body.code).toBe(2006);
    expect((await t.get('/api/user/info', { token: remembered.token })).body.code).toBe(2006);
    expect((await startLogin(t, user)).body.code).toBe(2001);
    const again = await startLogin(
      t,
      { email: user.email, password: OTHER_STRONG_PASSWORD },
      { remoteAddress: '192.0.2.5', cookies: { beacon_td: cookie.value } },
    );
    expect(again.body.data).toMatchObject({ step: 'otp' });
    expect(
      (await t.post('/api/auth/password/reset', { token, password: 'Yet-Another-Pass-42' })).body.code,
    ).toBe(2013);
    expect((await auditOf(t.db, user.email)).map((e) => e.action)).toContain('password.reset');
  });

  test('a newer link retires the older ones when used', async () => {
    const user = await signUp(t);
    const first = await resetLinkFor(user.email);
    t.clock.advance(RESEND_INTERVAL_MS);
    const second = await resetLinkFor(user.email);
    expect(
      (await t.post('/api/auth/password/reset', { token: second, password: OTHER_STRONG_PASSWORD })).body
        .code,
    ).toBe(0);
    expect(
      (await t.post('/api/auth/password/reset', { token: first, password: OTHER_STRONG_PASSWORD })).body.code,
    ).toBe(2013);
  });

  test('expires after 30 minutes', async () => {
    const user = await signUp(t);
    const token = await resetLinkFor(user.email);
    t.clock.advance(RESET_LINK_TTL_MS - 1000);
    expect((await t.post('/api/auth/password/otp/test', { token })).body.code).toBe(0);
    t.clock.advance(1000);
    expect((await t.post('/api/auth/password/otp/test', { token })).body.code).toBe(2013);
    expect(
      (await t.post('/api/auth/password/reset', { token, password: OTHER_STRONG_PASSWORD })).body.code,
    ).toBe(2013);
  });

  test('unlocks a user locked by wrong passwords', async () => {
    const user = await signUp(t);
    for (let i = 1; i <= 5; i += 1) await startLogin(t, { email: user.email, password: 'Wrong-Password-1' });
    expect((await startLogin(t, user)).body.code).toBe(2002);
    const token = await resetLinkFor(user.email);
    await t.post('/api/auth/password/reset', { token, password: OTHER_STRONG_PASSWORD });
    expect((await startLogin(t, { email: user.email, password: OTHER_STRONG_PASSWORD })).body.code).toBe(0);
  });

  test.each([
    ['Short1!', 'password: Password must be at least 8 characters', 'password: 密码至少需要 8 个字符'],
    [
      'Password1!',
      'password: Your password is too simple or commonly used. Please choose a stronger one.',
      'password: 密码过于简单或常见，请选择更强的密码。',
    ],
    ['', 'password: Password cannot be empty', 'password: 密码不能为空'],
  ])(
    'a password that breaks the policy (%j) is 1001 and changes nothing',
    async (password, english, chinese) => {
      const user = await signUp(t);
      const token = await resetLinkFor(user.email);
      expect((await t.post('/api/auth/password/reset', { token, password })).body).toMatchObject({
        code: 1001,
        msg: english,
      });
      expect(
        (await t.post('/api/auth/password/reset', { token, password }, { locale: 'zh-CN' })).body.msg,
      ).toBe(chinese);
      expect((await t.post('/api/auth/password/otp/test', { token })).body.code).toBe(0);
      expect((await t.get('/api/user/info', { token: user.token })).body.code).toBe(0);
    },
  );
});
