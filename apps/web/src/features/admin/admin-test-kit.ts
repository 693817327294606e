/**
 * Test fixtures of the admin pages: a signed-in owner, members, invitations, an import report and the
 * organisation settings, and the fake server of the admin calls.
 */
import type { Invitation, Member, OrgSettings, UserInfo } from '@beacon/shared';
import { user as userInfo } from '@/app/router/guards/test-helpers';
import { useTokenStore } from '@/shared/session';
import { envelope } from '@/test/fake-adapter';
import { resetApp } from '@/test/render-app';
import { routedServer, type Handler } from '@/test/routed-server';

export function member(overrides: Partial<Member> = {}): Member {
  return {
    userId: '3f6c1a52-3b0e-4d8a-9a51-0c2a7d9f0001',
    email: 'grace@example.com',
    username: 'Grace Hopper',
    role: 'user',
    status: 'active',
    managed: false,
    accountIds: ['acc-1'],
    twoFactor: 'email',
    joinedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    invitationId: '7a0e7d8e-1c2b-4c3d-8e9f-000000000001',
    email: 'linus@example.com',
    role: 'user',
    accountIds: ['acc-1'],
    managed: false,
    invitedBy: 'owner@example.com',
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-08T10:00:00.000Z',
    expired: false,
    ...overrides,
  };
}

export const SETTINGS: OrgSettings = {
  name: 'Acme Messaging',
  billingContact: 'billing@acme.example',
  defaultCountry: 'GB',
  requireTwoFactor: false,
  signInMethods: ['password'],
};

export async function startSignedIn(): Promise<void> {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
}

/** The admin calls answered by path; `handlers` override the defaults of an organisation with no one in it. */
export function adminServer(
  handlers: Record<string, Handler> = {},
  owner: UserInfo = userInfo({ role: 'admin' }),
) {
  return routedServer(
    {
      '/user/info': () => envelope(owner),
      '/admin/account/list': () => envelope([]),
      '/admin/settings/get': () => envelope(SETTINGS),
      '/admin/user/list': () => envelope({ items: [], total: 0 }),
      '/admin/invitation/list': () => envelope({ items: [], total: 0 }),
    },
    handlers,
  );
}
