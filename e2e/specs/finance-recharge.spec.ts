/**
 * Topping up in the browser through the embedded sandbox payment page (issue 11), in English and in
 * Chinese: a fresh user buys 2 × 10 USD from the workplace's Recharge action, pays on the sandbox page and
 * sees the new balance; the result page, the header, the recharge log and the usage log agree to the cent; a
 * second order cancelled on the sandbox page credits nothing and says "Payment Failed".
 */
import type { Locator, Page } from '@playwright/test';
import { createApiUser, startBrowserSession, type ApiUser } from '../support/api-user.js';
import { BASE_URL } from '../support/env.js';
import { chooseLanguage, expect, shot, test, type Locale } from '../support/console.js';
import { buttonName, text } from '../support/texts.js';

/** The account's balance as the server has it (decimal string), read with the user's session. */
async function balanceOf(user: ApiUser): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/user/info`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const { data } = (await response.json()) as {
    data: { accounts: { accountId: string; balance: string }[] };
  };
  const account = data.accounts.find((candidate) => candidate.accountId === user.accountId);
  if (!account) throw new Error('the account is gone');
  return account.balance;
}

/** "22.5" → "22.50": how every finance page shows a whole-cent USD amount, whatever the currency sign. */
const cents = (amount: number) => amount.toFixed(2);

/** The first data row of the (only) table on the page. */
const firstRow = (page: Page): Locator => page.locator('tr[data-row-key]').first();

/** Opens a finance page from the side menu, as a person would (and without reloading the console). */
async function openFromMenu(page: Page, locale: Locale, key: string) {
  await page.getByRole('menuitem', { name: text(key, locale), exact: true }).click();
}

async function payOnSandbox(page: Page, outcome: 'paid' | 'cancelled') {
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\//);
  // The sandbox page is the server's own HTML (not the console's texts): its buttons carry the outcome.
  await page.locator(`button[data-outcome="${outcome}"]`).click();
  await expect(page).toHaveURL(/\/app\/finance\/result\?orderId=/);
}

async function checkout(
  page: Page,
  locale: Locale,
  expected: { amount: string; fee: string; total: string },
) {
  await page.getByRole('button', { name: buttonName('finance.summary.checkout', locale) }).click();
  await expect(page).toHaveURL(/\/app\/finance\/recharge\/checkout/);
  // The fee is shown on top of the recharge before anything is paid, with who collects the money.
  await expect(page.getByTestId('summary-amount')).toContainText(expected.amount);
  await expect(page.getByTestId('summary-fee')).toContainText(expected.fee);
  await expect(page.getByTestId('summary-total')).toContainText(expected.total);
  await expect(page.getByTestId('company-details')).toBeVisible();
}

// Two payments, three logs and the overview in one story: longer than the default two minutes on a busy machine.
test.describe.configure({ timeout: 300_000 });

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`a new user tops up 2 × 10 USD in the sandbox and a cancelled payment credits nothing (${locale})`, async ({
    page,
  }) => {
    const user = await createApiUser(`finance-${locale}`, 'US');
    const start = Number(await balanceOf(user));
    await startBrowserSession(page, user);
    await page.goto('/app/dashboard/workplace');
    if (locale === 'zh-CN') {
      await chooseLanguage(page, 'en-US', 'zh-CN');
      await page.getByRole('button', { name: buttonName('settings.theme.toDark', locale) }).click();
    }

    // The workplace's fifth quick action leads to the packs.
    await page
      .getByRole('link', { name: text('dashboard.quickActions.recharge.title', locale), exact: true })
      .click();
    await expect(page).toHaveURL(/\/app\/finance\/recharge$/);
    const ten = page.getByTestId('package-usd-10');
    await expect(ten).toBeVisible();
    await ten.getByRole('spinbutton').fill('2');
    await ten.getByRole('button', { name: buttonName('finance.recharge.addToCart', locale) }).click();
    // The header's cart holds two packs for 20.00 (size = Σ quantities, total = Σ price × quantity).
    await expect(
      page.locator('header').getByRole('button', { name: new RegExp(`2.*${cents(20)}`) }),
    ).toBeVisible();
    await shot(page, `finance-recharge-${locale}`);

    await checkout(page, locale, { amount: cents(20), fee: cents(0.6), total: cents(20.6) });
    await shot(page, `finance-checkout-${locale}`);
    await pay(page, locale, cents(20.6));

    await payOnSandbox(page, 'paid');
    await expect(page.getByText(text('finance.result.success', locale))).toBeVisible();
    const credited = cents(start + 20);
    await expect(page.getByTestId('result-balance')).toContainText(credited);
    expect(toCents(await balanceOf(user))).toBe(toCents(start) + 2000);
    await shot(page, `finance-result-success-${locale}`);
    // The paid cart is emptied.
    await expect(
      page.locator('header').getByRole('button', { name: text('finance.cart.headerEmpty', locale) }),
    ).toBeVisible();

    // The recharge log and the usage log say the same, to the cent.
    await page.getByRole('button', { name: buttonName('finance.result.viewLog', locale) }).click();
    await expect(page).toHaveURL(/\/app\/finance\/rechargeLog/);
    const recharge = firstRow(page);
    await expect(recharge).toContainText(cents(20));
    await expect(recharge).toContainText(text('finance.rechargeStatus.SUCCESS', locale));
    await expect(recharge).toContainText(text('finance.method.sandbox', locale));
    await shot(page, `finance-recharge-log-${locale}`);

    await openFromMenu(page, locale, 'menu.finance.usage');
    const entry = firstRow(page);
    // The usage page's own chunk loads first: a busy machine has needed more than the default wait.
    await expect(entry).toContainText(text('finance.ledger.RECHARGE', locale), { timeout: 30_000 });
    await expect(entry).toContainText(`+`);
    await expect(entry.locator('td').nth(2)).toContainText(cents(20));
    await expect(entry.locator('td').nth(4)).toContainText(cents(start));
    await expect(entry.locator('td').nth(5)).toContainText(credited);
    await shot(page, `finance-usage-${locale}`);

    await openFromMenu(page, locale, 'menu.finance.overview');
    await expect(page.getByTestId('overview-balance')).toContainText(credited);
    await shot(page, `finance-overview-${locale}`);

    // A second order, cancelled on the sandbox page: "Payment Failed", and not a cent moves.
    await openFromMenu(page, locale, 'menu.finance.recharge');
    await page
      .getByTestId('package-usd-10')
      .getByRole('button', { name: buttonName('finance.recharge.addToCart', locale) })
      .click();
    await checkout(page, locale, { amount: cents(10), fee: cents(0.3), total: cents(10.3) });
    await pay(page, locale, cents(10.3));
    await payOnSandbox(page, 'cancelled');
    await expect(page.getByText(text('finance.result.failed', locale), { exact: true })).toBeVisible();
    await expect(page.getByText(text('finance.result.failedDetail', locale))).toBeVisible();
    await shot(page, `finance-result-failed-${locale}`);
    expect(toCents(await balanceOf(user))).toBe(toCents(start) + 2000);

    // One sandbox recharge in the log (beside the trial credit), the cancelled order none.
    // The result page came from the sandbox page (a full load): open the logs by address.
    await page.goto('/app/finance/rechargeLog');
    await expect(firstRow(page)).toContainText(cents(20));
    await expect(
      page.locator('tr[data-row-key]', { hasText: text('finance.method.sandbox', locale) }),
    ).toHaveCount(1);
    await page.goto('/app/finance/usage');
    await expect(firstRow(page)).toContainText(text('finance.ledger.RECHARGE', locale));
    await expect(firstRow(page).locator('td').nth(5)).toContainText(credited);
  });
}

/** Whole cents of a decimal amount, for exact comparisons. */
const toCents = (amount: string | number) => Math.round(Number(amount) * 100);

/** The checkout's pay button, which names the total it charges. */
async function pay(page: Page, locale: Locale, total: string) {
  const word = text('finance.checkout.pay', locale, { total: '' }).trim();
  await page.getByRole('button', { name: new RegExp(`${word}.*${total.replace('.', '\\.')}`) }).click();
}
