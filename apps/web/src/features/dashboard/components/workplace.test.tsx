import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { UserInfo } from '@beacon/shared/api/user';
import { i18n } from '@/shared/i18n';
import { queryClient } from '@/shared/query/query-client';
import { LAYOUT_ROUTES } from '@/app/router/app-routes';
import { registerRouteTree } from '@/shared/router';
import { sessionKeys, useTokenStore } from '@/shared/session';
import { envelope } from '@/test/fake-adapter';
import { fakeServer, renderPage, resetApp } from '@/test/render-app';
import { FirstSteps } from './FirstSteps';
import { QuickActions } from './QuickActions';
import { TodaySending } from './TodaySending';

const USER = {
  id: 'u1',
  username: 'Ada',
  email: 'ada@example.com',
  timezone: 'Asia/Tokyo',
  timeFormat: 'MM/DD/YYYY hh:mm A',
  currentAccount: 'AC1',
  accounts: [],
  phone: null,
} as unknown as UserInfo;

beforeEach(async () => {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
  queryClient.setQueryData(sessionKeys.userInfo(), USER);
  registerRouteTree([
    { name: 'UserSecurityPhone', path: '/user/security/phone', meta: { locale: 'x', requiresAuth: true } },
    { name: 'SmsSend', path: '/app/sms/send', meta: { locale: 'x', requiresAuth: true } },
    { name: 'Recharge', path: '/app/finance/recharge', meta: { locale: 'x', requiresAuth: true } },
  ]);
});

describe("today's sending", () => {
  test.each([
    ['en-US', 'Since 03/02/2026 12:00 AM (Asia/Tokyo)', 'Delivery rate'],
    ['zh-CN', '自 03/02/2026 12:00 凌晨（Asia/Tokyo）起', '送达率'],
  ] as const)('shows the counts and the rate in the user time format (%s)', async (locale, since, rate) => {
    await i18n.changeLanguage(locale);
    fakeServer(() =>
      envelope({
        sentToday: 6,
        deliveredToday: 3,
        failedToday: 2,
        pendingToday: 1,
        deliveryRate: 0.6,
        since: '2026-03-01T15:00:00.000Z',
        timezone: 'Asia/Tokyo',
      }),
    );
    renderPage(<TodaySending />, { path: '/', url: '/' });
    expect(await screen.findByText(since)).toBeInTheDocument();
    expect(screen.getByText('6')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: rate })).toHaveAttribute('aria-valuenow', '60');
  });
});

describe('first steps', () => {
  test('each step says whether it is done and links to where it is done when that page exists', async () => {
    fakeServer(() =>
      envelope({
        items: [
          { key: 'verifyIdentity', done: false },
          { key: 'bindPhone', done: false },
          { key: 'topUp', done: false },
          { key: 'sendTestMessage', done: true },
          { key: 'createApiKey', done: false },
        ],
      }),
    );
    renderPage(<FirstSteps />, { path: '/', url: '/' });
    const list = await screen.findByRole('list', { name: 'First steps' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('1 of 5 done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bind your phone: to do/ })).toHaveAttribute(
      'href',
      '/user/security/phone',
    );
    expect(screen.getByLabelText('Send a test message: done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Top up your balance: to do/ })).toHaveAttribute(
      'href',
      '/app/finance/recharge',
    );
    // No verification page in this route tree: listed without a link.
    expect(screen.queryByRole('link', { name: /Verify your identity/ })).not.toBeInTheDocument();
  });

  test('is hidden once every step is done', async () => {
    const server = fakeServer(() => envelope({ items: [{ key: 'bindPhone', done: true }] }));
    renderPage(<FirstSteps />, { path: '/', url: '/' });
    await waitFor(() => expect(server.sent).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).toBeNull());
    expect(screen.queryByText('First steps')).not.toBeInTheDocument();
  });
});

describe('quick actions', () => {
  test('the app offers all five of the spec, Recharge leading to the recharge page', async () => {
    registerRouteTree(LAYOUT_ROUTES);
    renderPage(<QuickActions />, { path: '/', url: '/' });
    const actions = await screen.findAllByRole('link');
    expect(actions.map((action) => action.getAttribute('aria-label'))).toEqual([
      'Send SMS',
      'SMS log',
      'SMS settings',
      'Recharge',
      'Account info',
    ]);
    actions[3]!.click();
    await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/app/finance/recharge'));
  });
});
