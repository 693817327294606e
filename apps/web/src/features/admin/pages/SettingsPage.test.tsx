import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf } from '@/test/routed-server';
import { adminServer, SETTINGS, startSignedIn } from '../admin-test-kit';
import { ADMIN_PATHS } from '../routes';
import SettingsPage from './SettingsPage';

beforeEach(startSignedIn);

const openSettings = () =>
  renderPage(<SettingsPage />, { path: ADMIN_PATHS.settings, url: ADMIN_PATHS.settings });

describe('the organisation settings form', () => {
  test('shows the saved settings and saves every field', async () => {
    const server = adminServer({
      '/admin/settings/update': (request) => envelope({ ...SETTINGS, ...bodyOf(request) }),
    });
    openSettings();
    const name = await screen.findByRole('textbox', { name: 'Organisation name' });
    expect(name).toHaveValue('Acme Messaging');
    expect(screen.getByRole('textbox', { name: 'Billing contact e-mail' })).toHaveValue(
      'billing@acme.example',
    );

    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Global');
    await userEvent.click(screen.getByRole('switch', { name: 'Two-factor required for members' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Single sign-on' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/admin/settings/update')[0])).toEqual({
      name: 'Acme Global',
      billingContact: 'billing@acme.example',
      defaultCountry: 'GB',
      requireTwoFactor: 'true',
      signInMethods: ['password', 'sso'],
    });
  });

  test('refuses what the server would refuse, with the same words, in both languages', async () => {
    const server = adminServer();
    openSettings();
    const name = await screen.findByRole('textbox', { name: 'Organisation name' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail and password' }));
    const email = screen.getByRole('textbox', { name: 'Billing contact e-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter the organisation name')).toBeInTheDocument();
    expect(screen.getByText('Password sign-in cannot be turned off')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(server.callsTo('/admin/settings/update')).toHaveLength(0);

    await i18n.changeLanguage('zh-CN');
    expect(await screen.findByText('请输入组织名称')).toBeInTheDocument();
    expect(screen.getByText('不能关闭密码登录')).toBeInTheDocument();
  });

  test('settings that fail to load say so, and retry loads them', async () => {
    let calls = 0;
    adminServer({
      '/admin/settings/get': () => (++calls === 1 ? { status: 500, body: {} } : envelope(SETTINGS)),
    });
    openSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Organisation name' })).toHaveValue('Acme Messaging'),
    );
  });
});
