import { describe, expect, test } from 'vitest';
import type { UserInfo } from '@beacon/shared';
import { auditOf } from '../../testing/db-helpers.js';
import { signIn, signUp, uniqueEmail } from '../../testing/flows.js';
import { codeIn } from '../../testing/memory-mailer.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
const MINUTE = 60_000;

const BASIC = {
  username: 'Grace Hopper',
  timezone: 'America/New_York',
  country: 'us',
  area: 'Arlington, Virginia',
  address: '1 Navy Way',
  jobName: 'Rear admiral',
  personalWebsite: 'https://grace.example.com',
  profile: 'Wrote the first compiler.',
};

async function info(token: string): Promise<UserInfo> {
  const { body } = await t.get<UserInfo>('/api/user/info', { token });
  expect(body.code).toBe(0);
  return body.data;
}

describe('basic info', () => {
  test('is saved and read back in the user info, optional fields cleared when left out', async () => {
    const user = await signUp(t);
    const saved = await t.post(
      '/api/user/update/basic',
      { ...BASIC, email: user.email },
      { token: user.token },
    );
    expect(saved.body).toEqual({ code: 0, msg: 'success', data: { pendingEmail: null } });
    expect(await info(user.token)).toMatchObject({
      username: 'Grace Hopper',
      email: user.email,
      timezone: 'America/New_York',
      location: 'US',
      locationName: 'Arlington, Virginia',
      address: '1 Navy Way',
      jobName: 'Rear admiral',
      personalWebsite: 'https://grace.example.com',
      profile: 'Wrote the first compiler.',
    });
    const { address: _a, jobName: _j, personalWebsite: _w, profile: _p, ...required } = BASIC;
    const form = await t.post(
      '/api/user/update/basic',
      { ...required, email: user.email },
      { token: user.token, form: true },
    );
    expect(form.body.code).toBe(0);
    expect(await info(user.token)).toMatchObject({ address: null, jobName: null, profile: null });
    expect((await auditOf(t.db, user.email)).map((e) => e.action)).toContain('profile.update');
  });

  test.each([
    ['email', 'not-mail', 'email: Please enter a valid email address', 'email: 请输入有效的邮箱地址'],
    ['email', '', 'email: Please enter a valid email address', 'email: 请输入有效的邮箱地址'],
    ['timezone', '', 'timezone: Please select a timezone', 'timezone: 请选择时区'],
    ['country', '', 'country: Please select your country or region', 'country: 请选择国家/地区'],
    ['username', '  ', 'username: Please enter your username', 'username: 请输入用户名'],
    ['timezone', 'Mars/Base', 'timezone: Please select a timezone', 'timezone: 请选择时区'],
    ['country', 'ZZ', 'country: Please select your country or region', 'country: 请选择国家/地区'],
    ['area', '', 'area: Please enter your area', 'area: 请输入所在地区'],
    [
      'profile',
      Array.from({ length: 201 }, () => 'word').join(' '),
      'profile: Profile must be at most 200 words',
      'profile: 个人简介最多 200 个词',
    ],
    [
      'personalWebsite',
      'javascript:alert(1)',
      'personalWebsite: Enter a web address starting with http:// or https://',
      'personalWebsite: 请输入以 http:// 或 https:// 开头的网址',
    ],
  ])('a bad %s is 1001 naming the field, in both languages', async (field, value, english, chinese) => {
    const user = await signUp(t);
    const body = { ...BASIC, email: user.email, [field]: value };
    expect((await t.post('/api/user/update/basic', body, { token: user.token })).body).toMatchObject({
      code: 1001,
      msg: english,
    });
    expect(
      (await t.post('/api/user/update/basic', body, { token: user.token, locale: 'zh-CN' })).body,
    ).toMatchObject({ code: 1001, msg: chinese });
  });

  test('an empty body names every required field', async () => {
    const user = await signUp(t);
    const { body } = await t.post<{ fields: Record<string, string> }>(
      '/api/user/update/basic',
      {},
      { token: user.token },
    );
    expect(body.code).toBe(1001);
    expect(Object.keys(body.data.fields).sort()).toEqual([
      'area',
      'country',
      'email',
      'timezone',
      'username',
    ]);
  });

  test('needs a session', async () => {
    expect((await t.post('/api/user/update/basic', BASIC)).body.code).toBe(2006);
  });
});

describe('changing the sign-in e-mail', () => {
  test('waits for the code sent to the new address, then applies it and tells the old one', async () => {
    const user = await signUp(t);
    const newEmail = uniqueEmail('moved');
    const saved = await t.post(
      '/api/user/update/basic',
      { ...BASIC, email: newEmail.toUpperCase() },
      { token: user.token },
    );
    expect(saved.body).toMatchObject({ code: 0, data: { pendingEmail: newEmail } });
    // Nothing changes until the code comes back; the other fields are saved at once.
    expect(await info(user.token)).toMatchObject({
      email: user.email,
      pendingEmail: newEmail,
      username: 'Grace Hopper',
    });
    const mail = t.mail.lastTo(newEmail);
    expect(mail.subject).toContain(codeIn(mail));

    const wrong = codeIn(mail) === '000000' ? '111111' : '000000';
    expect(
      (await t.post('/api/user/email/confirm', { code: wrong }, { token: user.token })).body,
    ).toMatchObject({
      code: 2007,
      msg: 'The verification code is incorrect.',
    });
    const confirmed = await t.post('/api/user/email/confirm', { code: codeIn(mail) }, { token: user.token });
    expect(confirmed.body).toEqual({ code: 0, msg: 'success', data: { email: newEmail } });
    expect(await info(user.token)).toMatchObject({ email: newEmail, pendingEmail: null });
    expect(t.mail.lastTo(user.email).subject).toBe('Your Beacon sign-in e-mail was changed');
    // The new address signs in; the old one no longer does.
    await signIn(t, { email: newEmail, password: user.password });
    expect(
      (await t.post('/api/auth/login/otp', { email: user.email, password: user.password })).body.code,
    ).toBe(2001);
    expect(
      (await t.post('/api/user/email/confirm', { code: codeIn(mail) }, { token: user.token })).body.code,
    ).toBe(2013);
  });

  test('to a registered address answers as to a free one, and its owner gets a warning, never a code', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const free = uniqueEmail('free');
    const toFree = await t.post('/api/user/update/basic', { ...BASIC, email: free }, { token: user.token });
    // A new code at most once a minute (1005): the limit that also slows anyone trying address after address.
    t.clock.advance(MINUTE);
    const { body } = await t.post(
      '/api/user/update/basic',
      { ...BASIC, email: other.email },
      { token: user.token },
    );
    expect(body).toEqual({ ...toFree.body, data: { pendingEmail: other.email } });
    const warning = t.mail.lastTo(other.email);
    expect(warning.subject).toBe('Beacon: someone tried to use your e-mail address');
    expect(warning.text).not.toMatch(/^\d{6}$/m);
    t.clock.advance(MINUTE);
    expect((await t.post('/api/user/email/resend', undefined, { token: user.token })).body.code).toBe(0);
    expect(t.mail.lastTo(other.email).text).not.toMatch(/^\d{6}$/m);
  });

  test('the code expires after 10 minutes (2013); five wrong codes lock for 10 minutes (1007)', async () => {
    const user = await signUp(t);
    const newEmail = uniqueEmail('late');
    await t.post('/api/user/update/basic', { ...BASIC, email: newEmail }, { token: user.token });
    const code = codeIn(t.mail.lastTo(newEmail));
    t.clock.advance(10 * MINUTE);
    expect((await t.post('/api/user/email/confirm', { code }, { token: user.token })).body.code).toBe(2013);
    expect((await info(user.token)).pendingEmail).toBeNull();

    await t.post('/api/user/update/basic', { ...BASIC, email: newEmail }, { token: user.token });
    const fresh = codeIn(t.mail.lastTo(newEmail));
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      expect(
        (await t.post('/api/user/email/confirm', { code: wrong }, { token: user.token })).body.code,
      ).toBe(2007);
    }
    expect(
      (await t.post('/api/user/email/confirm', { code: wrong }, { token: user.token })).body,
    ).toMatchObject({
      code: 1007,
      msg: 'Too many attempts. Please try again in 10 minutes.',
    });
    expect((await t.post('/api/user/email/confirm', { code: fresh }, { token: user.token })).body.code).toBe(
      1007,
    );
  });

  test('a code re-sent at minute 9 stops working at minute 10, with the first one', async () => {
    const user = await signUp(t);
    const newEmail = uniqueEmail('late-resend');
    await t.post('/api/user/update/basic', { ...BASIC, email: newEmail }, { token: user.token });
    t.clock.advance(9 * MINUTE);
    expect((await t.post('/api/user/email/resend', undefined, { token: user.token })).body.code).toBe(0);
    const resent = codeIn(t.mail.lastTo(newEmail));
    t.clock.advance(MINUTE);
    expect((await t.post('/api/user/email/confirm', { code: resent }, { token: user.token })).body.code).toBe(
      2013,
    );
    expect(await info(user.token)).toMatchObject({ email: user.email, pendingEmail: null });
  });

  test('a new code at most once a minute; cancel forgets the change', async () => {
    const user = await signUp(t);
    const newEmail = uniqueEmail('resend');
    await t.post('/api/user/update/basic', { ...BASIC, email: newEmail }, { token: user.token });
    const first = codeIn(t.mail.lastTo(newEmail));
    expect((await t.post('/api/user/email/resend', undefined, { token: user.token })).body.code).toBe(1005);
    t.clock.advance(MINUTE);
    expect((await t.post('/api/user/email/resend', undefined, { token: user.token })).body).toEqual({
      code: 0,
      msg: 'success',
      data: { pendingEmail: newEmail },
    });
    const second = codeIn(t.mail.lastTo(newEmail));
    if (first !== second) {
      expect(
        (await t.post('/api/user/email/confirm', { code: first }, { token: user.token })).body.code,
      ).toBe(2007);
    }
    expect((await t.post('/api/user/email/cancel', undefined, { token: user.token })).body.code).toBe(0);
    expect((await t.post('/api/user/email/confirm', { code: second }, { token: user.token })).body.code).toBe(
      2013,
    );
    expect((await t.post('/api/user/email/resend', undefined, { token: user.token })).body.code).toBe(2013);
  });

  test('a bad confirmation code is 1001 naming the field in both languages', async () => {
    const user = await signUp(t);
    expect(
      (await t.post('/api/user/email/confirm', { code: '12ab' }, { token: user.token })).body,
    ).toMatchObject({
      code: 1001,
      msg: 'code: Enter the 6-digit code',
    });
    expect(
      (await t.post('/api/user/email/confirm', {}, { token: user.token, locale: 'zh-CN' })).body,
    ).toMatchObject({ code: 1001, msg: 'code: 请输入 6 位验证码' });
  });
});

describe('preferences', () => {
  test('are saved and read back', async () => {
    const user = await signUp(t);
    const prefs = {
      language: 'zh-CN',
      timezone: 'Asia/Shanghai',
      timeFormat: 'MMM D, YYYY h:mm A',
      theme: 'dark',
    };
    expect(
      (await t.post('/api/user/update/preferences', prefs, { token: user.token, form: true })).body,
    ).toEqual({
      code: 0,
      msg: 'success',
      data: prefs,
    });
    expect(await info(user.token)).toMatchObject(prefs);
  });

  test('a new user follows the system theme until choosing one; "system" can be chosen again', async () => {
    const user = await signUp(t);
    expect(await info(user.token)).toMatchObject({ theme: 'system' });
    const prefs = { language: 'en-US', timezone: 'UTC', timeFormat: 'YYYY-MM-DD HH:mm:ss' };
    await t.post('/api/user/update/preferences', { ...prefs, theme: 'dark' }, { token: user.token });
    expect(await info(user.token)).toMatchObject({ theme: 'dark' });
    const back = await t.post(
      '/api/user/update/preferences',
      { ...prefs, theme: 'system' },
      { token: user.token },
    );
    expect(back.body).toMatchObject({ code: 0, data: { theme: 'system' } });
    expect(await info(user.token)).toMatchObject({ theme: 'system' });
  });

  test.each([
    ['language', 'fr-FR', 'language: Please select a language', 'language: 请选择语言'],
    ['timezone', 'Local', 'timezone: Please select a timezone', 'timezone: 请选择时区'],
    ['timeFormat', 'YYYY', 'timeFormat: Please select a time format', 'timeFormat: 请选择时间格式'],
    ['theme', 'blue', 'theme: Please select a theme', 'theme: 请选择主题'],
  ])('a bad %s is 1001 naming it in both languages', async (field, value, english, chinese) => {
    const user = await signUp(t);
    const body = {
      language: 'en-US',
      timezone: 'UTC',
      timeFormat: 'YYYY-MM-DD HH:mm:ss',
      theme: 'light',
      [field]: value,
    };
    expect((await t.post('/api/user/update/preferences', body, { token: user.token })).body).toMatchObject({
      code: 1001,
      msg: english,
    });
    expect(
      (await t.post('/api/user/update/preferences', body, { token: user.token, locale: 'zh' })).body,
    ).toMatchObject({ code: 1001, msg: chinese });
  });
});
