import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { useCartStore } from '../cart/cart-store';
import { ORDER_ID, PACKAGES, bodyOf, financeServer, order, startSignedIn } from '../finance-test-kit';
import { FINANCE_PATHS } from '../routes';
import ResultPage from './ResultPage';

beforeEach(startSignedIn);

const URL = `${FINANCE_PATHS.result}?orderId=${ORDER_ID}`;
const renderResult = (url = URL) => renderPage(<ResultPage />, { path: FINANCE_PATHS.result, url });

describe('the payment result page', () => {
  test('a credited order shows success with the new balance and empties the cart', async () => {
    useCartStore.getState().add(PACKAGES.items[0]!, 2);
    const server = financeServer({ '/finance/order/get': () => envelope(order()) });
    renderResult();
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(screen.getByText('$20.00 has been credited to your balance.')).toBeInTheDocument();
    expect(screen.getByTestId('result-balance')).toHaveTextContent('$32.50');
    expect(screen.getByText('Paid $20.60 (including a fee of $0.60)')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/finance/order/get')[0])).toEqual({ orderId: ORDER_ID });
    expect(useCartStore.getState().lines).toEqual([]);
  });

  test.each([
    ['cancelled', 'en-US', 'Payment Failed', /contact support/],
    ['failed', 'zh-CN', '支付失败', /联系客服/],
  ] as const)(
    'a %s payment shows "Payment Failed" with the advice to contact support (%s)',
    async (status, locale, title, advice) => {
      await act(() => i18n.changeLanguage(locale));
      useCartStore.getState().add(PACKAGES.items[0]!, 2);
      financeServer({
        '/finance/order/get': () => envelope(order({ status, paidAt: null, creditedAt: null })),
      });
      renderResult();
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(advice)).toBeInTheDocument();
      // Nothing was paid: the cart is still there to try again.
      expect(useCartStore.getState().lines).toHaveLength(1);
    },
  );

  test('a pending order is asked for again until the payment is confirmed', async () => {
    let calls = 0;
    financeServer({
      '/finance/order/get': () => {
        calls += 1;
        return envelope(calls === 1 ? order({ status: 'pending', paidAt: null, creditedAt: null }) : order());
      },
    });
    renderResult();
    expect(await screen.findByText('Waiting for the payment to be confirmed')).toBeInTheDocument();
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
  });

  test('paid but not yet credited says so and refreshes until credited', async () => {
    let calls = 0;
    financeServer({
      '/finance/order/get': () => {
        calls += 1;
        return envelope(calls === 1 ? order({ creditedAt: null }) : order());
      },
    });
    renderResult();
    expect(await screen.findByText('Payment received: your balance is being updated')).toBeInTheDocument();
    expect(screen.getByText(/contact support with a screenshot/)).toBeInTheDocument();
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
  });

  test('an unknown order (1003) is "not found"; a refused payment (1004) is "Payment Failed"', async () => {
    financeServer({ '/finance/order/get': () => envelope(null, 1003) });
    const first = renderResult();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    first.unmount();
    financeServer({ '/finance/order/get': () => envelope(null, 1004) });
    renderResult(`${URL}&again=1`);
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Payment failed.')).toBeInTheDocument();
  });

  test('without an order id the page says where to come from', async () => {
    financeServer();
    renderResult(FINANCE_PATHS.result);
    expect(
      await screen.findByText('No order was given: open this page from the payment page.'),
    ).toBeInTheDocument();
  });
});
