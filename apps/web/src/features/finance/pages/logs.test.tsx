import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { RechargeLogItem, UsageLogItem } from '@beacon/shared/api/finance';
import { i18n } from '@/shared/i18n';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, financeServer, startSignedIn } from '../finance-test-kit';
import { FINANCE_PATHS } from '../routes';
import RechargeLogPage from './RechargeLogPage';
import UsagePage from './UsagePage';

beforeEach(startSignedIn);

function recharge(n: number, overrides: Partial<RechargeLogItem> = {}): RechargeLogItem {
  return {
    transactionId: `TX0${n}`,
    orderId: `OR0${n}`,
    amount: '10.00',
    currency: 'USD',
    paymentMethod: 'sandbox',
    status: 'SUCCESS',
    confirmedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function entry(n: number, overrides: Partial<UsageLogItem> = {}): UsageLogItem {
  return {
    transactionId: `LE0${n}`,
    accountId: 'acc-1',
    type: 'CONSUME',
    amount: '-0.0075',
    currency: 'USD',
    productId: 'BA01',
    productType: 'sms',
    paymentMethod: null,
    beforeBalance: '20.00',
    afterBalance: '19.9925',
    confirmedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('the recharge log', () => {
  test('shows amount, currency, transaction id, method, status and time; more pages by cursor', async () => {
    const server = financeServer({
      '/finance/recharge/list': (request) =>
        bodyOf(request).cursor === 'c2'
          ? envelope({
              items: [recharge(2, { status: 'REFUNDED', paymentMethod: 'operator' })],
              nextCursor: null,
            })
          : envelope({ items: [recharge(1)], nextCursor: 'c2' }),
    });
    renderPage(<RechargeLogPage />, { path: FINANCE_PATHS.rechargeLog, url: FINANCE_PATHS.rechargeLog });
    const row = (await screen.findByText('TX01')).closest('tr')!;
    expect(within(row).getByText('+$10.00')).toBeInTheDocument();
    expect(within(row).getByText('USD')).toBeInTheDocument();
    expect(within(row).getByText('Sandbox')).toBeInTheDocument();
    expect(within(row).getByText('Success')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-01 10:00:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const second = (await screen.findByText('TX02')).closest('tr')!;
    expect(within(second).getByText('Refunded')).toBeInTheDocument();
    expect(within(second).getByText('Operator credit')).toBeInTheDocument();
    expect(screen.getByText('That is all')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/finance/recharge/list')[1])).toEqual({ cursor: 'c2', limit: 20 });
  });

  test('empty and failed lists say so, in both languages', async () => {
    let fail = true;
    financeServer({
      '/finance/recharge/list': () =>
        fail
          ? { status: 500, body: { code: 500, msg: 'x', data: null } }
          : envelope({ items: [], nextCursor: null }),
    });
    await act(() => i18n.changeLanguage('zh-CN'));
    renderPage(<RechargeLogPage />, { path: FINANCE_PATHS.rechargeLog, url: FINANCE_PATHS.rechargeLog });
    expect(await screen.findByText('无法加载充值记录')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试|再试一次|Try again/ }));
    expect(await screen.findByText('暂无充值记录')).toBeInTheDocument();
  });
});

describe('the usage log', () => {
  test('shows each ledger entry with product and balances; filters come from the address bar', async () => {
    const server = financeServer({
      '/finance/usage/list': () =>
        envelope({
          items: [
            entry(1),
            entry(2, {
              type: 'RECHARGE',
              amount: '20.00',
              productId: 'OR01',
              productType: null,
              paymentMethod: 'sandbox',
              beforeBalance: '0.00',
              afterBalance: '20.00',
              accountId: 'acc-2',
            }),
          ],
          nextCursor: null,
        }),
    });
    renderPage(<UsagePage />, {
      path: FINANCE_PATHS.usage,
      url: `${FINANCE_PATHS.usage}?account=acc-2&type=RECHARGE,CONSUME&since=2026-03-01T00:00:00.000Z`,
    });
    const consume = (await screen.findByText('LE01')).closest('tr')!;
    expect(within(consume).getByText('Consume')).toBeInTheDocument();
    expect(within(consume).getByText('-$0.0075')).toBeInTheDocument();
    expect(within(consume).getByText('$19.9925')).toBeInTheDocument();
    const credit = screen.getByText('LE02').closest('tr')!;
    expect(within(credit).getByText('+$20.00')).toBeInTheDocument();
    expect(within(credit).getByText('Marketing')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/finance/usage/list')[0])).toEqual({
      accountId: 'acc-2',
      since: '2026-03-01T00:00:00.000Z',
      type: ['RECHARGE', 'CONSUME'],
      limit: 20,
    });
  });

  test('choosing another account searches it; the export asks for the same filters', async () => {
    const server = financeServer({ '/finance/usage/list': () => envelope({ items: [], nextCursor: null }) });
    const user = userEvent.setup();
    const { router } = renderPage(<UsagePage />, { path: FINANCE_PATHS.usage, url: FINANCE_PATHS.usage });
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.click(await screen.findByTitle('Marketing (USD)'));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?account=acc-2'));
    await waitFor(() => expect(server.callsTo('/finance/usage/list')).toHaveLength(2));
    expect(bodyOf(server.callsTo('/finance/usage/list')[1])).toEqual({ accountId: 'acc-2', limit: 20 });
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(server.callsTo('/finance/usage/export')).toHaveLength(1));
    expect(server.callsTo('/finance/usage/export')[0]!.url).toBe('/finance/usage/export?accountId=acc-2');
  });
});
