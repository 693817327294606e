/**
 * The admin-only insight pages with the organisation's real data, in English and in Chinese: the owner opens
 * the live monitor, sends messages from the console's send call while watching it move, then finds the same
 * messages on the data analysis, the pivot, the organisation-wide search, the account cards and the account
 * profile. Another organisation's owner reads only their own organisation.
 */
import type { Page } from '@playwright/test';
import { createApiUser, startBrowserSession, type ApiUser } from '../support/api-user.js';
import { chooseLanguage, expect, shot, test, type Locale } from '../support/console.js';
import { BASE_URL } from '../support/env.js';
import { verifyAccount } from '../support/ops.js';
import { buttonName, text } from '../support/texts.js';

async function api<T>(
  path: string,
  token: string,
  body?: object,
): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** Sends one console message to each number from the owner's current account. */
async function send(owner: ApiUser, numbers: string[], content: string): Promise<void> {
  const sent = await api('/sms/send', owner.token, {
    type: 1,
    from: 'Beacon',
    to: numbers,
    content,
    agree: true,
  });
  expect(sent.code, sent.msg).toBe(0);
}

/** The shared validation text of an invalid phone (packages/shared), as the search form shows it. */
const PHONE_INVALID = {
  'en-US': 'Enter a phone number in E.164 format, e.g. +14155550100',
  'zh-CN': '请输入 E.164 格式的号码，例如 +14155550100',
} as const;

const statistic = (page: Page, title: string) =>
  page
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-statistic-content-value');

for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly Locale[]) {
  test(`the owner watches messages flow on the monitor and finds them on every insight page (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const t = (key: string, values?: Record<string, string>) => text(key, locale, values);
    const owner = await createApiUser(`insights-${locale.toLowerCase()}`);
    await verifyAccount(owner.accountId);
    const second = await api<{ accountId: string }>('/account/add', owner.token, {
      name: 'Second desk',
      products: ['sms'],
      billingCountry: 'US',
    });
    expect(second.code).toBe(0);
    const base = 2_025_550_200 + (locale === 'en-US' ? 0 : 50);
    const numbers = Array.from({ length: 12 }, (_, i) => `+1${base + i}`);

    await startBrowserSession(page, owner, { onLoginPage: locale !== 'en-US' });
    if (locale !== 'en-US') await chooseLanguage(page, 'en-US', locale);

    // The live monitor starts quiet, then moves while messages are accepted.
    await page.goto('/app/dashboard/monitor');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const accepted = statistic(page, t('insights.monitor.accepted'));
    // A busy machine may answer slowly: the first reading gets longer than the default.
    await expect(accepted).toHaveText('0', { timeout: 30_000 });
    // Batches of four until the rate moves (it counts the last 10 seconds), then the rest: twelve in all.
    let batches = 0;
    const sendBatch = async () => {
      await send(
        owner,
        numbers.slice(batches * 4, batches * 4 + 4),
        `Insight batch ${batches} for ${locale}`,
      );
      batches += 1;
    };
    await expect(async () => {
      if (batches < 3) await sendBatch();
      await expect(accepted).not.toHaveText('0', { timeout: 4_000 });
    }).toPass({ timeout: 60_000 });
    while (batches < 3) await sendBatch();
    await expect(page.getByRole('figure', { name: t('insights.monitor.chart') })).toBeVisible();
    await shot(page, `insights-monitor-${locale}`);
    // Once every message left the queue, the queue reads 0 again.
    await expect(statistic(page, t('insights.monitor.queue'))).toHaveText('0', { timeout: 60_000 });

    // Data analysis: the admin centre's menu leads there; twelve messages of the organisation today.
    await page.goto('/app/dashboard/workplace');
    await page.getByRole('menuitem', { name: t('menu.visualization') }).click();
    await page.getByRole('menuitem', { name: t('menu.visualization.dataAnalysis'), exact: true }).click();
    await expect(page).toHaveURL(/\/visualization\/data-analysis$/);
    await expect(statistic(page, t('insights.traffic.sent'))).toHaveText('12', { timeout: 30_000 });
    await expect(page.getByRole('figure', { name: t('insights.traffic.perDay') })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Layout lab' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Second desk' })).toBeVisible();
    await shot(page, `insights-data-analysis-${locale}`);

    // The pivot: the account's row counts its twelve messages.
    await page.goto('/visualization/multi-dimension-data-analysis');
    const row = page.getByRole('row').filter({ hasText: 'Layout lab' });
    await expect(row.getByRole('cell').last()).toHaveText('12', { timeout: 30_000 });
    await shot(page, `insights-pivot-${locale}`);

    // The organisation-wide search finds one number's message, naming its account.
    await page.goto('/list/search-table');
    await expect(page.getByRole('link', { name: 'Layout lab' }).first()).toBeVisible({ timeout: 30_000 });
    await page.getByPlaceholder('+14155550100').fill('12345');
    await page.getByRole('button', { name: buttonName('insights.search.apply', locale) }).click();
    await expect(page.getByText(PHONE_INVALID[locale])).toBeVisible();
    await page.getByPlaceholder('+14155550100').fill(numbers[5]!);
    await page.getByRole('button', { name: buttonName('insights.search.apply', locale) }).click();
    await expect(page.getByRole('cell', { name: numbers[5]! })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await shot(page, `insights-search-${locale}`);

    // The account cards, and from one of them the account's profile with its latest messages.
    await page.goto('/list/card');
    const card = page.locator('.ant-card').filter({ hasText: 'Layout lab' }).last();
    await expect(card.getByText('12', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-card').filter({ hasText: 'Second desk' }).last()).toBeVisible();
    await shot(page, `insights-cards-${locale}`);
    await card.getByRole('link', { name: t('insights.cards.openProfile') }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/basic\\?accountId=${owner.accountId}$`));
    await expect(page.getByText(t('insights.profile.recentMessages'))).toBeVisible();
    await expect(page.getByRole('cell', { name: numbers[11]! })).toBeVisible();
    await shot(page, `insights-profile-${locale}`);
  });
}

test("another organisation's owner reads only their own organisation", async () => {
  const owner = await createApiUser('insights-refused');
  const member = await createApiUser('insights-outsider');
  const cards = await api<{ items: { accountId: string }[] }>('/admin/insights/accounts', member.token, {});
  expect(cards.data.items.map((item) => item.accountId)).toEqual([member.accountId]);
  const profile = await api('/admin/insights/account/profile', member.token, { accountId: owner.accountId });
  expect(profile.code).toBe(2010);
});
