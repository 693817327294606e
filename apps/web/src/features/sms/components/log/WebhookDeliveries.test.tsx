import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { SmsLogDetail } from '@beacon/shared/api/sms-log';
import { renderPage } from '@/test/render-app';
import { smsServer, startSignedIn } from '@/features/sms/sms-test-kit';
import { WebhookDeliveries } from './WebhookDeliveries';

beforeEach(startSignedIn);

type Delivery = SmsLogDetail['webhooks'][number];

const TYPO = 'https://hooks.example.com/typo';
const FIXED = 'https://hooks.example.com/fixed';

function renderDeliveries(deliveries: Delivery[]) {
  smsServer();
  renderPage(<WebhookDeliveries deliveries={deliveries} />, { path: '/', url: '/' });
}

describe("a message's webhook deliveries", () => {
  test('an attempt made before the URL was changed names the URL it went to; the others do not', async () => {
    renderDeliveries([
      {
        id: 7,
        event: 'message.status',
        url: FIXED,
        state: 'delivered',
        attempts: 3,
        createdAt: '2026-03-01T10:00:05.000Z',
        attemptLog: [
          { at: '2026-03-01T10:00:06.000Z', url: TYPO, httpStatus: 404, error: 'HTTP 404', durationMs: 40 },
          // Recorded before attempts kept their URL: nothing to show.
          { at: '2026-03-01T10:00:40.000Z', url: null, httpStatus: 503, error: 'HTTP 503', durationMs: 30 },
          { at: '2026-03-01T10:01:40.000Z', url: FIXED, httpStatus: 200, error: null, durationMs: 20 },
        ],
      },
    ]);
    expect(await screen.findByText('HTTP 200')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText(`Sent to ${TYPO}`)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/^Sent to/)).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/^Sent to/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Sent to/)).toHaveLength(1);
  });

  test('the given-up attempt of a cleared URL shows its reason and no URL', async () => {
    renderDeliveries([
      {
        id: 8,
        event: 'message.status',
        url: TYPO,
        state: 'failed',
        attempts: 2,
        createdAt: '2026-03-01T10:00:05.000Z',
        attemptLog: [
          { at: '2026-03-01T10:00:06.000Z', url: TYPO, httpStatus: 500, error: 'HTTP 500', durationMs: 40 },
          {
            at: '2026-03-01T10:01:06.000Z',
            url: null,
            httpStatus: null,
            error: 'webhook URL not set in the SMS settings',
            durationMs: 0,
          },
        ],
      },
    ]);
    expect(await screen.findByText('webhook URL not set in the SMS settings')).toBeInTheDocument();
    expect(screen.queryByText(/^Sent to/)).not.toBeInTheDocument();
  });
});
