import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { SmsOverviewResult } from '@beacon/shared/api/sms-overview';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, smsServer, startSignedIn } from '../sms-test-kit';
import OverviewPage from './OverviewPage';

beforeEach(startSignedIn);

const figures = { sent: 0, delivered: 0, failed: 0, pending: 0, segments: 0, cost: '0.00' };

function overview(range: string): SmsOverviewResult {
  return {
    range: range as SmsOverviewResult['range'],
    timezone: 'UTC',
    currency: 'USD',
    bucket: range === 'today' ? 'hour' : 'day',
    totals: {
      sent: 12_500,
      delivered: 9_000,
      failed: 1_000,
      pending: 2_500,
      segments: 20_000,
      cost: '150.00',
      deliveryRate: 0.9,
    },
    series: [
      {
        at: '2026-11-26T09:00',
        start: '2026-11-26T09:00:00.000Z',
        ...figures,
        sent: 12_500,
        delivered: 9_000,
        failed: 1_000,
        pending: 2_500,
      },
    ],
    byCountry: [{ country: 'CN', ...figures, sent: 12_500 }],
    byType: [{ type: 1, ...figures, sent: 12_500 }],
  };
}

describe('the SMS overview', () => {
  test('shows the totals formatted for the language, the delivery rate, and asks again for another range', async () => {
    const server = smsServer({
      '/sms/overview': (request) => envelope(overview(String(bodyOf(request).range))),
    });
    renderPage(<OverviewPage />, { path: '/app/sms/overview', url: '/app/sms/overview' });
    expect(await screen.findByText('12,500')).toBeInTheDocument();
    expect(screen.getByText('20,000')).toBeInTheDocument();
    expect(screen.getByText('90%')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Messages per hour' })).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/overview')[0])).toEqual({ range: 'today', timezone: 'UTC' });
    fireEvent.click(screen.getByText('Last 30 days'));
    await waitFor(() =>
      expect(bodyOf(server.callsTo('/sms/overview').at(-1))).toEqual({ range: '30d', timezone: 'UTC' }),
    );
    expect(await screen.findByRole('figure', { name: 'Messages per day' })).toBeInTheDocument();
  });
});
