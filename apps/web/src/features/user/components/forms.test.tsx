import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n';
import { queryClient } from '@/shared/query/query-client';
import { sessionKeys, useTokenStore } from '@/shared/session';
import { envelope, type SentRequest } from '@/test/fake-adapter';
import { fakeServer, renderPage, resetApp } from '@/test/render-app';
import { userFixture } from '../testing/user-fixture';
import { BasicInfoForm } from './BasicInfoForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PhoneBindForm } from './PhoneBindForm';
import { PreferencesForm } from './PreferencesForm';

function sentBody(request: SentRequest | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(String(request?.body)));
}

async function inLanguage(locale: 'en-US' | 'zh-CN') {
  await i18n.changeLanguage(locale);
}

/** antd puts a space between two CJK characters of a button; match either. */
const button = (text: string) => new RegExp(`^${Array.from(text).join('\\s?')}$`);

beforeEach(async () => {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
  queryClient.setQueryData(sessionKeys.userInfo(), userFixture());
});

describe('basic info form', () => {
  test.each([
    [
      'en-US',
      'Save changes',
      [
        'Please enter your username',
        'Please enter a valid email address',
        'Please select your country or region',
        'Please enter your area',
      ],
    ],
    ['zh-CN', '保存修改', ['请输入用户名', '请输入有效的邮箱地址', '请选择国家/地区', '请输入所在地区']],
  ] as const)(
    'refuses empty required fields with the shared messages (%s)',
    async (locale, submit, messages) => {
      await inLanguage(locale);
      const server = fakeServer(() => envelope({ pendingEmail: null }));
      const user = userEvent.setup();
      renderPage(<BasicInfoForm user={userFixture({ location: null, locationName: null })} />, {
        path: '/',
        url: '/',
      });
      const form = await screen.findByRole('form');
      const [username, email] = within(form).getAllByRole('textbox');
      await user.clear(username!);
      await user.clear(email!);
      await user.click(screen.getByRole('button', { name: button(submit) }));
      for (const text of messages) expect(await screen.findByText(text)).toBeInTheDocument();
      expect(server.sent).toHaveLength(0);
    },
  );

  test('counts profile words and refuses more than 200 (both languages)', async () => {
    const long = Array.from({ length: 201 }, () => 'word').join(' ');
    fakeServer(() => envelope({ pendingEmail: null }));
    const user = userEvent.setup();
    renderPage(<BasicInfoForm user={userFixture({ profile: long })} />, { path: '/', url: '/' });
    expect(await screen.findByText('201 / 200 words')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile must be at most 200 words')).toBeInTheDocument();
    await inLanguage('zh-CN');
    expect(await screen.findByText('201 / 200 个词')).toBeInTheDocument();
  });

  test("puts the server's field messages on their fields", async () => {
    fakeServer(() =>
      envelope({ fields: { area: 'Please enter your area' } }, 1001, 'area: Please enter your area'),
    );
    const user = userEvent.setup();
    renderPage(<BasicInfoForm user={userFixture()} />, { path: '/', url: '/' });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter your area')).toBeInTheDocument();
  });

  test('a new e-mail opens the confirmation with the code field', async () => {
    const server = fakeServer((request) =>
      request.url === '/user/update/basic'
        ? envelope({ pendingEmail: 'ada@new.example.com' })
        : envelope(userFixture({ pendingEmail: 'ada@new.example.com' })),
    );
    const user = userEvent.setup();
    renderPage(<BasicInfoForm user={userFixture()} />, { path: '/', url: '/' });
    const email = await screen.findByDisplayValue('ada@example.com');
    await user.clear(email);
    await user.type(email, 'Ada@New.example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Confirm your new email')).toBeInTheDocument();
    expect(sentBody(server.sent[0])).toMatchObject({
      email: 'Ada@New.example.com',
      username: 'Ada Lovelace',
      country: 'GB',
      area: 'London',
    });
  });
});

describe('preferences form', () => {
  test('saves the four choices and switches this browser to the chosen theme', async () => {
    const server = fakeServer((request) =>
      request.url === '/user/update/preferences'
        ? envelope({ language: 'en-US', timezone: 'UTC', timeFormat: 'YYYY-MM-DD HH:mm:ss', theme: 'dark' })
        : envelope(userFixture()),
    );
    const user = userEvent.setup();
    renderPage(<PreferencesForm user={userFixture()} />, { path: '/', url: '/' });
    await user.click(await screen.findByText('Dark'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(sentBody(server.sent[0])).toEqual({
      language: 'en-US',
      timezone: 'UTC',
      timeFormat: 'YYYY-MM-DD HH:mm:ss',
      theme: 'dark',
    });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });

  test.each([
    ['en-US', 'Save preferences', 'Please select a time format'],
    ['zh-CN', '保存偏好设置', '请选择时间格式'],
  ] as const)(
    'shows the server refusal of a field in the current language (%s)',
    async (locale, submit, text) => {
      await inLanguage(locale);
      fakeServer(() => envelope({ fields: { timeFormat: text } }, 1001, `timeFormat: ${text}`));
      const user = userEvent.setup();
      renderPage(<PreferencesForm user={userFixture()} />, { path: '/', url: '/' });
      await user.click(await screen.findByRole('button', { name: button(submit) }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );
});

describe('change password form', () => {
  test.each([
    ['en-US', 'Change password', ['Please enter your current password', 'Password cannot be empty']],
    ['zh-CN', '修改密码', ['请输入当前密码', '密码不能为空']],
  ] as const)('refuses empty fields (%s)', async (locale, submit, messages) => {
    await inLanguage(locale);
    const server = fakeServer(() => envelope(null));
    const user = userEvent.setup();
    renderPage(<ChangePasswordForm />, { path: '/', url: '/' });
    await user.click(await screen.findByRole('button', { name: button(submit) }));
    for (const text of messages) expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(server.sent).toHaveLength(0);
  });

  test('applies the password policy and the confirmation, then shows 2012 on the current password', async () => {
    const server = fakeServer(() => envelope(null, 2012));
    const user = userEvent.setup();
    renderPage(<ChangePasswordForm />, { path: '/', url: '/' });
    const [current, next, confirm] = [
      await screen.findByLabelText('Current password'),
      screen.getByLabelText('New password'),
      screen.getByLabelText('Confirm new password'),
    ];
    await user.type(current, 'Old-Password-1');
    await user.type(next, 'Password1!');
    await user.type(confirm, 'Something-else');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password is too simple or commonly used. Please choose a stronger one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'Amber-Lantern-59#');
    await user.clear(confirm);
    await user.type(confirm, 'Amber-Lantern-59#');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The old password is incorrect.')).toBeInTheDocument();
    expect(sentBody(server.sent[0])).toEqual({
      oldPassword: 'Old-Password-1',
      newPassword: 'Amber-Lantern-59#',
      confirmPassword: 'Amber-Lantern-59#',
    });
  });
});

describe('phone binding form', () => {
  test.each([
    ['en-US', 'Send code', 'Please enter a valid phone number with its country code, e.g. +14155550100'],
    ['zh-CN', '发送验证码', '请输入带国家代码的有效手机号码，例如 +8613800138000'],
  ] as const)('refuses a number that is not E.164 before sending (%s)', async (locale, send, text) => {
    await inLanguage(locale);
    const server = fakeServer(() => envelope(null));
    const user = userEvent.setup();
    renderPage(<PhoneBindForm />, { path: '/', url: '/' });
    await user.type(await screen.findByPlaceholderText('+14155550100'), '415 555 0100');
    await user.click(screen.getByRole('button', { name: button(send) }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  test('sends the code, then shows a wrong (2007) and an expired (2013) code on the code field', async () => {
    let binds = 0;
    const server = fakeServer((request) => {
      if (request.url === '/user/phone/otp') return envelope(null);
      binds += 1;
      return envelope(null, binds === 1 ? 2007 : 2013);
    });
    const user = userEvent.setup();
    renderPage(<PhoneBindForm />, { path: '/', url: '/' });
    await user.type(await screen.findByPlaceholderText('+14155550100'), '+14155550123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We texted a code to +14155550123. It is valid for 10 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
    const cells = within(screen.getByLabelText('Verification code')).getAllByRole('textbox');
    await user.click(cells[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Bind phone' }));
    expect(await screen.findByText('The verification code is incorrect.')).toBeInTheDocument();
    await user.click(cells[0]!);
    await user.keyboard('654321');
    await user.click(screen.getByRole('button', { name: 'Bind phone' }));
    expect(await screen.findByText('This code has expired. Send a new one.')).toBeInTheDocument();
    expect(sentBody(server.sent[0])).toEqual({ phone: '+14155550123' });
    expect(sentBody(server.sent[1])).toEqual({ phone: '+14155550123', code: '123456' });
  });
});
