import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { FinanceOverviewResult } from '@beacon/shared/api/finance';
import { i18n } from '@/shared/i18n';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, financeServer, startSignedIn } from '../finance-test-kit';
import { FINANCE_PATHS } from '../routes';
import OverviewPage from './OverviewPage';

beforeEach(startSignedIn);

function overview(overrides: Partial<FinanceOverviewResult> = {}): FinanceOverviewResult {
  return {
    range: '7d',
    timezone: 'UTC',
    balance: '19.9925',
    currency: 'USD',
    spendTotal: '0.0075',
    spendByDay: [
      { date: '2026-02-28', amount: '0' },
      { date: '2026-03-01', amount: '0.0075' },
    ],
    spendByCountry: [{ country: 'GB', amount: '0.0075', messages: 1 }],
    recentRecharges: [
      {
        transactionId: 'TX01',
        orderId: 'OR01',
        amount: '20.00',
        currency: 'USD',
        paymentMethod: 'sandbox',
        status: 'SUCCESS',
        confirmedAt: '2026-03-01T09:00:00.000Z',
      },
    ],
    alert: { threshold: null, currency: 'USD', triggered: false },
    ...overrides,
  };
}

const renderOverview = () =>
  renderPage(<OverviewPage />, { path: FINANCE_PATHS.overview, url: FINANCE_PATHS.overview });

describe('the finance overview', () => {
  test('shows the balance, both spend charts and the recent recharges; a range asks the server again', async () => {
    const server = financeServer({
      '/finance/overview': (request) => envelope(overview({ range: bodyOf(request).range as '7d' })),
    });
    renderOverview();
    expect(await screen.findByTestId('overview-balance')).toHaveTextContent('$19.9925');
    expect(screen.getByRole('figure', { name: 'Spend per day' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Spend per country' })).toBeInTheDocument();
    expect(screen.getByText('+$20.00')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/finance/overview')[0])).toEqual({ range: '7d' });
    await userEvent.click(screen.getByText('Last year'));
    await waitFor(() => expect(server.callsTo('/finance/overview')).toHaveLength(2));
    expect(bodyOf(server.callsTo('/finance/overview')[1])).toEqual({ range: '1y' });
  });

  test('a period without spend says so instead of an empty chart, in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    financeServer({
      '/finance/overview': () =>
        envelope(
          overview({
            spendTotal: '0',
            spendByDay: [{ date: '2026-03-01', amount: '0' }],
            spendByCountry: [],
            recentRecharges: [],
          }),
        ),
    });
    renderOverview();
    expect(await screen.findAllByText('该时间段内没有消费')).toHaveLength(2);
    expect(screen.getByText('暂无充值记录')).toBeInTheDocument();
  });

  test('the low-balance alert is checked by the shared rule, saved, and turned off', async () => {
    let threshold: string | null = null;
    const server = financeServer({
      '/finance/overview': () =>
        envelope(overview({ alert: { threshold, currency: 'USD', triggered: false } })),
      '/finance/alert/set': (request) => {
        threshold = (bodyOf(request).threshold as string | null) ?? null;
        return envelope({ threshold, currency: 'USD', triggered: false });
      },
    });
    const user = userEvent.setup();
    renderOverview();
    const field = await screen.findByLabelText('Alert below');
    expect(screen.getByText('The alert is off')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '5.123' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/at most 2 decimals/)).toBeInTheDocument();
    expect(server.callsTo('/finance/alert/set')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Alert below'), { target: { value: '5.50' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Alert below $5.50')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/finance/alert/set')[0])).toEqual({ threshold: '5.50' });

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The alert is off')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/finance/alert/set')[1])).toEqual({ threshold: null });
  });
});
