import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf } from '@/test/routed-server';
import { adminServer, startSignedIn } from '../admin-test-kit';
import { ADMIN_PATHS } from '../routes';
import CreateAccountPage from './CreateAccountPage';

beforeEach(startSignedIn);

const openPage = () =>
  renderPage(<CreateAccountPage />, { path: ADMIN_PATHS.createAccount, url: ADMIN_PATHS.createAccount });

async function chooseCountry(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Billing country' }));
  await userEvent.click(await screen.findByTitle(name));
}

describe('/admin/accounts/create', () => {
  test('creates the account through /account/add, makes it current and opens its workplace', async () => {
    const server = adminServer({ '/account/add': () => envelope({ accountId: 'acc-new' }) });
    openPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Marketing EU');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Voice' }));
    await chooseCountry('Germany');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/dashboard/workplace');
    expect(bodyOf(server.callsTo('/account/add')[0])).toEqual({
      name: 'Marketing EU',
      products: ['sms', 'voice'],
      billingCountry: 'DE',
    });
    expect(bodyOf(server.callsTo('/account/select')[0])).toEqual({ accountId: 'acc-new' });
    // The account list (the user info) is read again, so the switcher shows the new account.
    await waitFor(() => expect(server.callsTo('/user/info').length).toBeGreaterThan(0));
  });

  test('refuses what the server would refuse, with the shared rule’s words, in both languages', async () => {
    const server = adminServer();
    openPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Account name is required')).toBeInTheDocument();
    expect(screen.getByText('Select at least one option')).toBeInTheDocument();
    expect(screen.getByText('Please select your billing country')).toBeInTheDocument();
    expect(server.callsTo('/account/add')).toHaveLength(0);

    await i18n.changeLanguage('zh-CN');
    expect(await screen.findByText('账户名称为必填项')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^创\s?建$/ })).toBeInTheDocument();
    await i18n.changeLanguage('en-US');
  });

  test('a refusal by the server leaves the page where it is', async () => {
    const server = adminServer({ '/account/add': () => envelope(null, 1006) });
    openPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ops');
    await chooseCountry('Japan');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(server.callsTo('/account/add')).toHaveLength(1));
    expect(server.callsTo('/account/select')).toHaveLength(0);
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  test('Back to accounts returns to the list', async () => {
    adminServer();
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to accounts' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin/accounts');
  });
});
