import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, card, insightsServer, startSignedInAdmin } from '../insights-test-kit';
import CardListPage from './CardListPage';

beforeEach(startSignedInAdmin);

describe('the account cards', () => {
  test('show balance, verification and this month’s messages, and page through the server', async () => {
    const server = insightsServer({
      '/admin/insights/accounts': (request) =>
        envelope({
          items: bodyOf(request).page === '2' ? [card({ accountId: 'AC13', name: 'Thirteenth' })] : [card()],
          total: 13,
        }),
    });
    renderPage(<CardListPage />, { path: '/list/card', url: '/list/card' });
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('12,500')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('13 accounts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile/basic?accountId=AC1',
    );
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Thirteenth')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodyOf(server.callsTo('/admin/insights/accounts').at(-1))).toEqual({
        page: '2',
        pageSize: '12',
      }),
    );
  });

  test('say so when the organisation has no accounts', async () => {
    insightsServer({ '/admin/insights/accounts': () => envelope({ items: [], total: 0 }) });
    renderPage(<CardListPage />, { path: '/list/card', url: '/list/card' });
    expect(await screen.findByText('The organisation has no accounts yet')).toBeInTheDocument();
  });
});
