import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { SmsLogItem } from '@beacon/shared/api/sms-log';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, smsServer, startSignedIn } from '../sms-test-kit';
import LogPage from './LogPage';

beforeEach(startSignedIn);

function item(n: number, overrides: Partial<SmsLogItem> = {}): SmsLogItem {
  return {
    id: `SM01JABCDEFGHJKMNPQRSTVW${String(n).padStart(2, '0')}`,
    from: 'Beacon',
    to: `+14155550${String(100 + n)}`,
    country: 'US',
    direction: 'out',
    content: `Message number ${n}`,
    type: 3,
    segments: 1,
    encoding: 'GSM-7',
    status: 'delivered',
    cost: '0.0075',
    currency: 'USD',
    errorCode: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:05.000Z',
    ...overrides,
  };
}

function renderLog(url = '/app/sms/log') {
  return renderPage(<LogPage />, { path: '/app/sms/log', url });
}

describe('the message log', () => {
  test('filters from the address bar go to the list call, and times show in the user timezone', async () => {
    const server = smsServer({
      '/sms/log/list': () => envelope({ items: [item(1, { status: 'failed' })], nextCursor: null }),
    });
    renderLog(
      '/app/sms/log?status=failed,undelivered&direction=in&country=gb&since=2026-03-01T00:00:00.000Z',
    );
    expect(await screen.findByText('Message number 1')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/log/list')[0])).toEqual({
      since: '2026-03-01T00:00:00.000Z',
      status: ['failed', 'undelivered'],
      direction: 'in',
      country: 'GB',
      limit: 20,
    });
    expect(screen.getByText('2026-03-01 10:00:00')).toBeInTheDocument();
    expect(screen.getByText('Failed (refunded)')).toBeInTheDocument();
    // A message costs a fraction of a cent: every digit is shown, not "$0.01".
    expect(screen.getByText('$0.0075')).toBeInTheDocument();
    expect(screen.getByText('That is all')).toBeInTheDocument();
  });

  test('choosing filters and searching builds the request', async () => {
    const server = smsServer({ '/sms/log/list': () => envelope({ items: [], nextCursor: null }) });
    const user = userEvent.setup();
    const { router } = renderLog();
    expect(await screen.findByText('No messages match these filters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+447400123456' } });
    await user.click(screen.getByText('Search'));
    await waitFor(() => expect(router.state.location.search).toBe('?phone=%2B447400123456'));
    await waitFor(() => expect(server.callsTo('/sms/log/list')).toHaveLength(2));
    expect(bodyOf(server.callsTo('/sms/log/list')[1])).toEqual({ phone: '+447400123456', limit: 20 });
  });

  test('a phone number that is not E.164 is refused before any call', async () => {
    const server = smsServer({ '/sms/log/list': () => envelope({ items: [], nextCursor: null }) });
    const user = userEvent.setup();
    renderLog();
    await screen.findByText('No messages match these filters');
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0044 7400' } });
    await user.click(screen.getByText('Search'));
    expect(
      await screen.findByText('Enter a phone number in E.164 format, e.g. +14155550100'),
    ).toBeInTheDocument();
    expect(server.callsTo('/sms/log/list')).toHaveLength(1);
  });

  test('"load more" asks for the next page with the cursor and appends it', async () => {
    const server = smsServer({
      '/sms/log/list': (request) =>
        bodyOf(request).cursor === 'next-1'
          ? envelope({ items: [item(3)], nextCursor: null })
          : envelope({ items: [item(1), item(2)], nextCursor: 'next-1' }),
    });
    const user = userEvent.setup();
    renderLog('/app/sms/log?status=delivered');
    expect(await screen.findByText('2 messages shown')).toBeInTheDocument();
    await user.click(screen.getByText('Load more'));
    expect(await screen.findByText('Message number 3')).toBeInTheDocument();
    expect(screen.getByText('3 messages shown')).toBeInTheDocument();
    const calls = server.callsTo('/sms/log/list');
    expect(bodyOf(calls[1])).toEqual({ status: ['delivered'], cursor: 'next-1', limit: 20 });
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
  });

  test('a failed list shows an error with a retry', async () => {
    let fail = true;
    smsServer({
      '/sms/log/list': () =>
        fail ? { status: 500, body: {} } : envelope({ items: [item(1)], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderLog();
    expect(await screen.findByText('The log could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByText('Try again'));
    expect(await screen.findByText('Message number 1')).toBeInTheDocument();
  });

  test('a row opens its details: history and webhook attempts, with a resend for a failed delivery', async () => {
    const server = smsServer({
      '/sms/log/list': () => envelope({ items: [item(1)], nextCursor: null }),
      '/sms/log/detail': () =>
        envelope({
          message: item(1),
          events: [
            { status: 'queued', errorCode: null, at: '2026-03-01T10:00:00.000Z' },
            { status: 'delivered', errorCode: null, at: '2026-03-01T10:00:05.000Z' },
          ],
          webhooks: [
            {
              id: 7,
              event: 'message.status',
              url: 'https://hooks.example.com/sms',
              state: 'failed',
              attempts: 1,
              createdAt: '2026-03-01T10:00:05.000Z',
              attemptLog: [{ at: '2026-03-01T10:00:06.000Z', httpStatus: 503, error: null, durationMs: 120 }],
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderLog();
    await user.click(await screen.findByText('Message number 1'));
    expect(await screen.findByText('Status history')).toBeInTheDocument();
    expect(screen.getByText('HTTP 503')).toBeInTheDocument();
    expect(screen.getByText('120 ms')).toBeInTheDocument();
    await user.click(screen.getByText('Resend'));
    await waitFor(() => expect(server.callsTo('/sms/webhook/resend')).toHaveLength(1));
    expect(bodyOf(server.callsTo('/sms/webhook/resend')[0])).toEqual({ deliveryId: '7' });
  });
});
