import { describe, expect, test } from 'vitest';
import type { LoginOtpResult, UserInfo } from '@beacon/shared';
import { auditOf } from '../../testing/db-helpers.js';
import { signUp, startLogin } from '../../testing/flows.js';
import { useTestApp, type TestHarness } from '../../testing/test-app.js';

const t = useTestApp({ withSms: true });
const MINUTE = 60_000;
const PHONE = '+14155550123';

function lastCodeTo(harness: TestHarness, phone: string): string {
  const sms = harness.sms.findLast((m) => m.to === phone);
  const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function info(token: string): Promise<UserInfo> {
  return (await t.get<UserInfo>('/api/user/info', { token })).body.data;
}

describe('binding a phone', () => {
  test('texts a code to the number, and the code binds it', async () => {
    const user = await signUp(t);
    expect((await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token })).body).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect(t.sms.at(-1)).toEqual({
      to: PHONE,
      text: expect.stringMatching(/^Beacon: your phone binding code is \d{6}\. It expires in 10 minutes\.$/),
    });
    const code = lastCodeTo(t, PHONE);
    expect(
      (await t.post('/api/user/phone/bind', { phone: PHONE, code: otherCode(code) }, { token: user.token }))
        .body,
    ).toMatchObject({ code: 2007, msg: 'The verification code is incorrect.' });
    expect(
      (
        await t.post(
          '/api/user/phone/bind',
          { phone: PHONE, code: otherCode(code) },
          { token: user.token, locale: 'zh-CN' },
        )
      ).body,
    ).toMatchObject({ code: 2007, msg: '验证码不正确。' });
    expect(
      (await t.post('/api/user/phone/bind', { phone: PHONE, code }, { token: user.token })).body,
    ).toEqual({
      code: 0,
      msg: 'success',
      data: { phone: PHONE },
    });
    expect((await info(user.token)).phone).toBe(PHONE);
    // Used up.
    expect(
      (await t.post('/api/user/phone/bind', { phone: PHONE, code }, { token: user.token })).body.code,
    ).toBe(2013);
    expect((await auditOf(t.db, user.email)).map((e) => e.action)).toContain('phone.bind');
  });

  test('the SMS is in Chinese when the request is', async () => {
    const user = await signUp(t);
    await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token, locale: 'zh-CN' });
    expect(t.sms.at(-1)?.text).toMatch(/^【Beacon】您正在绑定手机号，验证码是 \d{6}，10 分钟内有效。$/);
  });

  test('a code texted to one number does not bind another', async () => {
    const user = await signUp(t);
    await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token });
    const code = lastCodeTo(t, PHONE);
    const { body } = await t.post(
      '/api/user/phone/bind',
      { phone: '+14155550199', code },
      { token: user.token },
    );
    expect(body.code).toBe(2007);
    expect((await info(user.token)).phone).toBeNull();
  });

  test('the code is valid for 10 minutes', async () => {
    const user = await signUp(t);
    await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token });
    const code = lastCodeTo(t, PHONE);
    t.clock.advance(10 * MINUTE - 1);
    const early = await t.post(
      '/api/user/phone/bind',
      { phone: PHONE, code: otherCode(code) },
      { token: user.token },
    );
    expect(early.body.code).toBe(2007);
    t.clock.advance(1);
    const late = await t.post('/api/user/phone/bind', { phone: PHONE, code }, { token: user.token });
    expect(late.body).toMatchObject({ code: 2013 });
    expect((await info(user.token)).phone).toBeNull();
  });

  test('five wrong codes lock binding for 10 minutes (1007), even for a new number', async () => {
    const user = await signUp(t);
    await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token });
    const code = lastCodeTo(t, PHONE);
    const bind = (c: string) =>
      t.post('/api/user/phone/bind', { phone: PHONE, code: c }, { token: user.token });
    for (let i = 1; i <= 4; i += 1) expect((await bind(otherCode(code))).body.code).toBe(2007);
    expect((await bind(otherCode(code))).body).toMatchObject({
      code: 1007,
      msg: 'Too many attempts. Please try again in 10 minutes.',
    });
    expect((await bind(code)).body.code).toBe(1007);
    t.clock.advance(MINUTE);
    const other = await t.post('/api/user/phone/otp', { phone: '+14155550188' }, { token: user.token });
    expect(other.body.code).toBe(1007);
    t.clock.advance(10 * MINUTE);
    expect((await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token })).body.code).toBe(0);
    expect((await bind(lastCodeTo(t, PHONE))).body.code).toBe(0);
  });

  test('a new code does not extend the first one: re-sent at minute 9, it stops working at minute 10', async () => {
    const user = await signUp(t);
    await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token });
    t.clock.advance(9 * MINUTE);
    expect((await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token })).body.code).toBe(0);
    const resent = lastCodeTo(t, PHONE);
    t.clock.advance(MINUTE);
    const late = await t.post('/api/user/phone/bind', { phone: PHONE, code: resent }, { token: user.token });
    expect(late.body).toMatchObject({ code: 2013 });
    expect((await info(user.token)).phone).toBeNull();
    // Expired, it is forgotten: the next request starts a fresh 10 minutes.
    expect((await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token })).body.code).toBe(0);
    const code = lastCodeTo(t, PHONE);
    expect(
      (await t.post('/api/user/phone/bind', { phone: PHONE, code }, { token: user.token })).body.code,
    ).toBe(0);
  });

  test('a new code at most once a minute (1005)', async () => {
    const user = await signUp(t);
    await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token });
    expect((await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token })).body.code).toBe(
      1005,
    );
    t.clock.advance(MINUTE);
    expect((await t.post('/api/user/phone/otp', { phone: PHONE }, { token: user.token })).body.code).toBe(0);
  });

  test.each([
    [{ phone: '' }, 'phone: Please enter your phone number', 'phone: 请输入手机号码'],
    [
      { phone: '+1 (415) 555-0123' },
      'phone: Please enter a valid phone number with its country code, e.g. +14155550100',
      'phone: 请输入带国家代码的有效手机号码，例如 +8613800138000',
    ],
    [
      { phone: '0044 7911 123456' },
      'phone: Please enter a valid phone number with its country code, e.g. +14155550100',
      'phone: 请输入带国家代码的有效手机号码，例如 +8613800138000',
    ],
  ])('sending to %j is 1001 naming the field in both languages', async (body, english, chinese) => {
    const user = await signUp(t);
    expect((await t.post('/api/user/phone/otp', body, { token: user.token })).body).toMatchObject({
      code: 1001,
      msg: english,
    });
    expect(
      (await t.post('/api/user/phone/otp', body, { token: user.token, locale: 'zh-CN' })).body,
    ).toMatchObject({
      code: 1001,
      msg: chinese,
    });
  });

  test.each([
    [{ phone: PHONE, code: '12' }, 'code: Enter the 6-digit code', 'code: 请输入 6 位验证码'],
    [{ code: '123456' }, 'phone: Please enter your phone number', 'phone: 请输入手机号码'],
  ])('binding with %j is 1001 naming the field in both languages', async (body, english, chinese) => {
    const user = await signUp(t);
    expect((await t.post('/api/user/phone/bind', body, { token: user.token })).body).toMatchObject({
      code: 1001,
      msg: english,
    });
    expect(
      (await t.post('/api/user/phone/bind', body, { token: user.token, locale: 'zh-CN' })).body,
    ).toMatchObject({
      code: 1001,
      msg: chinese,
    });
  });
});

async function bindPhone(token: string, phone = PHONE): Promise<void> {
  expect((await t.post('/api/user/phone/otp', { phone }, { token })).body.code).toBe(0);
  expect(
    (await t.post('/api/user/phone/bind', { phone, code: lastCodeTo(t, phone) }, { token })).body.code,
  ).toBe(0);
}

describe('the two-factor channel', () => {
  test('SMS needs a bound phone; then sign-in codes come by SMS', async () => {
    const user = await signUp(t);
    expect(
      (await t.post('/api/user/twofactor/update', { channel: 'sms' }, { token: user.token })).body.code,
    ).toBe(1006);
    await bindPhone(user.token);
    expect(
      (await t.post('/api/user/twofactor/update', { channel: 'sms' }, { token: user.token })).body,
    ).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect((await info(user.token)).twoFactor).toBe('sms');
    t.clock.advance(MINUTE);
    const started = await startLogin(t, user);
    expect(started.body.data).toEqual({
      step: 'otp',
      token: expect.any(String),
      channel: 'sms',
      to: '+141*****123',
    });
    const ticket = (started.body.data as Extract<LoginOtpResult, { step: 'otp' }>).token;
    const done = await t.post<{ token: string }>('/api/auth/login', {
      token: ticket,
      code: lastCodeTo(t, PHONE),
    });
    expect(done.body.code).toBe(0);
    // Back to e-mail.
    expect(
      (await t.post('/api/user/twofactor/update', { channel: 'email' }, { token: user.token })).body.code,
    ).toBe(0);
    expect(((await startLogin(t, user)).body.data as { channel: string }).channel).toBe('email');
  });

  test.each([
    [{ channel: 'pigeon' }, 'channel: Please choose email or SMS', 'channel: 请选择邮件或短信'],
    [{}, 'channel: Please choose email or SMS', 'channel: 请选择邮件或短信'],
  ])('%j is 1001 naming the field in both languages', async (body, english, chinese) => {
    const user = await signUp(t);
    expect((await t.post('/api/user/twofactor/update', body, { token: user.token })).body).toMatchObject({
      code: 1001,
      msg: english,
    });
    expect(
      (await t.post('/api/user/twofactor/update', body, { token: user.token, locale: 'zh-CN' })).body,
    ).toMatchObject({ code: 1001, msg: chinese });
  });
});

describe('unbinding the phone', () => {
  test('needs the password and puts SMS sign-in back on e-mail', async () => {
    const user = await signUp(t);
    await bindPhone(user.token);
    await t.post('/api/user/twofactor/update', { channel: 'sms' }, { token: user.token });
    expect(
      (await t.post('/api/user/phone/unbind', { password: 'wrong-one' }, { token: user.token })).body.code,
    ).toBe(2012);
    expect(
      (await t.post('/api/user/phone/unbind', {}, { token: user.token, locale: 'zh-CN' })).body,
    ).toMatchObject({
      code: 1001,
      msg: 'password: 请输入当前密码',
    });
    expect(
      (await t.post('/api/user/phone/unbind', { password: user.password }, { token: user.token })).body.code,
    ).toBe(0);
    expect(await info(user.token)).toMatchObject({ phone: null, twoFactor: 'email' });
  });
});
