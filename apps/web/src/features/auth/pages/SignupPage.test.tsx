import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { envelope } from '@/test/fake-adapter';
import { fakeServer, renderPage, resetApp } from '@/test/render-app';
import SignupPage from './SignupPage';

beforeEach(resetApp);

describe('sign-up page', () => {
  test('the form checks every field with the shared rules before calling the server', async () => {
    const server = fakeServer(() => envelope({ id: 'x' }));
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup/:id?', url: '/signup' });
    await user.type(await screen.findByLabelText('Password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // antd validates the fields one promise each: on a loaded machine their messages appear one after another.
    for (const message of [
      'Please enter your username',
      'Please enter a valid email address',
      'Your password is too simple or commonly used. Please choose a stronger one.',
      'Please complete the human check',
      'Please agree to Privacy Policy and Terms of Service first',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(server.sent).toHaveLength(0);
  });

  test('opening the e-mailed link checks it and shows the code step with the masked address', async () => {
    const server = fakeServer(() => envelope({ email: 'ad***@example.com' }));
    renderPage(<SignupPage />, { path: '/signup/:id?', url: '/signup/pending-1' });
    expect(await screen.findByText('We sent a code to ad***@example.com')).toBeInTheDocument();
    expect(server.sent[0]?.url).toBe('/auth/signup/test/pending-1');
  });

  test('the right code signs the new user in and opens the accounts page', async () => {
    fakeServer((request) =>
      request.url.startsWith('/auth/signup/test')
        ? envelope({ email: 'ad***@example.com' })
        : envelope({ token: 'new' }),
    );
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup/:id?', url: '/signup/pending-1' });
    const cells = within(await screen.findByLabelText('Verification code')).getAllByRole('textbox');
    await user.click(cells[0] as HTMLElement);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/welcome');
    expect(localStorage.getItem('token')).toBe('new');
  });

  test('an invalid link says so, then starts sign-up over', async () => {
    fakeServer(() => envelope(null, 2013));
    const { router } = renderPage(<SignupPage />, { path: '/signup/:id?', url: '/signup/stale' });
    expect(await screen.findByText('Invalid link, will restart signup later')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    await act(async () => {});
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });
});
