import { beforeEach, describe, expect, test } from 'vitest';
import { cartCurrency, cartSize, cartTotal, itemCount, lineTotal } from './cart-math';
import { CART_STORAGE_KEY, readStoredLines, useCartStore, type PackageFacts } from './cart-store';

const TEN: PackageFacts = {
  packageId: 'usd-10',
  name: '10 USD pack',
  price: '10.00',
  currency: 'USD',
  image: '/api/finance/package/usd-10.svg',
};
const HUNDRED: PackageFacts = { ...TEN, packageId: 'usd-100', name: '100 USD pack', price: '100.00' };

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown;
const cart = () => useCartStore.getState();

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ lines: [] });
});

describe('the cart sums (spec section 3)', () => {
  test('total is Σ price × quantity, item count is lines, size is Σ quantities', () => {
    cart().add(TEN, 2);
    cart().add(HUNDRED, 3);
    const { lines } = cart();
    expect(cartTotal(lines)).toBe('320.00');
    expect(itemCount(lines)).toBe(2);
    expect(cartSize(lines)).toBe(5);
    expect(lineTotal(lines[1]!)).toBe('300.00');
    expect(cartCurrency(lines)).toBe('USD');
  });

  test('sums are exact in decimal: 3 × 10.10 is 30.30, never 30.299999', () => {
    cart().add({ ...TEN, price: '10.10' }, 3);
    expect(cartTotal(cart().lines)).toBe('30.30');
  });

  test('an empty cart sums to zero and has no currency', () => {
    expect(cartTotal([])).toBe('0.00');
    expect(cartSize([])).toBe(0);
    expect(cartCurrency([])).toBeNull();
  });
});

describe('changing the cart', () => {
  test('adding a package already in the cart raises its quantity instead of adding a line', () => {
    cart().add(TEN, 1);
    cart().add(TEN, 2);
    expect(cart().lines).toEqual([{ ...TEN, quantity: 3 }]);
  });

  test('quantities stay whole numbers between 1 and 99', () => {
    cart().add(TEN, 1);
    cart().setQuantity('usd-10', 0);
    expect(cart().lines[0]!.quantity).toBe(1);
    cart().setQuantity('usd-10', 500);
    expect(cart().lines[0]!.quantity).toBe(99);
    cart().setQuantity('usd-10', 2.7);
    expect(cart().lines[0]!.quantity).toBe(2);
  });

  test('a package in another currency starts a new cart: one order is paid in one currency', () => {
    cart().add(TEN, 2);
    cart().add({ ...HUNDRED, currency: 'EUR', price: '92.00' }, 1);
    expect(cart().lines.map((line) => line.packageId)).toEqual(['usd-100']);
    expect(cartCurrency(cart().lines)).toBe('EUR');
  });

  test('repricing follows the current package list and drops packages no longer offered', () => {
    cart().add(TEN, 2);
    cart().add(HUNDRED, 1);
    cart().reprice([{ ...TEN, price: '9.20', currency: 'EUR', name: '10 USD pack (EUR)' }]);
    expect(cart().lines).toEqual([
      { ...TEN, price: '9.20', currency: 'EUR', name: '10 USD pack (EUR)', quantity: 2 },
    ]);
  });

  test('removing and clearing', () => {
    cart().add(TEN, 1);
    cart().add(HUNDRED, 1);
    cart().remove('usd-10');
    expect(itemCount(cart().lines)).toBe(1);
    cart().clear();
    expect(cart().lines).toEqual([]);
  });
});

describe('persistence under the localStorage key "cart"', () => {
  test('the key holds the lines as a plain JSON array, and is removed when the cart empties', () => {
    cart().add(TEN, 2);
    expect(stored()).toEqual([{ ...TEN, quantity: 2 }]);
    cart().clear();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  test('a stored cart comes back after a reload', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...HUNDRED, quantity: 4 }]));
    await useCartStore.persist.rehydrate();
    expect(cartSize(cart().lines)).toBe(4);
    expect(cartTotal(cart().lines)).toBe('400.00');
  });

  test('a damaged or foreign value is read as an empty cart, bad lines are dropped', () => {
    expect(readStoredLines('{not json')).toEqual([]);
    expect(readStoredLines('{"lines":[]}')).toEqual([]);
    expect(
      readStoredLines(JSON.stringify([{ ...TEN, quantity: 2 }, { ...TEN, quantity: -1 }, { price: 3 }])),
    ).toEqual([{ ...TEN, quantity: 2 }]);
    expect(readStoredLines(JSON.stringify([{ ...TEN, quantity: 1000 }]))[0]!.quantity).toBe(99);
  });
});
