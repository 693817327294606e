import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf } from '@/test/routed-server';
import { SENDER_ID_PATHS } from '../lib/paths';
import { request, senderIdServer, startSignedIn } from '../sender-id-test-kit';
import RequestListPage from './RequestListPage';

beforeEach(startSignedIn);

const openList = () =>
  renderPage(<RequestListPage />, { path: SENDER_ID_PATHS.list, url: SENDER_ID_PATHS.list });

describe('the sender-ID requests list', () => {
  test('shows each request with its status and the reviewer note, and filters by status', async () => {
    const server = senderIdServer({
      '/admin/sender-id/list': () =>
        envelope({
          items: [
            request(),
            request({
              requestId: 'r-2',
              senderId: 'BeaconShop',
              status: 'rejected',
              reason: 'Brand not registered',
            }),
          ],
          total: 2,
        }),
    });
    openList();
    const rejected = (await screen.findByText('BeaconShop')).closest('tr')!;
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Brand not registered')).toBeInTheDocument();
    expect(
      within(screen.getByText('BeaconPay').closest('tr')!).getByText('Under review'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByText('Approved'));
    await waitFor(() =>
      expect(bodyOf(server.callsTo('/admin/sender-id/list').at(-1))).toMatchObject({
        status: 'approved',
        page: '1',
      }),
    );
  });

  test('with no requests it says how to start', async () => {
    senderIdServer();
    openList();
    expect(await screen.findByText(/No sender ID requests yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register a sender ID' })).toBeInTheDocument();
  });

  test('a list that fails to load says so and retries', async () => {
    let calls = 0;
    senderIdServer({
      '/admin/sender-id/list': () =>
        ++calls === 1 ? { status: 500, body: {} } : envelope({ items: [request()], total: 1 }),
    });
    openList();
    expect(await screen.findByText('The registrations could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('BeaconPay')).toBeInTheDocument();
  });
});
