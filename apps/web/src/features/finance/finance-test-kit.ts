/**
 * Test fixtures of the finance pages: a signed-in user with a USD account, the package list of the embedded
 * sandbox, and a fake server that answers the finance calls by path (unlisted paths answer an empty success).
 */
import type { AccountSummary, UserInfo } from '@beacon/shared';
import type { FinanceOrder, PackageListResult } from '@beacon/shared/api/finance';
import { user as userInfo } from '@/app/router/guards/test-helpers';
import { useTokenStore } from '@/shared/session';
import { envelope } from '@/test/fake-adapter';
import { resetApp } from '@/test/render-app';
import { bodyOf, routedServer, type Handler } from '@/test/routed-server';

export { bodyOf };
import { useCartStore } from './cart/cart-store';

const ACCOUNT: AccountSummary = {
  accountId: 'acc-1',
  name: 'Main',
  products: ['sms'],
  billingCountry: 'US',
  verificationStatus: 1,
  balance: '12.50',
  currency: 'USD',
  createdAt: '2026-01-01T00:00:00Z',
};

const SECOND_ACCOUNT: AccountSummary = { ...ACCOUNT, accountId: 'acc-2', name: 'Marketing' };

function signedInUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return userInfo({
    currentAccount: 'acc-1',
    accounts: [ACCOUNT, SECOND_ACCOUNT],
    timezone: 'UTC',
    ...overrides,
  });
}

export const PACKAGES: PackageListResult = {
  items: [
    {
      packageId: 'usd-10',
      name: '10 USD pack',
      description: 'For trying things out',
      image: '/api/finance/package/usd-10.svg',
      price: '10.00',
      currency: 'USD',
      basePrice: '10.00',
      baseCurrency: 'USD',
    },
    {
      packageId: 'usd-100',
      name: '100 USD pack',
      description: 'The standard pack',
      image: '/api/finance/package/usd-100.svg',
      price: '100.00',
      currency: 'USD',
      basePrice: '100.00',
      baseCurrency: 'USD',
    },
  ],
  fee: { percent: '3' },
  company: {
    name: 'Beacon Messaging Ltd',
    address: '1 Harbour Street, London',
    email: 'billing@beacon.example',
    phone: '+442071234567',
    registrationNumber: '01234567',
    taxId: 'GB123456789',
  },
  conversion: null,
  provider: 'sandbox',
};

export const ORDER_ID = 'OR01JABCDEFGHJKMNPQRSTVWXY';

export function order(overrides: Partial<FinanceOrder> = {}): FinanceOrder {
  return {
    orderId: ORDER_ID,
    status: 'paid',
    amount: '20.00',
    fee: '0.60',
    total: '20.60',
    currency: 'USD',
    items: [{ packageId: 'usd-10', quantity: 2, price: '10.00' }],
    provider: 'sandbox',
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-01T11:00:00.000Z',
    paidAt: '2026-03-01T10:01:00.000Z',
    creditedAt: '2026-03-01T10:01:00.000Z',
    transactionId: 'TX01',
    balance: '32.50',
    ...overrides,
  };
}

export async function startSignedIn(): Promise<void> {
  await resetApp();
  useCartStore.setState({ lines: [] });
  useTokenStore.setState({ token: 'session' });
}

export function financeServer(handlers: Record<string, Handler> = {}, user: UserInfo = signedInUser()) {
  const defaults: Record<string, Handler> = {
    '/user/info': () => envelope(user),
    '/finance/package/list': () => envelope(PACKAGES),
  };
  return routedServer(defaults, handlers);
}
