import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '@/shared/i18n';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { CART_STORAGE_KEY, useCartStore } from '../cart/cart-store';
import { CartButton } from '../components/CartButton';
import { ORDER_ID, PACKAGES, bodyOf, financeServer, startSignedIn } from '../finance-test-kit';
import { FINANCE_PATHS } from '../routes';
import CartPage from './CartPage';
import CheckoutPage from './CheckoutPage';
import RechargePage from './RechargePage';

beforeEach(startSignedIn);
afterEach(() => vi.restoreAllMocks());

const [TEN, HUNDRED] = PACKAGES.items as [(typeof PACKAGES.items)[0], (typeof PACKAGES.items)[0]];
const storedCart = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as unknown[];

describe('the recharge page', () => {
  test('shows each pack with its picture, name, description, price and credit; adding fills the cart', async () => {
    financeServer();
    const user = userEvent.setup();
    renderPage(<RechargePage />, { path: FINANCE_PATHS.recharge, url: FINANCE_PATHS.recharge });
    const ten = await screen.findByTestId('package-usd-10');
    expect(within(ten).getByText('10 USD pack')).toBeInTheDocument();
    expect(within(ten).getByText('For trying things out')).toBeInTheDocument();
    expect(within(ten).getByText('Credits $10.00 to your balance')).toBeInTheDocument();
    expect(ten.querySelector('img')).toHaveAttribute('src', TEN.image);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();

    fireEvent.change(within(ten).getByLabelText('Quantity of 10 USD pack'), { target: { value: '2' } });
    await user.click(within(ten).getByRole('button', { name: /Add to cart/ }));
    await user.click(
      within(screen.getByTestId('package-usd-100')).getByRole('button', { name: /Add to cart/ }),
    );

    expect(storedCart()).toEqual([
      { ...pick(TEN), quantity: 2 },
      { ...pick(HUNDRED), quantity: 1 },
    ]);
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByTestId('summary-amount')).toHaveTextContent('$120.00');
    expect(within(summary).getByTestId('summary-fee')).toHaveTextContent('$3.60');
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('$123.60');
    expect(within(summary).getByText('Payment platform fee (3%)')).toBeInTheDocument();
  });

  test('a failed package list says so and retries', async () => {
    let fail = true;
    financeServer({
      '/finance/package/list': () =>
        fail ? { status: 500, body: { code: 500, msg: 'x', data: null } } : envelope(PACKAGES),
    });
    renderPage(<RechargePage />, { path: FINANCE_PATHS.recharge, url: FINANCE_PATHS.recharge });
    expect(await screen.findByText('The packages could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('package-usd-10')).toBeInTheDocument();
  });

  test('an account billed in another currency sees converted prices, labelled', async () => {
    financeServer({
      '/finance/package/list': () =>
        envelope({
          ...PACKAGES,
          items: [{ ...TEN, price: '9.20', currency: 'EUR' }],
          conversion: { from: 'USD', to: 'EUR', rate: '0.92' },
        }),
    });
    renderPage(<RechargePage />, { path: FINANCE_PATHS.recharge, url: FINANCE_PATHS.recharge });
    expect(
      await screen.findByText('Prices converted from US dollars at 0.92 EUR per USD'),
    ).toBeInTheDocument();
    expect(screen.getByText('List price $10.00')).toBeInTheDocument();
    expect(screen.getByText('€9.20')).toBeInTheDocument();
  });
});

function pick(pkg: typeof TEN) {
  return {
    packageId: pkg.packageId,
    name: pkg.name,
    price: pkg.price,
    currency: pkg.currency,
    image: pkg.image,
  };
}

describe('the cart', () => {
  test('changing a quantity or removing a line updates the sums and the header badge', async () => {
    financeServer();
    useCartStore.getState().add(TEN, 2);
    useCartStore.getState().add(HUNDRED, 1);
    const user = userEvent.setup();
    renderPage(
      <>
        <CartButton />
        <CartPage />
      </>,
      { path: FINANCE_PATHS.cart, url: FINANCE_PATHS.cart },
    );
    expect(await screen.findByRole('button', { name: 'Cart: 3 packages, $120.00' })).toBeInTheDocument();
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('$123.60');

    fireEvent.change(screen.getByLabelText('Quantity of 100 USD pack'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('summary-amount')).toHaveTextContent('$320.00'));
    expect(screen.getByRole('button', { name: 'Cart: 5 packages, $320.00' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove 10 USD pack' }));
    await waitFor(() => expect(screen.getByTestId('summary-amount')).toHaveTextContent('$300.00'));
    expect(storedCart()).toEqual([{ ...pick(HUNDRED), quantity: 3 }]);
  });

  test('an empty cart says so and leads to the packages, in Chinese too', async () => {
    financeServer();
    await act(() => i18n.changeLanguage('zh-CN'));
    renderPage(
      <>
        <CartButton />
        <CartPage />
      </>,
      { path: FINANCE_PATHS.cart, url: FINANCE_PATHS.cart },
    );
    expect(await screen.findByText('购物车是空的')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '购物车（空）' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '选择套餐' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(FINANCE_PATHS.recharge);
  });
});

describe('checkout', () => {
  test('shows the fee on top and the collecting company, then creates the order and opens payUrl', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    let answer: (value: unknown) => void = () => {};
    const server = financeServer({
      '/finance/order/create': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(
              envelope({
                orderId: ORDER_ID,
                amount: '20.00',
                fee: '0.60',
                total: '20.60',
                currency: 'USD',
                payUrl: '/api/payments/sandbox/pay/x?t=y',
              }),
            );
        }),
    });
    useCartStore.getState().add(TEN, 2);
    renderPage(<CheckoutPage />, { path: FINANCE_PATHS.checkout, url: FINANCE_PATHS.checkout });
    expect(await screen.findByTestId('summary-fee')).toHaveTextContent('$0.60');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$20.60');
    const company = screen.getByTestId('company-details');
    expect(within(company).getByText('Beacon Messaging Ltd')).toBeInTheDocument();
    expect(within(company).getByText('GB123456789')).toBeInTheDocument();
    expect(screen.getByText(/sandbox payment page: no real money/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Pay \$20\.60/ }));
    expect(await screen.findByText('Creating your order…')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/finance/order/create')[0])).toEqual({
      items: [{ packageId: 'usd-10', quantity: 2 }],
    });
    answer(null);
    expect(await screen.findByText('Opening the payment page…')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/pay/x?t=y');
    // The cart stays until the result page sees the order paid.
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  test('a refused order shows the catalogue message and keeps the cart', async () => {
    financeServer({ '/finance/order/create': () => envelope(null, 1006) });
    useCartStore.getState().add(HUNDRED, 1);
    renderPage(<CheckoutPage />, { path: FINANCE_PATHS.checkout, url: FINANCE_PATHS.checkout });
    await userEvent.click(await screen.findByRole('button', { name: /Pay \$103\.00/ }));
    expect(await screen.findByText('The order could not be created')).toBeInTheDocument();
    expect(screen.getByText('This operation is not allowed.')).toBeInTheDocument();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });
});
