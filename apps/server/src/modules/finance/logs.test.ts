import { describe, expect, test } from 'vitest';
import { parseDecimalToMicros, type FinanceOverviewResult, type RechargeLogPage } from '@beacon/shared';
import { runOpsCommand } from '../../ops/commands.js';
import {
  addAccount,
  allUsage,
  balanceOf,
  completeSandbox,
  createOrder,
  financeOf,
  newCustomer,
  spend,
  type Customer,
  SLOW_MACHINE_MS,
} from '../../testing/finance-flows.js';
import { useTestApp, type TestHarness } from '../../testing/test-app.js';

const t = useTestApp();

async function paidOrder(t: TestHarness, customer: Customer, quantity = 2) {
  const order = await createOrder(t, customer, [{ packageId: 'usd-10', quantity }]);
  expect((await completeSandbox(t, customer, order.orderId, 'paid')).body.data.status).toBe('paid');
  return order;
}

function refund(orderId: string) {
  return runOpsCommand({ db: t.db, clock: t.clock.now }, { command: 'order:refund', args: [orderId] });
}

describe('recharge and usage logs', { timeout: SLOW_MACHINE_MS }, () => {
  test('agree with the balance to the cent, page by page', async () => {
    const customer = await newCustomer(t);
    await paidOrder(t, customer);
    t.clock.advance(1_000);
    await spend(t, customer.accountId, 1_234_500n, 'BT1');
    t.clock.advance(1_000);
    await paidOrder(t, customer, 1);
    t.clock.advance(1_000);
    await spend(t, customer.accountId, 75n, 'BT2');
    const balance = await balanceOf(t, customer);
    expect(balance).toBe('30.765425');

    const usage = await allUsage(t, customer, 2);
    expect(usage.map((entry) => entry.type)).toEqual([
      'CONSUME',
      'RECHARGE',
      'CONSUME',
      'RECHARGE',
      'RECHARGE',
    ]);
    expect(usage[0]!.afterBalance).toBe(balance);
    const sum = usage.reduce((total, entry) => total + parseDecimalToMicros(entry.amount)!, 0n);
    expect(sum).toBe(parseDecimalToMicros(balance));
    // Each entry starts where the one before it (in time) ended.
    for (let i = 0; i < usage.length - 1; i += 1)
      expect(usage[i]!.beforeBalance).toBe(usage[i + 1]!.afterBalance);

    const recharges = await t.post<RechargeLogPage>(
      '/api/finance/recharge/list',
      {},
      { token: customer.token },
    );
    expect(recharges.body.data.items.map((item) => [item.amount, item.paymentMethod, item.status])).toEqual([
      ['10.00', 'sandbox', 'SUCCESS'],
      ['20.00', 'sandbox', 'SUCCESS'],
      ['2.00', 'trial', 'SUCCESS'],
    ]);
    expect(recharges.body.data.items[0]!.orderId).toMatch(/^OR/);
    const consumed = await t.post<{ items: unknown[] }>(
      '/api/finance/usage/list',
      { type: 'CONSUME' },
      { token: customer.token },
    );
    expect(consumed.body.data.items).toHaveLength(2);
  });

  test('the usage log of another account of the organisation, and 2010 for anyone else', async () => {
    const customer = await newCustomer(t);
    const second = await addAccount(t, customer);
    const stranger = await newCustomer(t);
    const own = await t.post<{ items: { accountId: string }[] }>(
      '/api/finance/usage/list',
      { accountId: second },
      { token: customer.token },
    );
    expect(own.body.data.items.map((item) => item.accountId)).toEqual([second]);
    const foreign = await t.post('/api/finance/usage/list', { accountId: second }, { token: stranger.token });
    expect(foreign.body.code).toBe(2010);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/finance/usage/export?accountId=${second}`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(exported.json()).toMatchObject({ code: 2010 });
  });

  test('exports the filtered usage log as CSV with a header row, one line per entry', async () => {
    const customer = await newCustomer(t);
    await paidOrder(t, customer);
    await spend(t, customer.accountId, 500_000n, 'BT-csv');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/finance/usage/export',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'transactionId,confirmedAt,accountId,type,amount,currency,beforeBalance,afterBalance,productType,productId,paymentMethod',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',CONSUME,-0.50,USD,22.00,21.50,sms,BT-csv,');
    const onlyRecharges = await t.app.inject({
      method: 'GET',
      url: '/api/finance/usage/export?type=RECHARGE',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(onlyRecharges.body.trim().split('\r\n')).toHaveLength(3);
  });
});

describe('order refunds (npm run ops -- order:refund)', { timeout: SLOW_MACHINE_MS }, () => {
  test('take the credit back as a REFUNDED entry and mark the recharge REFUNDED; the fee is not refunded', async () => {
    const customer = await newCustomer(t);
    const order = await paidOrder(t, customer);
    expect(await refund(order.orderId)).toMatchObject({
      status: 'refunded',
      balance: '2.00',
      currency: 'USD',
    });
    expect(await balanceOf(t, customer)).toBe('2.00');
    const usage = await allUsage(t, customer, 10);
    expect(usage[0]).toMatchObject({ type: 'REFUNDED', amount: '-20.00', productId: order.orderId });
    const recharges = await t.post<RechargeLogPage>(
      '/api/finance/recharge/list',
      { status: 'REFUNDED' },
      { token: customer.token },
    );
    expect(recharges.body.data.items.map((item) => [item.orderId, item.status])).toEqual([
      [order.orderId, 'REFUNDED'],
    ]);
    await expect(refund(order.orderId)).rejects.toMatchObject({ details: { code: 1006 } });
  });

  test('never take the balance below zero: refused with 1006 and nothing changes', async () => {
    const customer = await newCustomer(t);
    const order = await paidOrder(t, customer);
    await spend(t, customer.accountId, 15_000_000n);
    await expect(refund(order.orderId)).rejects.toMatchObject({ details: { code: 1006 } });
    expect(await balanceOf(t, customer)).toBe('7.00');
    expect((await allUsage(t, customer, 10)).map((entry) => entry.type)).not.toContain('REFUNDED');
    await expect(refund('OR0000000000000000000000000Z')).rejects.toMatchObject({ details: { code: 1003 } });
  });
});

describe('low-balance alert', { timeout: SLOW_MACHINE_MS }, () => {
  test('one e-mail when the balance drops below the threshold, however many sends; again after a top-up', async () => {
    const customer = await newCustomer(t);
    await paidOrder(t, customer, 1);
    const set = await t.post('/api/finance/alert/set', { threshold: '5' }, { token: customer.token });
    expect(set.body).toMatchObject({
      code: 0,
      data: { threshold: '5.00', currency: 'USD', triggered: false },
    });
    const finance = financeOf(t);
    const alerts = () =>
      t.mail.sent.filter((mail) => mail.to === customer.user.email && /balance alert/.test(mail.subject));

    await spend(t, customer.accountId, 6_000_000n);
    expect(await finance.alerts.sweep()).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      await spend(t, customer.accountId, 500_000n);
      await finance.alerts.sweep();
    }
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]!.text).toContain('4.50 USD'); // the sweep after the send that crossed
    const state = await t.post('/api/finance/alert/get', undefined, { token: customer.token });
    expect(state.body.data).toMatchObject({ triggered: true });

    await paidOrder(t, customer, 1);
    await finance.alerts.sweep();
    await spend(t, customer.accountId, 9_000_000n);
    await finance.alerts.sweep();
    await finance.alerts.sweep();
    expect(alerts()).toHaveLength(2);

    const off = await t.post('/api/finance/alert/set', { threshold: '' }, { token: customer.token });
    expect(off.body.data).toMatchObject({ threshold: null });
    const bad = await t.post('/api/finance/alert/set', { threshold: '1.234' }, { token: customer.token });
    expect(bad.body.code).toBe(1001);
  });
});

describe('finance overview', { timeout: SLOW_MACHINE_MS }, () => {
  test('balance, spend per day over the range with zero days, recent recharges', async () => {
    const customer = await newCustomer(t);
    await paidOrder(t, customer);
    await spend(t, customer.accountId, 1_500_000n);
    const overview = await t.post<FinanceOverviewResult>(
      '/api/finance/overview',
      { range: '7d' },
      { token: customer.token },
    );
    expect(overview.body.code).toBe(0);
    const data = overview.body.data;
    expect(data).toMatchObject({
      range: '7d',
      timezone: 'UTC',
      balance: '20.50',
      currency: 'USD',
      spendTotal: '1.50',
    });
    expect(data.spendByDay).toHaveLength(7);
    expect(data.spendByDay.at(-1)).toEqual({
      date: t.clock.now().toISOString().slice(0, 10),
      amount: '1.50',
    });
    expect(data.spendByDay[0]!.amount).toBe('0.00');
    expect(data.recentRecharges.map((item) => item.amount)).toEqual(['20.00', '2.00']);
    const year = await t.post<FinanceOverviewResult>(
      '/api/finance/overview',
      { range: '1y' },
      { token: customer.token },
    );
    expect(year.body.data.spendByDay).toHaveLength(365);
    const bad = await t.post('/api/finance/overview', { range: '2y' }, { token: customer.token });
    expect(bad.body.code).toBe(1001);
  });
});
