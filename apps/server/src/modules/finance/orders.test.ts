import { describe, expect, test } from 'vitest';
import type { FinanceOrder, PackageListResult } from '@beacon/shared';
import { sumLedger } from '../billing/index.js';
import {
  balanceOf,
  completeSandbox,
  createOrder,
  financeOf,
  getOrder,
  newCustomer,
  SLOW_MACHINE_MS,
} from '../../testing/finance-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

describe('recharge packages', { timeout: SLOW_MACHINE_MS }, () => {
  test('lists the 10 and 100 USD packs with the fee percent and the collecting company', async () => {
    const customer = await newCustomer(t);
    const list = await t.post<PackageListResult>('/api/finance/package/list', undefined, {
      token: customer.token,
    });
    expect(list.body.code).toBe(0);
    expect(list.body.data.items.map((item) => [item.packageId, item.price, item.currency])).toEqual([
      ['usd-10', '10.00', 'USD'],
      ['usd-100', '100.00', 'USD'],
    ]);
    expect(list.body.data.fee).toEqual({ percent: '3' });
    expect(list.body.data.conversion).toBeNull();
    expect(list.body.data.company.name).toBeTruthy();
    const image = await t.app.inject({ method: 'GET', url: list.body.data.items[0]!.image });
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('10 USD');
  });

  test('an account billed in euros sees the packs converted at the configured rate, labelled, in Chinese', async () => {
    const customer = await newCustomer(t, 'FR');
    const list = await t.post<PackageListResult>('/api/finance/package/list', undefined, {
      token: customer.token,
      locale: 'zh-CN',
    });
    expect(list.body.data.items.map((item) => [item.price, item.currency, item.basePrice])).toEqual([
      ['9.20', 'EUR', '10.00'],
      ['92.00', 'EUR', '100.00'],
    ]);
    expect(list.body.data.conversion).toEqual({ from: 'USD', to: 'EUR', rate: '0.92' });
    expect(list.body.data.items[0]!.name).toBe('入门充值包');
    const order = await createOrder(t, customer, [{ packageId: 'usd-100', quantity: 1 }]);
    expect(order).toMatchObject({ amount: '92.00', fee: '2.76', total: '94.76', currency: 'EUR' });
  });
});

describe('orders paid in the sandbox', { timeout: SLOW_MACHINE_MS }, () => {
  test('2 × 10 USD through the hosted page credits 20.00: the fee is charged on top and never credited', async () => {
    const customer = await newCustomer(t);
    expect(await balanceOf(t, customer)).toBe('2.00');
    const order = await createOrder(t, customer);
    expect(order).toMatchObject({ amount: '20.00', fee: '0.60', total: '20.60', currency: 'USD' });
    expect(order.payUrl).toMatch(/^\/api\/payments\/sandbox\/pay\/OR[0-9A-Z]{26}\?t=/);

    const page = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('20.60 USD');
    expect(page.body).not.toMatch(/<script/i);
    const payAction = /action="([^"]+\/paid\?t=[^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const paid = await t.app.inject({ method: 'POST', url: payAction });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/app/finance/result?orderId=${order.orderId}`);

    const got = await getOrder(t, customer, order.orderId);
    expect(got.body.data).toMatchObject({ status: 'paid', amount: '20.00', fee: '0.60', balance: '22.00' });
    expect(got.body.data.paidAt).not.toBeNull();
    expect(got.body.data.creditedAt).toBe(got.body.data.paidAt);
    expect(await balanceOf(t, customer)).toBe('22.00');
    expect(await sumLedger(t.db, customer.accountId)).toBe(22_000_000n);
  });

  test('the same payment reported 20 times at once credits the order exactly once', async () => {
    const customer = await newCustomer(t);
    const order = await createOrder(t, customer, [{ packageId: 'usd-100', quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => completeSandbox(t, customer, order.orderId, 'paid')),
    );
    for (const answer of answers) expect(answer.body).toMatchObject({ code: 0, data: { status: 'paid' } });
    expect(await balanceOf(t, customer)).toBe('102.00');
    expect(await sumLedger(t.db, customer.accountId)).toBe(102_000_000n);
    const recharges = await t.post<{ items: unknown[] }>(
      '/api/finance/recharge/list',
      {},
      { token: customer.token },
    );
    expect(recharges.body.data.items).toHaveLength(2); // the trial credit and this order
  });

  test('a cancelled payment credits nothing, and a later "paid" report cannot revive it', async () => {
    const customer = await newCustomer(t);
    const order = await createOrder(t, customer);
    const cancelled = await completeSandbox(t, customer, order.orderId, 'cancelled');
    expect(cancelled.body.data.status).toBe('cancelled');
    const late = await completeSandbox(t, customer, order.orderId, 'paid');
    expect(late.body.data).toMatchObject({ status: 'cancelled', paidAt: null, balance: '2.00' });
    const failed = await createOrder(t, customer);
    expect((await completeSandbox(t, customer, failed.orderId, 'failed')).body.data.status).toBe('failed');
    expect(await balanceOf(t, customer)).toBe('2.00');
  });

  test("another account's order and an unknown one are 1003, and nothing happens to them", async () => {
    const owner = await newCustomer(t);
    const stranger = await newCustomer(t);
    const order = await createOrder(t, owner);
    expect((await getOrder(t, stranger, order.orderId)).body.code).toBe(1003);
    expect((await completeSandbox(t, stranger, order.orderId, 'paid')).body.code).toBe(1003);
    expect((await getOrder(t, owner, 'OR0000000000000000000000000Z')).body.code).toBe(1003);
    expect((await getOrder(t, owner, order.orderId)).body.data.status).toBe('pending');
    const wrongToken = await t.app.inject({ method: 'GET', url: order.payUrl.replace(/t=.*/, 't=forged') });
    expect(wrongToken.statusCode).toBe(404);
  });

  test('an unpaid order expires after ORDER_EXPIRY and can no longer be paid', async () => {
    const customer = await newCustomer(t);
    const order = await createOrder(t, customer);
    const other = await createOrder(t, customer);
    t.clock.advance(30 * 60_000);
    // Orders of earlier tests in this file expire with them.
    expect(await financeOf(t).orders.expireDue()).toBeGreaterThanOrEqual(2);
    expect((await getOrder(t, customer, order.orderId)).body.data.status).toBe('expired');
    const late = await completeSandbox(t, customer, other.orderId, 'paid');
    expect(late.body.data).toMatchObject({ status: 'expired', balance: '2.00' });
    const page = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(page.body).toContain('data-status="expired"');
    expect(page.body).not.toContain('data-outcome="paid"');
  });

  test('bad carts are 1001 naming the field, in the caller language', async () => {
    const customer = await newCustomer(t);
    const bad = await t.post<null>(
      '/api/finance/order/create',
      { items: [{ packageId: 'usd-10', quantity: 0 }] },
      { token: customer.token, locale: 'zh-CN' },
    );
    expect(bad.body).toMatchObject({ code: 1001, msg: 'items: 数量须为 1 到 99 的整数' });
    const empty = await t.post<null>('/api/finance/order/create', { items: [] }, { token: customer.token });
    expect(empty.body).toMatchObject({ code: 1001, msg: 'items: Add at least one package' });
  });

  test('a form body carries the cart as JSON text', async () => {
    const customer = await newCustomer(t);
    const created = await t.post<{ amount: string }>(
      '/api/finance/order/create',
      { items: JSON.stringify([{ packageId: 'usd-100', quantity: 3 }]) },
      { token: customer.token, form: true },
    );
    expect(created.body).toMatchObject({ code: 0, data: { amount: '300.00' } });
  });
});

describe('result data', { timeout: SLOW_MACHINE_MS }, () => {
  test('a pending order says so with its expiry; a paid one carries the credit transaction and the new balance', async () => {
    const customer = await newCustomer(t);
    const order = await createOrder(t, customer, [{ packageId: 'usd-10', quantity: 1 }]);
    const pending = await getOrder(t, customer, order.orderId);
    expect(pending.body.data).toMatchObject<Partial<FinanceOrder>>({
      status: 'pending',
      paidAt: null,
      creditedAt: null,
      transactionId: null,
      provider: 'sandbox',
      items: [{ packageId: 'usd-10', quantity: 1, price: '10.00' }],
    });
    await completeSandbox(t, customer, order.orderId, 'paid');
    const paid = await getOrder(t, customer, order.orderId);
    expect(paid.body.data.transactionId).toMatch(/^TX/);
    expect(paid.body.data.balance).toBe('12.00');
  });
});
