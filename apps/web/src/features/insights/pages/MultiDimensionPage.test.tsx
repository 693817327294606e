import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { InsightsPivot } from '@beacon/shared/api/insights';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, insightsServer, startSignedInAdmin } from '../insights-test-kit';
import MultiDimensionPage from './MultiDimensionPage';

beforeEach(startSignedInAdmin);

const usd = (amount: string) => [{ currency: 'USD', amount }];

const PIVOT: InsightsPivot = {
  range: '30d',
  timezone: 'UTC',
  rows: 'account',
  columns: 'status',
  rowKeys: [
    { key: 'AC1', label: 'Alpha' },
    { key: 'AC2', label: 'Beta' },
  ],
  columnKeys: [
    { key: 'delivered', label: 'delivered' },
    { key: 'undelivered', label: 'undelivered' },
  ],
  cells: [
    { row: 'AC1', column: 'delivered', messages: 12_000, segments: 15_000, cost: usd('120.00') },
    { row: 'AC1', column: 'undelivered', messages: 500, segments: 500, cost: usd('5.00') },
    { row: 'AC2', column: 'delivered', messages: 40, segments: 80, cost: usd('0.40') },
  ],
  totals: { messages: 12_540, segments: 15_580, cost: usd('125.40') },
};

const render = () =>
  renderPage(<MultiDimensionPage />, {
    path: '/visualization/multi-dimension-data-analysis',
    url: '/visualization/multi-dimension-data-analysis',
  });

describe('the multi-dimension analysis', () => {
  test('shows accounts by status with row and column totals, then segments or cost when asked', async () => {
    const server = insightsServer({ '/admin/insights/pivot': () => envelope(PIVOT) });
    render();
    const alpha = (await screen.findByText('Alpha')).closest('tr')!;
    expect(within(alpha).getByText('12,000')).toBeInTheDocument();
    expect(within(alpha).getByText('12,500')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Undelivered' })).toBeInTheDocument();
    expect(screen.getByText('12,540')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/admin/insights/pivot')[0])).toEqual({
      range: '30d',
      timezone: 'UTC',
      rows: 'account',
      columns: 'status',
    });
    fireEvent.click(screen.getByText('Segments'));
    expect(await screen.findByText('15,580')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Cost'));
    expect(await screen.findByText('$125.40')).toBeInTheDocument();
  });

  test('asks again when the rows change, and says so when the period has no messages', async () => {
    const server = insightsServer({
      '/admin/insights/pivot': (request) =>
        envelope(
          bodyOf(request).rows === 'country'
            ? {
                ...PIVOT,
                rowKeys: [],
                columnKeys: [],
                cells: [],
                totals: { messages: 0, segments: 0, cost: [] },
              }
            : PIVOT,
        ),
    });
    render();
    await screen.findByText('Alpha');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows' }));
    fireEvent.click(await screen.findByTitle('Country'));
    await waitFor(() => expect(bodyOf(server.callsTo('/admin/insights/pivot').at(-1)).rows).toBe('country'));
    expect(await screen.findByText('No messages in this period')).toBeInTheDocument();
  });
});
