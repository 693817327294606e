import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n';
import { registerRouteTree } from '@/shared/router';
import { envelope, type SentRequest } from '@/test/fake-adapter';
import { fakeServer, renderPage, resetApp } from '@/test/render-app';
import LoginPage from './LoginPage';

const TICKET = { step: 'otp', token: 'ticket-1', channel: 'email', to: 'ad***@example.com' };

function form(request: SentRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(String(request.body)));
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Sms-Beacon-2026!');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const cells = within(screen.getByLabelText('Verification code')).getAllByRole('textbox');
  await user.click(cells[0] as HTMLElement);
  await user.keyboard(code);
}

beforeEach(async () => {
  await resetApp();
  registerRouteTree([
    { name: 'Workplace', path: '/app/dashboard/workplace', meta: { locale: 'x', requiresAuth: true } },
    { name: 'WelcomeIndex', path: '/welcome/index', meta: { locale: 'x', requiresAuth: true } },
  ]);
});

describe('login page', () => {
  test('shows the shared validation messages before calling the server', async () => {
    const server = fakeServer(() => envelope(TICKET));
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login/:token?', url: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Password cannot be empty')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  test('the password step leads to the code step, which says where the code went', async () => {
    const server = fakeServer(() => envelope(TICKET));
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login/:token?', url: '/login' });
    await signInWithPassword(user);
    expect(await screen.findByText('We sent a code to ad***@example.com')).toBeInTheDocument();
    expect(server.sent[0]?.url).toBe('/auth/login/otp');
    expect(form(server.sent[0] as SentRequest)).toEqual({
      email: 'ada@example.com',
      password: 'Sms-Beacon-2026!',
    });
    expect(
      screen.getByRole('checkbox', { name: 'Keep me signed in on this device for 30 days' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code \(\d+ s\)/ })).toBeDisabled();
  });

  test('a wrong code shows the 2007 message on the code field, and the right one signs in', async () => {
    let attempts = 0;
    fakeServer((request) => {
      if (request.url === '/auth/login/otp') return envelope(TICKET);
      attempts += 1;
      return attempts === 1 ? envelope(null, 2007) : envelope({ token: 'session-9' });
    });
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login/:token?', url: '/login?redirect=WelcomeIndex&tab=2' });
    await signInWithPassword(user);
    await screen.findByText('We sent a code to ad***@example.com');

    await typeCode(user, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The verification code is incorrect.')).toBeInTheDocument();

    await typeCode(user, '123456');
    await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in on this device for 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/welcome/index?tab=2');
    expect(localStorage.getItem('token')).toBe('session-9');
  });

  test('the code is sent with the ticket and the remember choice', async () => {
    const server = fakeServer((request) =>
      request.url === '/auth/login/otp' ? envelope(TICKET) : envelope({ token: 'session-1' }),
    );
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login/:token?', url: '/login' });
    await signInWithPassword(user);
    await screen.findByText('We sent a code to ad***@example.com');
    await typeCode(user, '654321');
    await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in on this device for 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await screen.findByTestId('landed');
    expect(form(server.sent[1] as SentRequest)).toEqual({
      token: 'ticket-1',
      code: '654321',
      remember: 'true',
    });
    expect(screen.getByTestId('landed')).toHaveTextContent('/app/dashboard/workplace');
  });

  test('resending the code confirms it and restarts the countdown', async () => {
    const server = fakeServer((request) =>
      request.url === '/auth/login/otp' ? envelope(TICKET) : envelope(null),
    );
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login/:token?', url: '/login' });
    await signInWithPassword(user);
    const resend = await screen.findByRole('button', { name: /Resend code/ });
    // The countdown is real time; jump the clock instead of waiting a minute.
    const realNow = Date.now;
    Date.now = () => realNow() + 61_000;
    try {
      await waitFor(() => expect(resend).toBeEnabled());
      await user.click(resend);
      expect(
        await screen.findByText('The verification code has been resent to your email'),
      ).toBeInTheDocument();
      expect(server.sent.at(-1)?.url).toBe('/auth/login/otp2');
      expect(form(server.sent.at(-1) as SentRequest)).toEqual({ token: 'ticket-1' });
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /Resend code \(\d+ s\)/ })).toBeDisabled(),
      );
    } finally {
      Date.now = realNow;
    }
  });

  test('an account without a phone gets a clear message when asking for an SMS', async () => {
    fakeServer((request) => (request.url === '/auth/login/otp' ? envelope(TICKET) : envelope(null, 1006)));
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login/:token?', url: '/login' });
    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: /Send the code by SMS instead/ }));
    expect(
      await screen.findByText(
        'No phone number is bound to this account yet, so the code can only be sent by email.',
      ),
    ).toBeInTheDocument();
  });

  test.each([
    [2001, 'Incorrect email or password.'],
    [2002, 'This user is locked after too many failed sign-ins. Try again in 15 minutes.'],
    [2003, 'This user has been disabled.'],
    [2004, 'This user has not been activated.'],
    [1007, 'Too many attempts. Please try again in 10 minutes.'],
    [4321, 'Login error, refresh and try again'],
  ])('a %i answer to the password step reads "%s"', async (code, text) => {
    fakeServer(() => envelope(null, code));
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login/:token?', url: '/login' });
    await signInWithPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  test('a session token straight away (trusted device) skips the code step', async () => {
    fakeServer(() => envelope({ step: 'done', token: 'session-td' }));
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login/:token?', url: '/login' });
    await signInWithPassword(user);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/dashboard/workplace');
    expect(localStorage.getItem('token')).toBe('session-td');
  });

  test.each([
    ['en-US', 'Open your authenticator app and enter the code it shows for Beacon', 'Authenticator code'],
    ['zh-CN', '请打开身份验证器应用，输入其中 Beacon 对应的验证码', '身份验证器验证码'],
  ])(
    'with an authenticator app (%s) the step asks for its code and offers no resend',
    async (lang, prompt, label) => {
      const server = fakeServer((request) =>
        request.url === '/auth/login/otp'
          ? envelope({ step: 'otp', token: 'ticket-totp', channel: 'totp' })
          : envelope({ token: 'session-totp' }),
      );
      await i18n.changeLanguage(lang);
      const user = userEvent.setup();
      renderPage(<LoginPage />, { path: '/login/:token?', url: '/login' });
      await user.type(await screen.findByLabelText(lang === 'en-US' ? 'Email' : '邮箱'), 'ada@example.com');
      await user.type(screen.getByLabelText(lang === 'en-US' ? 'Password' : '密码'), 'Sms-Beacon-2026!');
      await user.click(screen.getByRole('button', { name: lang === 'en-US' ? 'Continue' : /继\s*续/ }));
      expect(await screen.findByText(prompt)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Resend code|重新发送/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /SMS|短信/ })).not.toBeInTheDocument();
      const cells = within(screen.getByLabelText(label)).getAllByRole('textbox');
      await user.click(cells[0] as HTMLElement);
      await user.keyboard('287082');
      await user.click(
        screen.getByRole('button', { name: lang === 'en-US' ? 'Verify and sign in' : '验证并登录' }),
      );
      expect(await screen.findByTestId('landed')).toHaveTextContent('/app/dashboard/workplace');
      expect(form(server.sent[1] as SentRequest)).toEqual({
        token: 'ticket-totp',
        code: '287082',
        remember: 'false',
      });
    },
  );

  test('a ticket in the URL resumes at the code step', async () => {
    const server = fakeServer(() => envelope({ channel: 'sms', to: '+4479*****456' }));
    renderPage(<LoginPage />, { path: '/login/:token?', url: '/login/ticket-7' });
    expect(await screen.findByText('We sent a code by SMS to +4479*****456')).toBeInTheDocument();
    expect(server.sent[0]?.url).toBe('/auth/login/otp/test');
    expect(form(server.sent[0] as SentRequest)).toEqual({ token: 'ticket-7' });
  });

  test('an expired ticket in the URL goes back to the first step with a message', async () => {
    fakeServer(() => envelope(null, 2013));
    renderPage(<LoginPage />, { path: '/login/:token?', url: '/login/old-ticket' });
    expect(
      await screen.findByText('This sign-in link has expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  test('a ticket that expires during the code step starts sign-in over', async () => {
    fakeServer((request) => (request.url === '/auth/login/otp' ? envelope(TICKET) : envelope(null, 2013)));
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login/:token?', url: '/login' });
    await signInWithPassword(user);
    await screen.findByText('We sent a code to ad***@example.com');
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByText('Your verification step has expired. Please sign in again.'),
    ).toBeInTheDocument();
  });
});
