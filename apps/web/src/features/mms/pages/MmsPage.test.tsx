import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { user } from '@/app/router/guards/test-helpers';
import { queryClient } from '@/shared/query/query-client';
import { sessionKeys, useTokenStore } from '@/shared/session';
import { envelope } from '@/test/fake-adapter';
import { fakeServer, renderPage, resetApp } from '@/test/render-app';
import MmsPage from './MmsPage';

const ACCOUNT = {
  accountId: 'AC1',
  name: 'Acme alerts',
  products: ['sms' as const],
  billingCountry: 'GB' as const,
  verificationStatus: 0 as const,
  balance: '2.00',
  currency: 'GBP',
  createdAt: '2026-01-01T00:00:00Z',
};

beforeEach(async () => {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
  queryClient.setQueryData(
    sessionKeys.userInfo(),
    user({ currentAccount: 'AC1', accountId: 'AC1', accounts: [ACCOUNT] }),
  );
});

describe('the MMS page', () => {
  test('says MMS is coming to the account and registers interest with POST /product/interest', async () => {
    let registered = false;
    const server = fakeServer((request) => {
      if (request.url === '/product/interest') registered = true;
      if (request.url === '/product/interest/list') return envelope(registered ? ['mms'] : []);
      return envelope(null);
    });
    renderPage(<MmsPage />, { path: '/app/mms', url: '/app/mms' });
    expect(await screen.findByText('MMS is coming to Acme alerts')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me when MMS is available' }));
    expect(await screen.findByText("You're on the list")).toBeInTheDocument();
    expect(screen.getByText(/ada@example.com/)).toBeInTheDocument();
    const interest = server.sent.find((request) => request.url === '/product/interest');
    expect(interest?.method).toBe('POST');
    expect(String(interest?.body)).toBe('product=mms');
  });

  test('on a later visit shows the registration instead of the button', async () => {
    fakeServer((request) => envelope(request.url === '/product/interest/list' ? ['mms'] : null));
    renderPage(<MmsPage />, { path: '/app/mms', url: '/app/mms' });
    expect(await screen.findByText("You're on the list")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me when MMS is available' })).not.toBeInTheDocument();
  });
});
