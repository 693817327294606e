import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { InsightsAccountProfile } from '@beacon/shared/api/insights';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, card, insightsServer, startSignedInAdmin } from '../insights-test-kit';
import ProfileBasicPage from './ProfileBasicPage';

beforeEach(startSignedInAdmin);

const PROFILE: InsightsAccountProfile = {
  account: card(),
  settings: {
    dailyLimit: 10_000,
    perNumberLimit: 0,
    globalRateLimit: 600,
    perSecondRate: 10,
    ipWhitelist: ['203.0.113.0/24'],
    disallowedCountries: [],
    statusWebhookUrl: 'https://hooks.example.com/status',
    moWebhookUrl: null,
    signatureEnabled: true,
  },
  apiKeys: [
    {
      keyId: 'AK1',
      name: 'Production',
      secretHint: 'sk_live_ab',
      createdAt: '2026-01-02T00:00:00Z',
      lastUsedAt: null,
      lastUsedIp: null,
      revokedAt: null,
    },
  ],
  messages: [],
  recharges: [
    {
      transactionId: 'TX1',
      amount: '500.00',
      currency: 'USD',
      paymentMethod: 'card',
      at: '2026-11-01T00:00:00Z',
    },
  ],
  audit: [],
};

const open = (url: string) => renderPage(<ProfileBasicPage />, { path: '/profile/basic', url });

describe('the account profile', () => {
  test('shows limits, keys by their hint only and the recent activity of the account in the address', async () => {
    const server = insightsServer({
      '/admin/insights/accounts': () => envelope({ items: [card()], total: 1 }),
      '/admin/insights/account/profile': () => envelope(PROFILE),
    });
    open('/profile/basic?accountId=AC1');
    expect(await screen.findByText('10,000')).toBeInTheDocument();
    expect(screen.getByText('No limit')).toBeInTheDocument();
    expect(screen.getByText('sk_live_ab…')).toBeInTheDocument();
    expect(screen.getByText('$500.00')).toBeInTheDocument();
    expect(screen.getByText('No audit events about this account')).toBeInTheDocument();
    expect(screen.getByText('No messages match these filters')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/admin/insights/account/profile')[0])).toEqual({ accountId: 'AC1' });
  });

  test('asks for an account when none is in the address', async () => {
    const server = insightsServer({
      '/admin/insights/accounts': () => envelope({ items: [card()], total: 1 }),
    });
    open('/profile/basic');
    expect(await screen.findByText('Choose an account to see its profile')).toBeInTheDocument();
    expect(server.callsTo('/admin/insights/account/profile')).toHaveLength(0);
  });

  test('says an account of another organisation is not one of ours', async () => {
    insightsServer({
      '/admin/insights/accounts': () => envelope({ items: [card()], total: 1 }),
      '/admin/insights/account/profile': () => envelope(null, 2010, 'Account not found.'),
    });
    open('/profile/basic?accountId=AC999');
    expect(await screen.findByText("This account is not one of the organisation's")).toBeInTheDocument();
  });
});
