import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { InsightsTraffic, TrafficFigures } from '@beacon/shared/api/insights';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, insightsServer, startSignedInAdmin } from '../insights-test-kit';
import DataAnalysisPage from './DataAnalysisPage';

beforeEach(startSignedInAdmin);

const none: TrafficFigures = {
  sent: 0,
  delivered: 0,
  failed: 0,
  pending: 0,
  segments: 0,
  deliveryRate: null,
  spend: [],
};

function traffic(range: string, sent = 12_500): InsightsTraffic {
  const figures: TrafficFigures = {
    sent,
    delivered: 9_000,
    failed: 1_000,
    pending: 2_500,
    segments: 20_000,
    deliveryRate: 0.9,
    spend: [{ currency: 'USD', amount: '1500.25' }],
  };
  return {
    range: range as InsightsTraffic['range'],
    timezone: 'UTC',
    totals: sent ? figures : none,
    series: [{ at: '2026-11-26', ...(sent ? figures : none) }],
    byAccount: [{ accountId: 'AC1', name: 'Alpha', ...(sent ? figures : none) }],
  };
}

describe('the data analysis page', () => {
  test('shows the organisation totals formatted for the language, per account, and asks again for another range', async () => {
    const server = insightsServer({
      '/admin/insights/traffic': (request) => envelope(traffic(String(bodyOf(request).range))),
    });
    renderPage(<DataAnalysisPage />, {
      path: '/visualization/data-analysis',
      url: '/visualization/data-analysis',
    });
    expect(await screen.findAllByText('12,500')).toHaveLength(2);
    expect(screen.getAllByText('90%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$1,500.25').length).toBeGreaterThan(0);
    expect(screen.getByRole('figure', { name: 'Messages per day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveAttribute(
      'href',
      '/profile/basic?accountId=AC1',
    );
    expect(screen.getByRole('link', { name: /Live monitor/ })).toHaveAttribute(
      'href',
      '/app/dashboard/monitor',
    );
    expect(bodyOf(server.callsTo('/admin/insights/traffic')[0])).toEqual({ range: '30d', timezone: 'UTC' });
    fireEvent.click(screen.getByText('Last 7 days'));
    await waitFor(() =>
      expect(bodyOf(server.callsTo('/admin/insights/traffic').at(-1))).toEqual({
        range: '7d',
        timezone: 'UTC',
      }),
    );
  });

  test('says so when nothing was sent in the range', async () => {
    insightsServer({ '/admin/insights/traffic': () => envelope(traffic('30d', 0)) });
    renderPage(<DataAnalysisPage />, { path: '/', url: '/' });
    expect(
      await screen.findByText("No messages were sent from the organisation's accounts in this period"),
    ).toBeInTheDocument();
  });

  test('offers a retry when the figures cannot be loaded, and shows them once they can', async () => {
    let fail = true;
    insightsServer({
      '/admin/insights/traffic': () => (fail ? { status: 500, body: 'down' } : envelope(traffic('30d'))),
    });
    renderPage(<DataAnalysisPage />, { path: '/', url: '/' });
    expect(await screen.findByText('These figures could not be loaded')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('12,500')).toHaveLength(2);
  });
});
