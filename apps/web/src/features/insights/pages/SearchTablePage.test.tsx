import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { InsightsMessage } from '@beacon/shared/api/insights';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, card, insightsServer, startSignedInAdmin } from '../insights-test-kit';
import SearchTablePage from './SearchTablePage';

beforeEach(startSignedInAdmin);

function message(id: string, accountName: string): InsightsMessage {
  return {
    id,
    accountId: accountName === 'Alpha' ? 'AC1' : 'AC2',
    accountName,
    from: 'Beacon',
    to: '+14155550123',
    country: 'US',
    direction: 'out',
    content: `Hello from ${accountName}`,
    type: 1,
    segments: 1,
    encoding: 'GSM-7',
    status: 'delivered',
    cost: '0.0075',
    currency: 'USD',
    errorCode: null,
    createdAt: '2026-11-26T10:00:00Z',
    updatedAt: '2026-11-26T10:00:05Z',
  };
}

const render = () =>
  renderPage(<SearchTablePage />, { path: '/list/search-table', url: '/list/search-table' });

describe('the organisation-wide message search', () => {
  test('lists messages of every account and pages forward and back with the cursor', async () => {
    const server = insightsServer({
      '/admin/insights/accounts': () => envelope({ items: [card()], total: 1 }),
      '/admin/insights/messages': (request) =>
        envelope(
          bodyOf(request).cursor === 'next-1'
            ? { items: [message('SM2', 'Beta')], nextCursor: null }
            : { items: [message('SM1', 'Alpha')], nextCursor: 'next-1' },
        ),
    });
    render();
    expect(await screen.findByRole('link', { name: 'Alpha' })).toHaveAttribute(
      'href',
      '/profile/basic?accountId=AC1',
    );
    expect(screen.getByText('$0.0075')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Beta' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByRole('link', { name: 'Alpha' })).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/admin/insights/messages')[0])).toEqual({ limit: '20' });
  });

  test('checks the phone with the server rule before searching, then sends the filters', async () => {
    const server = insightsServer({
      '/admin/insights/accounts': () => envelope({ items: [card()], total: 1 }),
      '/admin/insights/messages': () => envelope({ items: [], nextCursor: null }),
    });
    render();
    expect(await screen.findByText('No messages match these filters')).toBeInTheDocument();
    const phone = screen.getByPlaceholderText('+14155550100');
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(
      await screen.findByText('Enter a phone number in E.164 format, e.g. +14155550100'),
    ).toBeInTheDocument();
    expect(server.callsTo('/admin/insights/messages')).toHaveLength(1);
    fireEvent.change(phone, { target: { value: '+14155550123' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(bodyOf(server.callsTo('/admin/insights/messages').at(-1))).toEqual({
        phone: '+14155550123',
        limit: '20',
      }),
    );
  });
});
