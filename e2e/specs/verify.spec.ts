/**
 * The Verify API from a customer's side (issue 23): an API key made in the console starts a verification
 * through the public API, the code arrives on the "handset" (the SMSC simulator), the check approves it, and
 * the console's SMS → Verify page shows it approved — its status, the conversion by prefix and the chart — in
 * English and in Chinese; the fraud guard tab of the SMS settings shows the account's thresholds. Then
 * verifications to one prefix that are never approved get it blocked: the API refuses it with 403/1013, the
 * console's send explains the refusal, and the owner reads what triggered the block and lifts it; a prefix the
 * operator marked high-risk shows beside it and cannot be lifted.
 */
import type { Page } from '@playwright/test';
import { createApiUser, startBrowserSession, type ApiUser } from '../support/api-user.js';
import { chooseLanguage, expect, shot, test } from '../support/console.js';
import { BASE_URL } from '../support/env.js';
import { creditAccount, ops, verifyAccount } from '../support/ops.js';
import { codeOfSms, readSms, waitForSms } from '../support/sms.js';
import { buttonName, text } from '../support/texts.js';

/** Any number but the simulator's scripted ones is accepted and delivered. */
const VERIFY_NUMBER = '+12025550177';
/** Numbers under one fraud prefix ("1303": calling code and three digits) whose codes nobody types in. */
/** An operator-wide high-risk prefix (the international networks' +882 99). */
const OPERATOR_PREFIX = '88299';
const PUMPED = (n: number) => `+1303555${String(100 + n).padStart(4, '0')}`;

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

let user: ApiUser;
let verificationId = '';
/** The API key made in the first journey, for the later ones. */
let authorization = '';

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
  authorization = await createApiKey(page);

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

test('unapproved verifications to one prefix get it blocked until the owner lifts the block', async ({
  page,
}) => {
  await startBrowserSession(page, user);
  // The least the rule allows: ten verifications in the hour decide.
  await page.goto('/app/sms/setting?tab=fraud');
  await page.getByLabel(text('sms.fraud.minVerifications')).fill('10');
  await page.getByRole('button', { name: buttonName('sms.fraud.save') }).click();
  await expect(page.getByText(text('sms.fraud.saved'))).toBeVisible();

  for (let n = 0; n < 10; n += 1) {
    const started = await callVerify(authorization, 'start', { to: PUMPED(n) });
    expect(started.envelope.code, started.envelope.msg).toBe(0);
  }
  const refused = await callVerify(authorization, 'start', { to: PUMPED(20) });
  expect(refused.status).toBe(403);
  expect(refused.envelope.code).toBe(1013);

  // The console's send of a code to the same prefix is refused with the same code, explained.
  await page.goto('/app/sms/send');
  await page.getByLabel(text('sms.send.from')).fill('Beacon');
  await page.getByLabel(text('sms.send.to'), { exact: true }).fill(PUMPED(21));
  await page
    .locator('label.ant-radio-button-wrapper')
    .filter({ hasText: text('sms.type.1') })
    .click();
  await page.getByLabel(text('sms.send.content'), { exact: true }).fill('Your code is 123456');
  await page.getByRole('checkbox', { name: text('sms.send.agree') }).check();
  await page
    .getByRole('button', { name: buttonName('sms.send.submitCount_one', 'en-US', { count: '1' }) })
    .click();
  await expect(page.getByText(text('sms.result.failure'))).toBeVisible();
  await expect(page.getByText(text('sms.result.fraudTitle'))).toBeVisible();
  await shot(page, 'verify-send-refused-en');
  await page.getByRole('link', { name: text('sms.result.fraudOpen') }).click();

  const blocks = page.getByRole('region', { name: text('sms.fraud.blocksTitle') });
  const block = blocks.getByRole('row').filter({ hasText: '+1303' });
  await expect(block).toContainText(text('sms.fraud.reason.low_conversion'));
  await expect(block).toContainText(
    text('sms.fraud.trigger.low_conversion', 'en-US', { approved: '0', verifications: '10' }),
  );
  await expect(block).toContainText(text('sms.fraud.block.active'));

  await block.getByRole('button', { name: buttonName('sms.fraud.block.lift') }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: buttonName('sms.fraud.block.lift') })
    .click();
  await expect(page.getByText(text('sms.fraud.block.lifted', 'en-US', { prefix: '+1303' }))).toBeVisible();
  await expect(block).not.toContainText(text('sms.fraud.block.active'));
  const again = await callVerify(authorization, 'start', { to: PUMPED(20) });
  expect(again.envelope.code, again.envelope.msg).toBe(0);

  // An operator-wide high-risk prefix shows in the account's list, and the customer cannot lift it.
  await ops('fraud:prefix', 'add', `+${OPERATOR_PREFIX}`);
  try {
    await page.reload();
    const operatorRow = blocks.getByRole('row').filter({ hasText: `+${OPERATOR_PREFIX}` });
    await expect(operatorRow).toContainText(text('sms.fraud.reason.operator'));
    await expect(operatorRow).toContainText(text('sms.fraud.block.notLiftable'));
    await expect(operatorRow.getByRole('button', { name: buttonName('sms.fraud.block.lift') })).toHaveCount(
      0,
    );
    await shot(page, 'verify-fraud-block-en');

    await chooseLanguage(page, 'en-US', 'zh-CN');
    const zhBlock = page
      .getByRole('region', { name: text('sms.fraud.blocksTitle', 'zh-CN') })
      .getByRole('row')
      .filter({ hasText: '+1303' });
    await expect(zhBlock).toContainText(text('sms.fraud.reason.low_conversion', 'zh-CN'));
    await expect(zhBlock).toContainText(
      text('sms.fraud.trigger.low_conversion', 'zh-CN', { approved: '0', verifications: '10' }),
    );
    await expect(page.getByRole('row').filter({ hasText: `+${OPERATOR_PREFIX}` })).toContainText(
      text('sms.fraud.block.notLiftable', 'zh-CN'),
    );
    await shot(page, 'verify-fraud-block-zh');
  } finally {
    await ops('fraud:prefix', 'remove', OPERATOR_PREFIX);
  }
});
