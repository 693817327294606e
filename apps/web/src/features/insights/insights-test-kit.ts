/**
 * Test fixtures of the insight pages: a signed-in admin, and a fake server answering the insight calls by
 * path (unlisted paths answer an empty success), recording what was sent.
 */
import type { InsightsAccountCard } from '@beacon/shared/api/insights';
import { user } from '@/app/router/guards/test-helpers';
import { useTokenStore } from '@/shared/session';
import { envelope, type FakeReply, type SentRequest } from '@/test/fake-adapter';
import { fakeServer, resetApp } from '@/test/render-app';

export async function startSignedInAdmin(): Promise<void> {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
}

export function card(overrides: Partial<InsightsAccountCard> = {}): InsightsAccountCard {
  return {
    accountId: 'AC1',
    name: 'Alpha',
    products: ['sms'],
    billingCountry: 'US',
    currency: 'USD',
    balance: '1234.50',
    verificationStatus: 1,
    members: 3,
    messagesThisMonth: 12_500,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** The fields of a call's form body (the console posts forms: numbers arrive as text, lists repeated). */
export function bodyOf(request: SentRequest | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(String(request?.body ?? ''))) {
    fields[key] = key in fields ? [fields[key], value].flat() : value;
  }
  return fields;
}

type Handler = (request: SentRequest) => FakeReply | Promise<FakeReply>;

export function insightsServer(handlers: Record<string, Handler>) {
  const server = fakeServer((request) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/user/info') return envelope(user({ role: 'admin', timezone: 'UTC' }));
    const handler = handlers[path];
    return handler ? handler(request) : envelope(null);
  });
  return {
    ...server,
    callsTo: (path: string) => server.sent.filter((request) => request.url.split('?')[0] === path),
  };
}
