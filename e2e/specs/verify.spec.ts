/**
 * The Verify API from a customer's side (issue 23): an API key made in the console starts a verification
 * through the public API, the code arrives on the "handset" (the SMSC simulator), the check approves it, and
 * the console's SMS → Verify page shows it approved — its status, the conversion by prefix and the chart — in
 * English and in Chinese; the fraud guard tab of the SMS settings shows the account's thresholds and blocks.
 */
import type { Page } from '@playwright/test';
import { createApiUser, startBrowserSession, type ApiUser } from '../support/api-user.js';
import { chooseLanguage, expect, shot, test } from '../support/console.js';
import { BASE_URL } from '../support/env.js';
import { creditAccount, verifyAccount } from '../support/ops.js';
import { codeOfSms, readSms, waitForSms } from '../support/sms.js';
import { buttonName, text } from '../support/texts.js';

/** Any number but the simulator's scripted ones is accepted and delivered. */
const VERIFY_NUMBER = '+12025550177';

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

let user: ApiUser;
let verificationId = '';

test.beforeAll(async () => {
  user = await createApiUser('verify-customer', 'US');
  await verifyAccount(user.accountId);
  await creditAccount(user.accountId, '20');
});

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function createApiKey(page: Page): Promise<string> {
  await page.goto('/app/sms/setting?tab=apiKeys');
  await page.getByRole('button', { name: buttonName('sms.apiKey.create') }).click();
  const modal = page.getByRole('dialog', { name: text('sms.apiKey.createTitle') });
  await modal.getByLabel(text('sms.apiKey.name')).fill('Sign-in codes');
  await modal.getByRole('button', { name: buttonName('sms.apiKey.create') }).click();
  const created = page.getByRole('dialog', { name: text('sms.apiKey.createdTitle') });
  const secret = (await created.getByTestId('api-key-secret').innerText()).trim();
  const keyId = (await created.locator('code').filter({ hasText: /^AK/ }).first().innerText()).trim();
  await created.getByRole('button', { name: buttonName('sms.apiKey.done') }).click();
  await expect(created).toBeHidden();
  return `Basic ${Buffer.from(`${keyId}:${secret}`).toString('base64')}`;
}

async function callVerify<T>(authorization: string, path: string, body: object) {
  const response = await fetch(`${BASE_URL}/api/v1/verify/${path}`, {
    method: 'POST',
    headers: { authorization, 'x-account-id': user.accountId, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}

const verificationRow = (page: Page) => page.getByRole('row').filter({ hasText: VERIFY_NUMBER });

test('a code started and checked through the public API shows approved on the Verify page', async ({
  page,
}) => {
  await startBrowserSession(page, user);
  const authorization = await createApiKey(page);

  const seen = readSms(VERIFY_NUMBER).length;
  const started = await callVerify<{ verificationId: string; status: string; messageId: string }>(
    authorization,
    'start',
    { to: VERIFY_NUMBER },
  );
  expect(started.envelope.code, started.envelope.msg).toBe(0);
  expect(started.status).toBe(200);
  expect(started.envelope.data.status).toBe('pending');
  verificationId = started.envelope.data.verificationId;

  // The pending verification is on the page before the code is typed.
  await page.goto('/app/sms/verify');
  await expect(verificationRow(page)).toContainText(text('sms.verify.status.pending'));

  const code = codeOfSms(await waitForSms(VERIFY_NUMBER, seen));
  const wrong = code === '000000' ? '111111' : '000000';
  const missed = await callVerify<{ status: string; attemptsLeft: number }>(authorization, 'check', {
    verificationId,
    code: wrong,
  });
  expect(missed.envelope.data).toMatchObject({ status: 'pending', attemptsLeft: 4 });
  const checked = await callVerify<{ status: string }>(authorization, 'check', { verificationId, code });
  expect(checked.envelope.code, checked.envelope.msg).toBe(0);
  expect(checked.envelope.data.status).toBe('approved');

  await page.reload();
  const row = verificationRow(page);
  await expect(row).toContainText(text('sms.verify.status.approved'));
  await expect(row).toContainText(verificationId);
  // Two checks: the wrong code and the right one. The code itself is never shown.
  await expect(row.getByRole('cell').nth(5)).toHaveText('2');
  await expect(page.getByText(code, { exact: true })).toHaveCount(0);

  const conversion = page.locator('.ant-card').filter({ hasText: text('sms.verify.conversion.title') });
  await expect(
    conversion.getByRole('row').filter({ hasText: text('sms.verify.conversion.total') }),
  ).toContainText('100%');
  await expect(page.getByRole('figure', { name: text('sms.verify.chart.title.hour') })).toBeVisible();

  // The filters narrow the list by status.
  await page.goto('/app/sms/verify?status=expired');
  await expect(page.getByText(text('sms.verify.empty'))).toBeVisible();
  await page.getByRole('button', { name: buttonName('sms.verify.filter.reset') }).click();
  await expect(verificationRow(page)).toContainText(text('sms.verify.status.approved'));
  await shot(page, 'verify-page-en');

  await chooseLanguage(page, 'en-US', 'zh-CN');
  await expect(page.getByText(text('sms.verify.recent', 'zh-CN'))).toBeVisible();
  await expect(verificationRow(page)).toContainText(text('sms.verify.status.approved', 'zh-CN'));
  await expect(
    page.getByRole('figure', { name: text('sms.verify.chart.title.hour', 'zh-CN') }),
  ).toBeVisible();
  await expect(page.getByRole('menuitem', { name: text('menu.sms.verify', 'zh-CN') })).toBeVisible();
  await shot(page, 'verify-page-zh');
});

test('the fraud guard tab shows the thresholds and the blocked prefixes, in both languages', async ({
  page,
}) => {
  await startBrowserSession(page, user);
  await page.goto('/app/sms/setting?tab=fraud');
  await expect(page.getByRole('tab', { name: text('sms.setting.tab.fraud') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel(text('sms.fraud.minConversionPercent'))).toHaveValue('20');
  await expect(page.getByLabel(text('sms.fraud.minVerifications'))).toHaveValue('100');
  const blocks = page.getByRole('region', { name: text('sms.fraud.blocksTitle') });
  await expect(blocks.getByText(text('sms.fraud.noBlocks'))).toBeVisible();

  // The owner saves an allowed prefix; the server keeps it as digits.
  await page.getByRole('combobox', { name: text('sms.fraud.allowedPrefixes') }).fill('+4474');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: buttonName('sms.fraud.save') }).click();
  await expect(page.getByText(text('sms.fraud.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByText('+4474', { exact: true })).toBeVisible();
  await shot(page, 'verify-fraud-settings-en');

  await chooseLanguage(page, 'en-US', 'zh-CN');
  await expect(page.getByRole('tab', { name: text('sms.setting.tab.fraud', 'zh-CN') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(text('sms.fraud.noBlocks', 'zh-CN'))).toBeVisible();
  await expect(page.getByLabel(text('sms.fraud.minConversionPercent', 'zh-CN'))).toHaveValue('20');
  await shot(page, 'verify-fraud-settings-zh');
});
