/**
 * Test fixtures of the SMS pages: a signed-in user with a current account, and a fake server that answers
 * the SMS calls by path (unlisted paths answer an empty success), recording what was sent.
 */
import type { AccountSummary, UserInfo } from '@beacon/shared';
import { user as userInfo } from '@/app/router/guards/test-helpers';
import { useTokenStore } from '@/shared/session';
import { envelope } from '@/test/fake-adapter';
import { resetApp } from '@/test/render-app';
import { bodyOf, routedServer, type Handler } from '@/test/routed-server';

export { bodyOf };

const ACCOUNT: AccountSummary = {
  accountId: 'acc-1',
  name: 'Main',
  products: ['sms'],
  billingCountry: 'US',
  verificationStatus: 1,
  balance: '10.00',
  currency: 'USD',
  createdAt: '2026-01-01T00:00:00Z',
};

export function signedInUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return userInfo({ currentAccount: 'acc-1', accounts: [ACCOUNT], timezone: 'UTC', ...overrides });
}

export async function startSignedIn(): Promise<void> {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
}

export function smsServer(handlers: Record<string, Handler> = {}, user: UserInfo = signedInUser()) {
  const defaults: Record<string, Handler> = {
    '/user/info': () => envelope(user),
    '/sms/template/options': () => envelope([]),
    '/sms/price/list': (request) => {
      const countries = (bodyOf(request).countries as string[] | undefined) ?? [];
      return envelope(
        countries.map((country) => ({ country, price: '0.0075', currency: 'USD', demo: true })),
      );
    },
  };
  return routedServer(defaults, handlers);
}
