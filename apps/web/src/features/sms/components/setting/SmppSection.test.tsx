import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { SmppBindList, SmppCredential, SmppInfo } from '@beacon/shared/api/smpp-access';
import { i18n } from '@/shared/i18n';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { smsServer, startSignedIn } from '../../sms-test-kit';
import SettingPage from '../../pages/SettingPage';

beforeEach(startSignedIn);

const INFO: SmppInfo = {
  enabled: true,
  host: 'smpp.beacon.example',
  port: 2775,
  tlsPort: 3550,
  maxBinds: 4,
  window: 100,
  idleTimeoutSeconds: 90,
};
const CREDENTIAL: SmppCredential = {
  systemId: 'BC7K2M9Q4X',
  createdAt: '2026-03-01T08:00:00Z',
  revokedAt: null,
  lastBindAt: '2026-03-02T09:15:00Z',
  lastBindIp: '198.51.100.20',
};
const BINDS: SmppBindList = {
  items: [
    {
      bindId: 'b1',
      systemId: 'BC7K2M9Q4X',
      bindType: 'transceiver',
      remoteAddress: '198.51.100.20',
      tls: true,
      since: '2026-03-02T09:15:00Z',
      submitsPerSecond: 42.5,
      windowUsed: 25,
      windowSize: 100,
      reportedAt: '2026-03-02T09:20:00Z',
    },
  ],
  waitingDeliveries: 3,
};

function renderSmpp(handlers: Parameters<typeof smsServer>[0] = {}) {
  const server = smsServer({
    '/sms/smpp/info': () => envelope(INFO),
    '/sms/smpp/credential/list': () => envelope([CREDENTIAL]),
    '/sms/smpp/bind/list': () => envelope(BINDS),
    ...handlers,
  });
  renderPage(<SettingPage />, { path: '/app/sms/setting', url: '/app/sms/setting?tab=smpp' });
  return server;
}

describe('the SMPP tab', () => {
  test('shows where to bind, the credentials and the binds open now with their window use', async () => {
    renderSmpp();
    expect(await screen.findByText('smpp.beacon.example')).toBeInTheDocument();
    expect(screen.getByText('2775')).toBeInTheDocument();
    expect(screen.getByText('3550')).toBeInTheDocument();
    expect(screen.getByText('90 s')).toBeInTheDocument();
    const credentials = within(screen.getByRole('region', { name: 'Credentials' }));
    expect(await credentials.findByText('198.51.100.20')).toBeInTheDocument();
    expect(credentials.getByText('Active')).toBeInTheDocument();
    const binds = within(screen.getByRole('region', { name: 'Binds open now' }));
    expect(await binds.findByText('Transceiver')).toBeInTheDocument();
    expect(binds.getByText('TLS')).toBeInTheDocument();
    expect(binds.getByText('42.5')).toBeInTheDocument();
    expect(binds.getByText('25 of 100')).toBeInTheDocument();
    expect(screen.getByText('Receipts and replies waiting for a receiver bind: 3')).toBeInTheDocument();
  });

  test('a new credential shows its password once; closing the dialog forgets it', async () => {
    const server = renderSmpp({
      '/sms/smpp/credential/create': () =>
        envelope({ systemId: 'BCNEW00001', password: 'Xy7kQp3m', createdAt: '2026-03-02T10:00:00Z' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Create credential/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create credential' }));
    expect(await within(dialog).findByTestId('smpp-password')).toHaveTextContent('Xy7kQp3m');
    expect(within(dialog).getByText(/only time the password is shown/)).toBeInTheDocument();
    expect(server.callsTo('/sms/smpp/credential/create')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied the password' }));
    // Opened again, the dialog offers a new credential: the password is not kept anywhere.
    await user.click(screen.getAllByRole('button', { name: /Create credential/ })[0]!);
    expect(await screen.findByText(/A new system ID and an 8-character password/)).toBeInTheDocument();
    expect(screen.queryByTestId('smpp-password')).not.toBeInTheDocument();
    expect(screen.queryByText('Xy7kQp3m')).not.toBeInTheDocument();
  });

  test('a credential the account may not add says why in the dialog', async () => {
    renderSmpp({ '/sms/smpp/credential/create': () => envelope(null, 1006) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Create credential/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create credential' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });

  test('revoking asks first, then calls the server with the system ID', async () => {
    const server = renderSmpp({ '/sms/smpp/credential/revoke': () => envelope(null) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoke BC7K2M9Q4X?')).toBeInTheDocument();
    const confirm = screen.getAllByRole('button', { name: 'Revoke' }).at(-1)!;
    await user.click(confirm);
    await waitFor(() => expect(server.callsTo('/sms/smpp/credential/revoke')).toHaveLength(1));
  });

  test('empty lists, a server without SMPP, and a list that failed to load', async () => {
    // The list fails until the user asks again: the tab's 5 s poll must not heal it first on a slow machine.
    let failing = true;
    renderSmpp({
      '/sms/smpp/info': () => envelope({ ...INFO, enabled: false, port: null, tlsPort: null }),
      '/sms/smpp/credential/list': () => (failing ? { status: 500, body: {} } : envelope([])),
      '/sms/smpp/bind/list': () => envelope({ items: [], waitingDeliveries: 0 }),
    });
    expect(await screen.findByText(/SMPP access is not enabled on this server/)).toBeInTheDocument();
    expect(await screen.findByText('No binds open')).toBeInTheDocument();
    expect(await screen.findByText('The SMPP credentials could not be loaded')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No SMPP credentials yet')).toBeInTheDocument();
  });

  test('the guide explains every status, in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    renderSmpp();
    await userEvent.click(await screen.findByText('SMPP 指南：提交与状态码'));
    expect(await screen.findByText('ESME_RTHROTTLED')).toBeInTheDocument();
    expect(screen.getByText('超过账户的每秒速率或每日限额：请稍后重新提交。')).toBeInTheDocument();
    expect(screen.getByText('0x00000058')).toBeInTheDocument();
  });
});
