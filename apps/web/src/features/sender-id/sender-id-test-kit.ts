/** Fixtures of the sender-ID pages: a signed-in admin, a stored request, and the fake server of their calls. */
import type { SenderIdRequestItem } from '@beacon/shared';
import { user } from '@/app/router/guards/test-helpers';
import { useTokenStore } from '@/shared/session';
import { envelope } from '@/test/fake-adapter';
import { resetApp } from '@/test/render-app';
import { routedServer, type Handler } from '@/test/routed-server';

export function request(overrides: Partial<SenderIdRequestItem> = {}): SenderIdRequestItem {
  return {
    requestId: '5b7c8d9e-0f1a-4b2c-8d3e-000000000001',
    senderId: 'BeaconPay',
    kind: 'alphanumeric',
    countries: ['GB'],
    useCase: 'otp',
    brandName: 'Beacon Pay',
    sampleContent: 'Your Beacon Pay code is 123456.',
    link: 'https://pay.example.com',
    companyName: 'Beacon Pay Ltd',
    registrationNumber: '',
    status: 'submitted',
    reason: null,
    submittedBy: 'u1',
    createdAt: '2026-03-01T10:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

export async function startSignedIn(): Promise<void> {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
}

export function senderIdServer(handlers: Record<string, Handler> = {}) {
  return routedServer(
    {
      '/user/info': () => envelope(user({ role: 'admin' })),
      '/admin/sender-id/list': () => envelope({ items: [], total: 0 }),
      '/admin/sender-id/get': () => envelope(request()),
    },
    handlers,
  );
}
