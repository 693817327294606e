import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n';
import { queryClient } from '@/shared/query/query-client';
import { sessionKeys, useTokenStore } from '@/shared/session';
import { envelope, type SentRequest } from '@/test/fake-adapter';
import { fakeServer, renderPage, resetApp } from '@/test/render-app';
import { userFixture } from '../testing/user-fixture';
import { AvatarUpload } from './AvatarUpload';
import { SessionsCard } from './SessionsCard';
import { TotpDisableModal } from './TotpDisableModal';
import { TwoFactorCard } from './TwoFactorCard';
import { WithUser } from './WithUser';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function sentBody(request: SentRequest | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(String(request?.body)));
}

/** A file chosen in the upload dialog: antd's Upload listens to its hidden input. */
function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(async () => {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
  queryClient.setQueryData(sessionKeys.userInfo(), userFixture());
});

describe('avatar upload', () => {
  test.each([
    ['en-US', 'Only JPG, PNG, or GIF formats are allowed.', 'File size cannot exceed 1MB.'],
    ['zh-CN', '仅支持 JPG、PNG 或 GIF 格式。', '文件大小不能超过 1MB。'],
  ] as const)(
    'judges the file by its bytes and size before uploading (%s)',
    async (locale, typeMessage, sizeMessage) => {
      await i18n.changeLanguage(locale);
      const server = fakeServer(() => envelope({ avatar: '/api/user/avatar/x.png' }));
      renderPage(<AvatarUpload avatar={null} name="Ada" />, { path: '/', url: '/' });
      await screen.findByRole('button');
      choose(new File(['just some text'], 'photo.png', { type: 'image/png' }));
      expect(await screen.findByText(typeMessage)).toBeInTheDocument();
      const big = new Uint8Array(1024 * 1024 + 1);
      big.set(PNG_HEAD);
      choose(new File([big], 'big.png', { type: 'image/png' }));
      expect(await screen.findByText(sizeMessage)).toBeInTheDocument();
      expect(server.sent).toHaveLength(0);
    },
  );

  test('a PNG named .gif is uploaded as multipart, and a server refusal is shown', async () => {
    const server = fakeServer(() =>
      envelope(
        { fields: { file: 'Only JPG, PNG, or GIF formats are allowed.' } },
        1001,
        'file: Only JPG, PNG, or GIF formats are allowed.',
      ),
    );
    renderPage(<AvatarUpload avatar={null} name="Ada" />, { path: '/', url: '/' });
    await screen.findByRole('button');
    choose(new File([new Uint8Array([...PNG_HEAD, 1, 2, 3])], 'holiday.gif', { type: 'image/gif' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.url).toBe('/user/avatar');
    expect(server.sent[0]?.body).toBeInstanceOf(FormData);
    expect(((server.sent[0]?.body as FormData).get('file') as File).name).toBe('holiday.gif');
    expect(await screen.findByText('Only JPG, PNG, or GIF formats are allowed.')).toBeInTheDocument();
  });
});

describe('two-factor card', () => {
  test('SMS needs a bound phone; the authenticator set-up shows the QR code and key and wants a valid code', async () => {
    const server = fakeServer((request) => {
      if (request.url === '/user/totp/setup')
        return envelope({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Beacon%3Aada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        });
      if (request.url === '/user/totp/enable') return envelope(null, 2007);
      return envelope(userFixture());
    });
    const user = userEvent.setup();
    renderPage(<TwoFactorCard user={userFixture()} />, { path: '/', url: '/' });
    expect(await screen.findByRole('radio', { name: /By SMS \(bind a phone first\)/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /By email to ada@example.com/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByTitle('QR code for your authenticator app')).toBeInTheDocument();
    const cells = within(screen.getByLabelText('Authenticator code')).getAllByRole('textbox');
    await user.click(cells[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText("That code does not match. Check your phone's time and use the newest code."),
    ).toBeInTheDocument();
    expect(sentBody(server.sent.at(-1))).toEqual({ code: '123456' });
  });

  test('a chosen channel is saved and confirmed; a refusal puts the saved one back', async () => {
    let saved: 'email' | 'sms' = 'email';
    let refuse = false;
    const server = fakeServer((request) => {
      if (request.url === '/user/twofactor/update') {
        if (refuse) return envelope(null, 1006);
        saved = sentBody(request).channel as 'email' | 'sms';
        return envelope(null);
      }
      return envelope(userFixture({ phone: '+14155550123', twoFactor: saved }));
    });
    queryClient.setQueryData(sessionKeys.userInfo(), userFixture({ phone: '+14155550123' }));
    const user = userEvent.setup();
    renderPage(<WithUser>{(info) => <TwoFactorCard user={info} />}</WithUser>, { path: '/', url: '/' });
    const sms = await screen.findByRole('radio', { name: /By SMS to \+14155550123/ });
    const email = screen.getByRole('radio', { name: /By email/ });
    await user.click(sms);
    expect(await screen.findByText('Sign-in codes now come by SMS')).toBeInTheDocument();
    expect(sms).toBeChecked();
    expect(sentBody(server.sent.find((r) => r.url === '/user/twofactor/update'))).toEqual({
      channel: 'sms',
    });

    refuse = true;
    await waitFor(() => expect(email).toBeEnabled());
    await user.click(email);
    await waitFor(() =>
      expect(server.sent.filter((r) => r.url === '/user/twofactor/update')).toHaveLength(2),
    );
    await waitFor(() => expect(sms).toBeChecked());
    expect(email).not.toBeChecked();
  });

  test('while the authenticator is on, e-mail and SMS cannot be chosen (zh-CN)', async () => {
    await i18n.changeLanguage('zh-CN');
    fakeServer(() => envelope(null));
    renderPage(<TwoFactorCard user={userFixture({ twoFactor: 'totp', phone: '+14155550123' })} />, {
      path: '/',
      url: '/',
    });
    expect(await screen.findByText('已开启')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: /^关\s?闭$/ })).toHaveClass('ant-btn-dangerous');
  });
});

describe('turning the authenticator off', () => {
  test.each([
    [
      'en-US',
      'Turn off',
      'With my password',
      'Please enter your current password',
      'The password is incorrect.',
    ],
    ['zh-CN', '关闭', '使用密码', '请输入当前密码', '密码不正确。'],
  ] as const)('needs a code or the password (%s)', async (locale, submit, withPassword, empty, wrong) => {
    await i18n.changeLanguage(locale);
    const server = fakeServer(() => envelope(null, 2012));
    const user = userEvent.setup();
    renderPage(<TotpDisableModal open onClose={() => {}} />, { path: '/', url: '/' });
    const turnOff = new RegExp(`^${Array.from(submit).join('\\s?')}$`);
    const form = await screen.findByRole('form');
    await user.click(within(form).getByRole('button', { name: turnOff }));
    expect(
      await screen.findByText(locale === 'en-US' ? 'Enter the 6-digit code' : '请输入 6 位验证码'),
    ).toBeInTheDocument();
    await user.click(screen.getByText(withPassword));
    await user.click(within(form).getByRole('button', { name: turnOff }));
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
    await user.type(document.querySelector('input[type="password"]') as HTMLElement, 'not-it');
    await user.click(within(form).getByRole('button', { name: turnOff }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(sentBody(server.sent[0])).toEqual({ password: 'not-it' });
  });
});

describe('sessions card', () => {
  test("lists sessions with the user's date format and signs another one out", async () => {
    queryClient.setQueryData(
      sessionKeys.userInfo(),
      userFixture({ timezone: 'Asia/Tokyo', timeFormat: 'DD.MM.YYYY HH:mm' }),
    );
    const sessions = [
      {
        id: 's1',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
        ip: '203.0.113.9',
        createdAt: '2026-03-02T09:00:00.000Z',
        lastSeenAt: '2026-03-02T10:30:00.000Z',
        current: true,
        trusted: false,
      },
      {
        id: 's2',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; rv:131.0) Gecko/20100101 Firefox/131.0',
        ip: '198.51.100.4',
        createdAt: '2026-03-01T09:00:00.000Z',
        lastSeenAt: '2026-03-01T09:00:00.000Z',
        current: false,
        trusted: true,
      },
    ];
    const server = fakeServer((request) =>
      request.url === '/user/session/list' ? envelope(sessions) : envelope(null),
    );
    const user = userEvent.setup();
    renderPage(<SessionsCard />, { path: '/', url: '/' });
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByText('Firefox on Windows')).toBeInTheDocument();
    expect(screen.getByText('This session')).toBeInTheDocument();
    expect(screen.getByText('02.03.2026 19:30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const confirm = await waitFor(() => {
      const popup = document.querySelector('.ant-popconfirm');
      if (!popup) throw new Error('no confirmation yet');
      return popup as HTMLElement;
    });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(server.sent.some((r) => r.url === '/user/session/revoke')).toBe(true));
    expect(sentBody(server.sent.find((r) => r.url === '/user/session/revoke'))).toEqual({ id: 's2' });
  });
});
