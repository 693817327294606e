import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf } from '@/test/routed-server';
import { adminServer, invitation, member, startSignedIn } from '../admin-test-kit';
import { ADMIN_PATHS } from '../routes';
import UsersPage from './UsersPage';

beforeEach(startSignedIn);

const openUsers = (tab?: string) =>
  renderPage(<UsersPage />, {
    path: ADMIN_PATHS.users,
    url: tab ? `${ADMIN_PATHS.users}?tab=${tab}` : ADMIN_PATHS.users,
  });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('the users tabs', () => {
  test('independent is the default tab and lists the members the server gives for that kind', async () => {
    const server = adminServer({
      '/admin/user/list': () => envelope({ items: [member()], total: 1 }),
    });
    openUsers();
    const row = await rowOf('grace@example.com');
    expect(within(row).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(row).getByText('User')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/admin/user/list')[0])).toMatchObject({ kind: 'independent', page: '1' });
    // Independent members are theirs to manage: no two-factor reset or password link for them.
    expect(within(row).queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument();
  });

  test('managed members get the organisation-controlled actions', async () => {
    const server = adminServer({
      '/admin/user/list': () => envelope({ items: [member({ managed: true })], total: 1 }),
    });
    openUsers('managed');
    const row = await rowOf('grace@example.com');
    expect(bodyOf(server.callsTo('/admin/user/list')[0])).toMatchObject({ kind: 'managed' });
    for (const name of ['Role and accounts', 'Disable', 'Reset two-factor', 'Send password link', 'Remove']) {
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  test('the owner has no actions, and an admin is shown with access to all accounts', async () => {
    adminServer({
      '/admin/user/list': () =>
        envelope({
          items: [
            member({ userId: 'u-owner', email: 'owner@example.com', role: 'owner' }),
            member({ userId: 'u-admin', email: 'ada@example.com', role: 'admin' }),
          ],
          total: 2,
        }),
    });
    openUsers('independent');
    const owner = await rowOf('owner@example.com');
    expect(within(owner).queryAllByRole('button')).toEqual([]);
    expect(within(await rowOf('ada@example.com')).getByText('All accounts')).toBeInTheDocument();
  });

  test('an empty tab says how to fill it', async () => {
    adminServer();
    openUsers('managed');
    expect(await screen.findByText('No managed users. Import a CSV to create them.')).toBeInTheDocument();
  });

  test('a list that fails to load says so and loads again on retry', async () => {
    let calls = 0;
    adminServer({
      '/admin/user/list': () =>
        ++calls === 1 ? { status: 500, body: {} } : envelope({ items: [member()], total: 1 }),
    });
    openUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    expect(screen.queryByText('This could not be loaded')).not.toBeInTheDocument();
  });

  test('disabling asks first, then sends the member and reloads the list', async () => {
    const server = adminServer({
      '/admin/user/list': () => envelope({ items: [member()], total: 1 }),
    });
    openUsers();
    const row = await rowOf('grace@example.com');
    await userEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    expect(
      await screen.findByText('Disable grace@example.com? Their sessions end at once.'),
    ).toBeInTheDocument();
    expect(server.callsTo('/admin/user/disable')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.callsTo('/admin/user/disable')).toHaveLength(1));
    expect(bodyOf(server.callsTo('/admin/user/disable')[0])).toEqual({ userId: member().userId });
    await waitFor(() => expect(server.callsTo('/admin/user/list').length).toBeGreaterThan(1));
  });
});

describe('the pending tab (invitations)', () => {
  test('lists invitations with their expiry, marks expired ones, re-sends and revokes', async () => {
    const server = adminServer({
      '/admin/invitation/list': () =>
        envelope({
          items: [
            invitation(),
            invitation({ invitationId: 'inv-2', email: 'old@example.com', expired: true }),
          ],
          total: 2,
        }),
    });
    openUsers('pending');
    const fresh = await rowOf('linus@example.com');
    expect(within(await rowOf('old@example.com')).getByText('Expired')).toBeInTheDocument();
    await userEvent.click(within(fresh).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(server.callsTo('/admin/invitation/resend')).toHaveLength(1));
    expect(bodyOf(server.callsTo('/admin/invitation/resend')[0])).toEqual({
      invitationId: invitation().invitationId,
    });

    await userEvent.click(within(fresh).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Revoke the invitation of linus@example.com? Its link stops working.');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.callsTo('/admin/invitation/revoke')).toHaveLength(1));
  });

  test('with no invitations the tab says so', async () => {
    adminServer();
    openUsers('pending');
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });
});
