import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import type { SmsSettings } from '@beacon/shared/api/sms-settings';
import type { WebhookDelivery } from '@beacon/shared/api/webhooks';
import SettingPage from '@/features/sms/pages/SettingPage';
import { bodyOf, smsServer, startSignedIn } from '@/features/sms/sms-test-kit';
import { WebhookDeliveryTable } from './WebhookDeliveryTable';

beforeEach(startSignedIn);

const AT = '2026-03-02T09:00:00.000Z';

function delivery(overrides: Partial<WebhookDelivery> & Pick<WebhookDelivery, 'id'>): WebhookDelivery {
  const url = overrides.url ?? 'https://hooks.example.com/status';
  return {
    event: 'webhook.test',
    messageId: null,
    url,
    state: 'delivered',
    attempts: 1,
    createdAt: AT,
    lastAttemptAt: AT,
    lastAttemptUrl: overrides.lastAttemptAt === null ? null : url,
    lastHttpStatus: 200,
    lastError: null,
    nextAttemptAt: null,
    ...overrides,
  };
}

const page = (items: WebhookDelivery[], nextCursor: string | null = null) => envelope({ items, nextCursor });

function renderTable(handlers: Parameters<typeof smsServer>[0]) {
  const server = smsServer(handlers);
  renderPage(<WebhookDeliveryTable />, { path: '/', url: '/' });
  return server;
}

describe('the recent webhook deliveries', () => {
  test('show each delivery with its last attempt, newest first, and load the next page', async () => {
    const server = renderTable({
      '/sms/webhook/list': (request) =>
        bodyOf(request).cursor === '2'
          ? page([
              delivery({
                id: 1,
                event: 'message.status',
                messageId: 'SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
                state: 'failed',
                attempts: 25,
                lastHttpStatus: null,
                lastError: 'timeout after 10000 ms',
              }),
            ])
          : page(
              [
                delivery({ id: 3 }),
                delivery({
                  id: 2,
                  url: 'https://hooks.example.com/broken',
                  state: 'pending',
                  lastHttpStatus: 503,
                  lastError: 'HTTP 503',
                  nextAttemptAt: '2099-03-02T09:00:30.000Z',
                }),
              ],
              '2',
            ),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('2 deliveries shown')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('webhook.test')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Test')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('HTTP 200')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('https://hooks.example.com/broken')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('HTTP 503')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2099-03-02 09:00:30')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/webhook/list')[0])).toEqual({ limit: 10 });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('timeout after 10000 ms')).toBeInTheDocument();
    expect(screen.getByText('3 deliveries shown')).toBeInTheDocument();
    expect(screen.getByText('SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/webhook/list')[1])).toEqual({ cursor: '2', limit: 10 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('a last attempt made to another URL than the one shown says where it went, and only then', async () => {
    renderTable({
      '/sms/webhook/list': () =>
        page([
          // A retry to the fixed URL is being posted; the last stored attempt went to the old one.
          delivery({
            id: 3,
            url: 'https://hooks.example.com/fixed',
            state: 'pending',
            attempts: 2,
            lastAttemptUrl: 'https://hooks.example.com/typo',
            lastHttpStatus: 404,
            lastError: 'HTTP 404',
            nextAttemptAt: '2099-03-02T09:00:30.000Z',
          }),
          delivery({ id: 2 }),
          // The URL was cleared: nothing was posted, so the attempt names no URL.
          delivery({
            id: 1,
            state: 'failed',
            attempts: 2,
            lastAttemptUrl: null,
            lastHttpStatus: null,
            lastError: 'webhook URL not set in the SMS settings',
          }),
        ]),
    });
    expect(await screen.findByText('3 deliveries shown')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('https://hooks.example.com/fixed')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Sent to https://hooks.example.com/typo')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/^Sent to/)).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('webhook URL not set in the SMS settings')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/^Sent to/)).not.toBeInTheDocument();
  });

  test('without deliveries, say how to get one', async () => {
    renderTable({ '/sms/webhook/list': () => page([]) });
    expect(
      await screen.findByText('No deliveries yet. Send a test event to see its attempts here.'),
    ).toBeInTheDocument();
  });

  test('a list that cannot be loaded says so and can be tried again', async () => {
    let isDown = true;
    renderTable({
      '/sms/webhook/list': () => (isDown ? { fail: 'network' } : page([delivery({ id: 7 })])),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('The recent deliveries could not be loaded')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 delivery shown')).toBeInTheDocument();
  });

  test('Resend queues the delivery again and reloads the list', async () => {
    let resent = false;
    const server = renderTable({
      '/sms/webhook/list': () =>
        page([
          resent
            ? delivery({ id: 5, state: 'pending', attempts: 1, lastHttpStatus: 500, lastError: 'HTTP 500' })
            : delivery({ id: 5, state: 'failed', attempts: 1, lastHttpStatus: 500, lastError: 'HTTP 500' }),
        ]),
      '/sms/webhook/resend': () => {
        resent = true;
        return envelope(null);
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend delivery #5' }));
    expect(await screen.findByText('Queued again: it will be sent within seconds')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/webhook/resend')[0])).toEqual({ deliveryId: '5' });
    expect(await screen.findByText('Pending')).toBeInTheDocument();
  });
});

describe('the webhook settings tab', () => {
  const SETTINGS: SmsSettings = {
    ipWhitelist: [],
    dailyLimit: 0,
    perNumberLimit: 0,
    globalRateLimit: 0,
    perSecondRate: 0,
    statusWebhookUrl: 'https://hooks.example.com/status',
    moWebhookUrl: null,
    webhookSecretSet: false,
    signatureEnabled: true,
    disallowedCountries: [],
  };

  test('after Send test event, the test shows in the recent deliveries with its attempt', async () => {
    let listCalls = 0;
    let isQueued = false;
    smsServer({
      '/sms/setting/get': () => envelope(SETTINGS),
      '/sms/webhook/test': () => {
        isQueued = true;
        return envelope({ deliveryId: 42 });
      },
      '/sms/webhook/list': () => {
        if (!isQueued) return page([]);
        listCalls += 1;
        // Queued first; the next poll finds the attempt made.
        return page([
          listCalls === 1
            ? delivery({
                id: 42,
                state: 'pending',
                attempts: 0,
                lastAttemptAt: null,
                lastHttpStatus: null,
                nextAttemptAt: AT,
              })
            : delivery({ id: 42 }),
        ]);
      },
    });
    renderPage(<SettingPage />, { path: '/app/sms/setting', url: '/app/sms/setting?tab=webhook' });
    const user = userEvent.setup();
    expect(
      await screen.findByText('No deliveries yet. Send a test event to see its attempts here.'),
    ).toBeInTheDocument();
    const [statusTest] = await screen.findAllByRole('button', { name: /Send test event/ });
    await user.click(statusTest!);
    expect(await screen.findByText('Test event queued (delivery #42)')).toBeInTheDocument();
    expect(await screen.findByText('Not attempted yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('HTTP 200')).toBeInTheDocument());
    expect(screen.getByText('Delivered')).toBeInTheDocument();
  });
});
