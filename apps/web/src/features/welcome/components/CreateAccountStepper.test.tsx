import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { user as userInfo } from '@/app/router/guards/test-helpers';
import { useTokenStore } from '@/shared/session';
import { envelope } from '@/test/fake-adapter';
import { fakeServer, renderPage, resetApp } from '@/test/render-app';
import { CreateAccountStepper } from './CreateAccountStepper';

function renderStepper() {
  const onCreated = vi.fn();
  renderPage(<CreateAccountStepper onCreated={onCreated} onCancel={() => {}} />, {
    path: '/welcome/new',
    url: '/welcome/new',
  });
  return onCreated;
}

beforeEach(async () => {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
});

describe('create-account stepper', () => {
  test('step 1 requires a name and at least one product, with the shared messages', async () => {
    const server = fakeServer(() => envelope(null));
    const user = userEvent.setup();
    renderStepper();
    await user.click(await screen.findByRole('checkbox', { name: 'SMS' })); // pre-selected: untick it
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Account name is required')).toBeInTheDocument();
    expect(await screen.findByText('Select at least one option')).toBeInTheDocument();
    expect(screen.getByLabelText('Account name')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  test('a blank name is not a name', async () => {
    fakeServer(() => envelope(null));
    const user = userEvent.setup();
    renderStepper();
    await user.type(await screen.findByLabelText('Account name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Account name is required')).toBeInTheDocument();
  });

  test('step 2 requires a billing country', async () => {
    fakeServer(() => envelope(null));
    const user = userEvent.setup();
    renderStepper();
    await user.type(await screen.findByLabelText('Account name'), 'Acme marketing');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select your billing country')).toBeInTheDocument();
  });

  test('the last step summarises, then creates and selects the account', async () => {
    const server = fakeServer((request) => {
      if (request.url === '/account/add') return envelope({ accountId: 'acc-42' });
      if (request.url === '/account/select') return envelope(null);
      return envelope(userInfo({ currentAccount: 'acc-42' }));
    });
    const user = userEvent.setup();
    const onCreated = renderStepper();
    await user.type(await screen.findByLabelText('Account name'), ' Acme marketing ');
    await user.click(screen.getByRole('checkbox', { name: 'Voice' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Germany/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Acme marketing')).toBeInTheDocument();
    expect(screen.getByText('EUR')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('acc-42'));
    const add = server.sent.find((request) => request.url === '/account/add');
    expect(String(add?.body)).toBe('name=Acme+marketing&products=sms&products=voice&billingCountry=DE');
    const select = server.sent.find((request) => request.url === '/account/select');
    expect(String(select?.body)).toBe('accountId=acc-42');
    await waitFor(() => expect(server.sent.some((request) => request.url === '/user/info')).toBe(true));
  });

  test('going back keeps what was entered', async () => {
    fakeServer(() => envelope(null));
    const user = userEvent.setup();
    renderStepper();
    await user.type(await screen.findByLabelText('Account name'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Account name')).toHaveValue('Kept');
  });
});
