import { describe, expect, test } from 'vitest';
import type { UserInfo } from '@beacon/shared';
import { auditOf } from '../../testing/db-helpers.js';
import { OTHER_STRONG_PASSWORD, signIn, signUp, startLogin } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
const NEW_PASSWORD = 'Amber-Lantern-59#';

function change(token: string, body: Record<string, unknown>, locale?: string) {
  return t.post<{ revokedSessions: number }>('/api/user/update/password', body, { token, locale });
}

describe('changing the password', () => {
  test('keeps this session, ends the others and the trusted browsers, and says so by e-mail', async () => {
    const user = await signUp(t);
    const other = await signIn(t, user);
    const trusted = await signIn(t, user, { remember: true, remoteAddress: '198.51.100.7' });
    const cookie = trusted.response.cookies.find((c) => c.name === 'beacon_td')!;

    const { body } = await change(user.token, {
      oldPassword: user.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(body).toEqual({ code: 0, msg: 'success', data: { revokedSessions: 2 } });
    expect((await t.get('/api/user/info', { token: user.token })).body.code).toBe(0);
    expect((await t.get('/api/user/info', { token: other.token })).body.code).toBe(2006);
    expect((await t.get('/api/user/info', { token: trusted.token })).body.code).toBe(2006);
    expect(t.mail.lastTo(user.email).subject).toBe('Your Beacon password was changed');

    // The old password no longer signs in; the new one does, and the trusted browser must enter a code again.
    expect((await startLogin(t, user)).body.code).toBe(2001);
    const again = await startLogin(
      t,
      { email: user.email, password: NEW_PASSWORD },
      { remoteAddress: '198.51.100.7', cookies: { beacon_td: cookie.value } },
    );
    expect(again.body.data).toMatchObject({ step: 'otp' });
    const info = await t.get<UserInfo>('/api/user/info', { token: user.token });
    expect(info.body.data.passwordChangedAt).toBe(t.clock.now().toISOString());
    expect((await auditOf(t.db, user.email)).map((e) => e.action)).toContain('password.change');
  }, 180_000);

  test('a wrong old password is 2012; the fifth in a row locks the user (2002)', async () => {
    const user = await signUp(t);
    const body = {
      oldPassword: 'Not-The-Password-1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    expect((await change(user.token, body)).body).toEqual({
      code: 2012,
      msg: 'The old password is incorrect.',
      data: null,
    });
    expect((await change(user.token, body, 'zh-CN')).body.msg).toBe('原密码不正确。');
    for (let i = 3; i <= 4; i += 1) expect((await change(user.token, body)).body.code).toBe(2012);
    expect((await change(user.token, body)).body.code).toBe(2002);
    expect((await startLogin(t, user)).body.code).toBe(2002);
  });

  test('wrong old passwords sent in parallel get five checks at most, and the right one then waits out the lock', async () => {
    const user = await signUp(t);
    const wrong = {
      oldPassword: 'Not-The-Password-1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => change(user.token, wrong)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 2012)).toHaveLength(4);
    expect(codes.filter((c) => c === 2002)).toHaveLength(16);
    const right = { ...wrong, oldPassword: user.password };
    expect((await change(user.token, right)).body.code).toBe(2002);
  });

  test.each([
    [
      { oldPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'oldPassword: Please enter your current password',
      'oldPassword: 请输入当前密码',
    ],
    [
      { oldPassword: 'x', newPassword: '', confirmPassword: '' },
      'newPassword: Password cannot be empty',
      'newPassword: 密码不能为空',
    ],
    [
      { oldPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: '' },
      'confirmPassword: Password cannot be empty',
      'confirmPassword: 密码不能为空',
    ],
    [
      { oldPassword: 'x', newPassword: 'lowercase-only-here', confirmPassword: 'lowercase-only-here' },
      'newPassword: Use at least 3 of: lowercase letters, uppercase letters, digits, special characters',
      'newPassword: 请至少包含小写字母、大写字母、数字、特殊字符中的 3 种',
    ],
    [
      { oldPassword: 'x', newPassword: 'Amber-Laaantern-59#', confirmPassword: 'Amber-Laaantern-59#' },
      'newPassword: Do not use more than 2 identical characters in a row',
      'newPassword: 同一字符不能连续出现超过 2 次',
    ],
    [
      { oldPassword: 'x', newPassword: 'short', confirmPassword: 'short' },
      'newPassword: Password must be at least 8 characters',
      'newPassword: 密码至少需要 8 个字符',
    ],
    [
      { oldPassword: 'x', newPassword: 'Password1!', confirmPassword: 'Password1!' },
      'newPassword: Your password is too simple or commonly used. Please choose a stronger one.',
      'newPassword: 密码过于简单或常见，请选择更强的密码。',
    ],
    [
      { oldPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: OTHER_STRONG_PASSWORD },
      'confirmPassword: The two passwords do not match',
      'confirmPassword: 两次输入的密码不一致',
    ],
    [
      { oldPassword: NEW_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'newPassword: The new password must be different from the current one',
      'newPassword: 新密码不能与当前密码相同',
    ],
  ])('%j is 1001 naming the field in both languages', async (body, english, chinese) => {
    const user = await signUp(t);
    expect((await change(user.token, body)).body).toMatchObject({ code: 1001, msg: english });
    expect((await change(user.token, body, 'zh-CN')).body).toMatchObject({ code: 1001, msg: chinese });
  });

  test('needs a session', async () => {
    expect((await t.post('/api/user/update/password', {})).body.code).toBe(2006);
  });
});
