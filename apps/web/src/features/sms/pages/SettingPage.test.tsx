import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import type { SmsSettings } from '@beacon/shared/api/sms-settings';
import { bodyOf, smsServer, startSignedIn } from '../sms-test-kit';
import SettingPage from './SettingPage';

beforeEach(startSignedIn);

const SETTINGS: SmsSettings = {
  ipWhitelist: ['203.0.113.7'],
  dailyLimit: 0,
  perNumberLimit: 5,
  globalRateLimit: 0,
  perSecondRate: 0,
  statusWebhookUrl: 'https://hooks.example.com/status',
  moWebhookUrl: null,
  webhookSecretSet: true,
  signatureEnabled: true,
  disallowedCountries: ['KP'],
};

function renderSettings(tab: string, handlers: Parameters<typeof smsServer>[0] = {}) {
  const server = smsServer({
    '/sms/setting/get': () => envelope(SETTINGS),
    '/sms/setting/update': (request) => envelope({ ...SETTINGS, ...bodyOf(request) }),
    '/sms/webhook/list': () => envelope({ items: [], nextCursor: null }),
    ...handlers,
  });
  renderPage(<SettingPage />, { path: '/app/sms/setting', url: `/app/sms/setting?tab=${tab}` });
  return server;
}

describe('security', () => {
  test('IP entries are checked as addresses or CIDR ranges, and the bad ones named', async () => {
    const server = renderSettings('security');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'IP whitelist' });
    await user.type(box, '10.0.0.0/8,2001:db8::/32,10.0.0.300,');
    await user.click(screen.getByText('Save'));
    expect(
      await screen.findByText(
        'Enter IPv4 or IPv6 addresses or CIDR ranges, e.g. 203.0.113.7 or 2001:db8::/32 (10.0.0.300)',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('/sms/setting/update')).toHaveLength(0);

    const badTag = screen.getByText('10.0.0.300').closest('.ant-tag');
    await user.click(badTag?.querySelector('.ant-tag-close-icon') as HTMLElement);
    await user.click(screen.getByText('Save'));
    await waitFor(() => expect(server.callsTo('/sms/setting/update')).toHaveLength(1));
    expect(bodyOf(server.callsTo('/sms/setting/update')[0])).toEqual({
      ipWhitelist: ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32'],
      signatureEnabled: true,
    });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });
});

describe('rate limiting', () => {
  test('blank means no limit, negative and fractional numbers are refused', async () => {
    const server = renderSettings('limits');
    const user = userEvent.setup();
    expect(await screen.findByText('0 or blank means no limit.')).toBeInTheDocument();
    expect(screen.getByLabelText('Per-number limit')).toHaveValue('5');
    expect(screen.getByLabelText('Daily sending limit')).toHaveAttribute('placeholder', 'No limit');

    fireEvent.change(screen.getByLabelText('Daily sending limit'), { target: { value: '-5' } });
    fireEvent.change(screen.getByLabelText('Per-second rate'), { target: { value: '1.5' } });
    await user.click(screen.getByText('Save'));
    // Each field shows its message when its own check ends: wait for both, not the first.
    await waitFor(() =>
      expect(screen.getAllByText('Enter a whole number from 0 (no limit) to 1,000,000,000')).toHaveLength(2),
    );
    expect(server.callsTo('/sms/setting/update')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Daily sending limit'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Per-second rate'), { target: { value: '' } });
    await user.click(screen.getByText('Save'));
    await waitFor(() => expect(server.callsTo('/sms/setting/update')).toHaveLength(1));
    expect(bodyOf(server.callsTo('/sms/setting/update')[0])).toEqual({
      dailyLimit: 1000,
      perNumberLimit: 5,
      globalRateLimit: 0,
      perSecondRate: 0,
    });
  });
});

describe('webhooks', () => {
  test('URLs must be http(s); the server’s refusal of a private host lands on the field', async () => {
    const server = renderSettings('webhook', {
      '/sms/setting/update': () =>
        envelope(
          {
            fields: {
              moWebhookUrl:
                'This URL points to a private or local network address and cannot receive webhooks',
            },
          },
          1001,
          'moWebhookUrl: This URL points to a private or local network address and cannot receive webhooks',
        ),
    });
    const user = userEvent.setup();
    const mo = await screen.findByLabelText('Inbound message (MO) URL');
    fireEvent.change(mo, { target: { value: 'ftp://example.com/in' } });
    await user.click(screen.getByText('Save'));
    expect(await screen.findByText('Enter an http:// or https:// URL')).toBeInTheDocument();
    expect(server.callsTo('/sms/setting/update')).toHaveLength(0);

    fireEvent.change(mo, { target: { value: 'http://10.0.0.5/in' } });
    await user.click(screen.getByText('Save'));
    expect(
      await screen.findByText(
        'This URL points to a private or local network address and cannot receive webhooks',
      ),
    ).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/setting/update')[0])).toEqual({
      statusWebhookUrl: 'https://hooks.example.com/status',
      moWebhookUrl: 'http://10.0.0.5/in',
    });
  });

  test('a test event is queued for a saved URL and says where attempts are seen', async () => {
    const server = renderSettings('webhook', { '/sms/webhook/test': () => envelope({ deliveryId: 42 }) });
    const user = userEvent.setup();
    const buttons = await screen.findAllByRole('button', { name: /Send test event/ });
    expect(buttons[1]).toBeDisabled();
    await user.click(buttons[0] as HTMLElement);
    expect(await screen.findByText('Test event queued (delivery #42)')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/webhook/test')[0])).toEqual({ kind: 'status' });
  });
});

describe('API keys', () => {
  test('a new key’s secret is shown once, with a curl example, and is gone when the dialog closes', async () => {
    let keys: unknown[] = [];
    const server = renderSettings('apiKeys', {
      '/sms/apikey/list': () => envelope(keys),
      '/sms/apikey/create': () => {
        keys = [
          {
            keyId: 'AK01JABCDEFGHJKMNPQRSTVWXYZ',
            name: 'Orders',
            secretHint: 'sk_…9f2a',
            createdAt: '2026-03-01T10:00:00.000Z',
            lastUsedAt: null,
            lastUsedIp: null,
            revokedAt: null,
          },
        ];
        return envelope({
          keyId: 'AK01JABCDEFGHJKMNPQRSTVWXYZ',
          secret: 'sk_live_secret_value_9f2a',
          name: 'Orders',
          createdAt: '2026-03-01T10:00:00.000Z',
        });
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    await user.click(screen.getByText('Create API key'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByText('Please enter a name for the key')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Name'), 'Orders');
    await user.click(dialog.getByRole('button', { name: 'Create API key' }));

    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent('sk_live_secret_value_9f2a');
    expect(screen.getByText(/This is the only time the secret is shown\. Copy it now/)).toBeInTheDocument();
    expect(
      screen.getByText(/-u 'AK01JABCDEFGHJKMNPQRSTVWXYZ:sk_live_secret_value_9f2a'/),
    ).toBeInTheDocument();
    expect(screen.getByText(/-H 'X-Account-Id: acc-1'/)).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/apikey/create')[0])).toEqual({ name: 'Orders' });

    await user.click(screen.getByText('I have copied the secret'));
    expect(await screen.findByText('sk_…9f2a••••••••')).toBeInTheDocument();
    // Opened again, the dialog asks for a name: the secret is not kept anywhere.
    await user.click(screen.getAllByText('Create API key')[0] as HTMLElement);
    expect(await dialog.findByLabelText('Name')).toHaveValue('');
    expect(screen.queryByTestId('api-key-secret')).not.toBeInTheDocument();
    expect(screen.queryByText(/sk_live_secret_value_9f2a/)).not.toBeInTheDocument();
  });
});
