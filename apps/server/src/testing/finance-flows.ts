/** Journeys of the finance tests: a customer with a current account, orders, and what the ledger says. */
import { expect } from 'vitest';
import type { FinanceOrder, OrderCreateResult, UsageLogPage } from '@beacon/shared';
import { debit } from '../modules/billing/index.js';
import { createFinanceServices } from '../modules/finance/index.js';
import { signUp, type SignedUpUser } from './flows.js';
import type { TestHarness } from './test-app.js';

/**
 * Per-test limit of the finance tests: each signs up fresh users (password hashing, a solved captcha), which on
 * a loaded machine can pass the default 20 s.
 */
export const SLOW_MACHINE_MS = 60_000;

export interface Customer {
  user: SignedUpUser;
  token: string;
  accountId: string;
}

export async function newCustomer(t: TestHarness, billingCountry = 'US'): Promise<Customer> {
  const user = await signUp(t);
  const added = await t.post<{ accountId: string }>(
    '/api/account/add',
    { name: 'Finance', products: ['sms'], billingCountry },
    { token: user.token },
  );
  expect(added.body.code).toBe(0);
  return { user, token: user.token, accountId: added.body.data.accountId };
}

export async function addAccount(t: TestHarness, customer: Customer, billingCountry = 'US'): Promise<string> {
  const added = await t.post<{ accountId: string }>(
    '/api/account/add',
    { name: 'Second', products: ['sms'], billingCountry },
    { token: customer.token },
  );
  expect(added.body.code).toBe(0);
  // Adding a second account keeps the first one current.
  return added.body.data.accountId;
}

export async function createOrder(
  t: TestHarness,
  customer: Customer,
  items: { packageId: string; quantity: number }[] = [{ packageId: 'usd-10', quantity: 2 }],
): Promise<OrderCreateResult> {
  const created = await t.post<OrderCreateResult>(
    '/api/finance/order/create',
    { items },
    { token: customer.token },
  );
  expect(created.body).toMatchObject({ code: 0 });
  return created.body.data;
}

export async function getOrder(t: TestHarness, customer: Customer, orderId: string) {
  return t.post<FinanceOrder>('/api/finance/order/get', { orderId }, { token: customer.token });
}

export async function completeSandbox(t: TestHarness, customer: Customer, orderId: string, outcome: string) {
  return t.post<FinanceOrder>(
    '/api/payments/sandbox/complete',
    { orderId, outcome },
    { token: customer.token },
  );
}

/** A send's charge straight through the ledger, as the sending path writes it. */
export async function spend(t: TestHarness, accountId: string, amountMicros: bigint, productId = 'BT-test') {
  const change = await t.db.transaction((tx) =>
    debit(tx, { accountId, amountMicros, productId, at: t.clock.now() }),
  );
  expect(change).not.toBeNull();
}

export async function balanceOf(t: TestHarness, customer: Customer): Promise<string> {
  const info = await t.get<{ accounts: { accountId: string; balance: string }[] }>('/api/user/info', {
    token: customer.token,
  });
  return info.body.data.accounts.find((account) => account.accountId === customer.accountId)!.balance;
}

/** Every usage entry of the current account, following the cursor page by page. */
export async function allUsage(t: TestHarness, customer: Customer, limit = 2) {
  const items: UsageLogPage['items'] = [];
  let cursor: string | null = null;
  do {
    const page: { body: { code: number; data: UsageLogPage } } = await t.post<UsageLogPage>(
      '/api/finance/usage/list',
      { limit, ...(cursor ? { cursor } : {}) },
      { token: customer.token },
    );
    expect(page.body.code).toBe(0);
    items.push(...page.body.data.items);
    cursor = page.body.data.nextCursor;
  } while (cursor);
  return items;
}

/** The finance services over the test's database, clock and mailer (the sweeper's view). */
export function financeOf(t: TestHarness) {
  return createFinanceServices({
    db: t.db,
    clock: t.clock.now,
    mailer: t.mail,
    config: t.config.payments,
    publicUrl: t.config.publicUrl,
    secret: t.config.cookieSecret,
    logger: { warn() {} },
  });
}
