/**
 * Sending SMS from the console, end to end against the built server and its SMSC simulator: a verified
 * account checks its recipients line by line, watches the live counter, the smart-encoding hint, the cost
 * estimate and the preview, sends, follows the messages in the log to their final status (the simulator's
 * test number +12025550101 ends `undelivered`), reads a message's history, filters and exports the log,
 * creates an API key and sends through the public API with it; then the same pages in Chinese.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createApiUser, startBrowserSession, type ApiUser } from '../support/api-user.js';
import { chooseLanguage, expect, shot, test, type Locale } from '../support/console.js';
import { BASE_URL } from '../support/env.js';
import { creditAccount, verifyAccount } from '../support/ops.js';
import { readSms } from '../support/sms.js';
import { buttonName, text } from '../support/texts.js';

/** Any other number is accepted and receipted DELIVRD by the simulator. */
const DELIVERED_NUMBER = '+12025550100';
/** The simulator's scripted outcome (apps/server/src/carriers/README.md, "Test numbers"). */
const UNDELIVERED_NUMBER = '+12025550101';
const API_NUMBER = '+12025550107';
const ZH_CONTENT = '您的订单已发货，请注意查收。';

/** The shared SMS rules' words (packages/shared/src/sms/messages.ts). */
const PHONE_INVALID = 'Please enter a valid E.164 phone number';
const PHONE_DUPLICATE = 'This phone number has already been added';

/** 94 GSM-7 characters: one segment as GSM-7, two as UCS-2 (70 / 67 per segment). */
const PLAIN =
  'Your Beacon order 4711 has shipped and arrives tomorrow between 9 and 12. Track it in the app.';
const CURLY = PLAIN.replace('Beacon', '“Beacon”');

test.describe.configure({ mode: 'serial' });
// A step that cannot happen fails within seconds instead of at the test's timeout.
test.use({ actionTimeout: 15_000 });

let user: ApiUser;

test.beforeAll(async () => {
  user = await createApiUser('sms-sender', 'GB');
  // A trial account may send only to its owner's bound phone: the operator verifies this one instead.
  await verifyAccount(user.accountId);
  await creditAccount(user.accountId, '20');
});

const counter = (page: Page) => page.getByTestId('message-counter');
const costTotal = (page: Page) => page.getByTestId('cost-total');
const logRow = (page: Page, shows: string) => page.getByRole('row').filter({ hasText: shows });

/** antd's button-style radios hide the input: a person clicks the label. */
async function chooseType(page: Page, label: string) {
  await page.locator('label.ant-radio-button-wrapper').filter({ hasText: label }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

async function openSendPage(page: Page, locale: Locale = 'en-US') {
  await page.goto('/app/sms/send');
  await expect(page.getByText(text('sms.send.title', locale)).first()).toBeVisible();
}

/** A full-page picture from the top, as the page is first seen (typing scrolls the window). */
async function shotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** The drawer slides in from the right: waits until it rests against the window's edge. */
async function expectDrawerOpen(page: Page, title: string) {
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? Math.round(box.x + box.width) : null;
    })
    .toBe(width);
  return drawer;
}

/**
 * Waits until the log row showing `row` (a number or a text) shows `status`: the log refreshes itself while
 * messages are in flight.
 */
async function expectRowStatus(page: Page, row: string, status: string, locale: Locale = 'en-US') {
  await expect(
    logRow(page, row).getByText(text(`sms.status.${status}`, locale), { exact: true }),
  ).toBeVisible({ timeout: 45_000 });
}

test('a verified account sends from the console and follows its messages in the log', async ({ page }) => {
  await startBrowserSession(page, user);
  await openSendPage(page);
  // Verified: no trial notice.
  await expect(page.getByText(text('sms.send.trialTitle'))).toHaveCount(0);

  await page.getByLabel(text('sms.send.from')).fill('Beacon');

  // Per-line verdicts from the shared rules: a malformed number and a repeat, each named by position.
  const recipients = page.getByLabel(text('sms.send.to'), { exact: true });
  await recipients.fill([DELIVERED_NUMBER, '12025550199', UNDELIVERED_NUMBER, DELIVERED_NUMBER].join('\n'));
  const problems = page.getByTestId('recipient-problems');
  await expect(problems.getByRole('listitem')).toHaveCount(2);
  await expect(problems.getByRole('listitem').nth(0)).toContainText(
    text('sms.recipients.entry', 'en-US', { number: '2' }),
  );
  await expect(problems.getByRole('listitem').nth(0)).toContainText(PHONE_INVALID);
  await expect(problems.getByRole('listitem').nth(1)).toContainText(
    text('sms.recipients.entry', 'en-US', { number: '4' }),
  );
  await expect(problems.getByRole('listitem').nth(1)).toContainText(PHONE_DUPLICATE);
  await expect(page.getByTestId('recipient-summary')).toContainText(
    text('sms.recipients.valid', 'en-US', { count: '2' }),
  );
  // Leaving the box with an invalid entry is refused with the form's message.
  await page.getByLabel(text('sms.send.from')).focus();
  await expect(page.getByText('Please enter valid phone number')).toBeVisible();
  await page.getByRole('button', { name: text('sms.recipients.removeInvalid') }).click();
  // The checked list follows the text after a short pause; once it has, the buttons beside it stop moving.
  await expect(problems.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: text('sms.recipients.removeDuplicates') }).click();
  await expect(recipients).toHaveValue(`${DELIVERED_NUMBER}\n${UNDELIVERED_NUMBER}`);
  await expect(problems).toHaveCount(0);
  await expect(page.getByText('Please enter valid phone number')).toHaveCount(0);

  await chooseType(page, text('sms.type.3'));

  // The live counter: GSM-7 in one segment, then one non-GSM character makes it UCS-2 in two.
  const content = page.getByLabel(text('sms.send.content'), { exact: true });
  await content.fill(PLAIN);
  await expect(counter(page)).toContainText('GSM-7');
  await expect(counter(page)).toContainText(text('sms.counter.characters', 'en-US', { count: '94' }));
  await expect(counter(page)).toContainText(text('sms.counter.segments_one', 'en-US', { count: '1' }));
  await expect(costTotal(page)).toBeVisible();
  const oneSegmentCost = await costTotal(page).innerText();
  await content.press('End');
  await content.pressSequentially(' ✓');
  await expect(counter(page)).toContainText('UCS-2');
  await expect(counter(page)).toContainText(text('sms.counter.characters', 'en-US', { count: '96' }));
  await expect(counter(page)).toContainText(text('sms.counter.segments', 'en-US', { count: '2' }));
  await expect(costTotal(page)).not.toHaveText(oneSegmentCost);
  await expect(page.getByText(text('sms.smartEncoding.ucs2Because'))).toBeVisible();

  // Curly quotes have GSM-7 look-alikes: the hint offers smart encoding and says what it would save.
  await content.fill(CURLY);
  await expect(counter(page)).toContainText('UCS-2');
  await expect(page.getByText(text('sms.smartEncoding.wouldReplace', 'en-US', { count: '2' }))).toBeVisible();
  await expect(
    page.getByText(text('sms.smartEncoding.wouldSave', 'en-US', { from: '2', to: '1' })),
  ).toBeVisible();
  await shotFromTop(page, 'sms-send-en');
  await page.getByRole('switch', { name: text('sms.smartEncoding.label') }).click();
  await expect(page.getByText(text('sms.smartEncoding.applied', 'en-US', { count: '2' }))).toBeVisible();
  await expect(counter(page)).toContainText('GSM-7');
  await expect(costTotal(page)).toHaveText(oneSegmentCost);

  // The preview shows the text as the handset receives it, after smart encoding.
  const preview = page.getByLabel(text('sms.preview.phone'));
  await expect(preview.getByText('Beacon', { exact: true })).toBeVisible();
  await expect(preview.getByTestId('preview-bubble')).toHaveText(CURLY.replace(/[“”]/g, '"'));
  await expect(
    page.getByText(text('sms.preview.for', 'en-US', { to: DELIVERED_NUMBER }), { exact: false }),
  ).toBeVisible();
  await shotFromTop(page, 'sms-preview-en');

  // Terms first.
  const submit = page.getByRole('button', {
    name: buttonName('sms.send.submitCount', 'en-US', { count: '2' }),
  });
  await submit.click();
  await expect(
    page.getByText('Please confirm that the recipients agreed to receive these messages'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: text('sms.send.agree') }).check();
  const seenBefore = readSms(DELIVERED_NUMBER).length;
  await submit.click();

  await expect(page.getByText(text('sms.result.success'))).toBeVisible();
  await expect(page.getByText(text('sms.result.accepted', 'en-US', { count: '2' }))).toBeVisible();
  await shot(page, 'sms-success-en');
  await page.getByRole('link', { name: text('sms.result.viewLog') }).click();
  await expect(page).toHaveURL(/\/app\/sms\/log\?/);

  // The simulator received the message and answers with receipts: one delivered, the test number undelivered.
  await expect.poll(() => readSms(DELIVERED_NUMBER).length, { timeout: 30_000 }).toBeGreaterThan(seenBefore);
  await expectRowStatus(page, DELIVERED_NUMBER, 'delivered');
  await expectRowStatus(page, UNDELIVERED_NUMBER, 'undelivered');
  await expect(logRow(page, DELIVERED_NUMBER)).toContainText(CURLY.replace(/[“”]/g, '"').slice(0, 20));

  // The detail drawer: the fields and the status history.
  await logRow(page, UNDELIVERED_NUMBER).click();
  const drawer = await expectDrawerOpen(page, text('sms.detail.title'));
  await expect(drawer.getByText(text('sms.detail.history'))).toBeVisible();
  const history = drawer.locator('.ant-timeline');
  await expect(history.getByText(text('sms.status.queued'), { exact: true })).toBeVisible();
  await expect(history.getByText(text('sms.status.sent'), { exact: true })).toBeVisible();
  await expect(history.getByText(text('sms.status.undelivered'), { exact: true })).toBeVisible();
  await expect(drawer.getByText(text('sms.detail.errorCode'))).toBeVisible();
  await shot(page, 'sms-log-drawer-en');
  await history.scrollIntoViewIfNeeded();
  await shot(page, 'sms-log-drawer-history-en');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // Filter by status: only the undelivered one is left.
  await page.getByLabel(text('sms.log.filter.status')).click();
  await page
    .locator('.ant-select-dropdown')
    .getByTitle(text('sms.status.undelivered'), { exact: true })
    .click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: buttonName('sms.log.filter.apply') }).click();
  await expect(page).toHaveURL(/status=undelivered/);
  await expect(logRow(page, UNDELIVERED_NUMBER)).toBeVisible();
  await expect(logRow(page, DELIVERED_NUMBER)).toHaveCount(0);
  await shot(page, 'sms-log-filtered-en');

  // Export the filtered log as CSV: the header row and exactly the one matching message.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName('sms.log.export.button') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sms-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe(
    'id,createdAt,direction,from,to,country,type,status,errorCode,segments,encoding,cost,currency,content,updatedAt',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,out,Beacon,${UNDELIVERED_NUMBER},US,3,undelivered,`);
  expect(lines[1]).toContain(',1,GSM-7,');
  await expect(page.getByText(text('sms.log.export.done'))).toBeVisible();
});

test('an API key made in the settings sends through the public API, and the message shows in the log', async ({
  page,
}) => {
  await startBrowserSession(page, user);
  await page.goto('/app/sms/setting?tab=apiKeys');
  await page.getByRole('button', { name: buttonName('sms.apiKey.create') }).click();
  const modal = page.getByRole('dialog', { name: text('sms.apiKey.createTitle') });
  await modal.getByLabel(text('sms.apiKey.name')).fill('Order service');
  await modal.getByRole('button', { name: buttonName('sms.apiKey.create') }).click();

  const created = page.getByRole('dialog', { name: text('sms.apiKey.createdTitle') });
  await expect(created.getByText(text('sms.apiKey.secretOnce'))).toBeVisible();
  const secret = (await created.getByTestId('api-key-secret').innerText()).trim();
  const keyId = (await created.locator('code').filter({ hasText: /^AK/ }).first().innerText()).trim();
  expect(keyId).toMatch(/^AK[0-9A-Z]{26}$/);
  expect(secret.length).toBeGreaterThan(20);
  await shot(page, 'sms-apikey-created-en');
  await created.getByRole('button', { name: buttonName('sms.apiKey.done') }).click();
  await expect(created).toBeHidden();

  // The secret is not shown again: the list has only its first characters.
  const keyRow = page.getByRole('row').filter({ hasText: keyId });
  await expect(keyRow).toContainText('Order service');
  await expect(keyRow).toContainText(text('sms.apiKey.active'));
  await expect(keyRow).not.toContainText(secret);
  await expect(page.getByText(secret)).toHaveCount(0);
  await shot(page, 'sms-settings-en');

  const apiContent = `API order ${Date.now()} is ready for pickup`;
  const response = await fetch(`${BASE_URL}/api/v1/sms/send`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${keyId}:${secret}`).toString('base64')}`,
      'x-account-id': user.accountId,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ type: 'otp', to: [API_NUMBER], content: apiContent, from: 'Beacon' }),
  });
  const envelope = (await response.json()) as {
    code: number;
    msg: string;
    data: { messages: { messageId: string; to: string; status: string }[]; currency: string };
  };
  expect(envelope.code, envelope.msg).toBe(0);
  expect(response.status).toBe(200);
  expect(envelope.data.messages).toEqual([expect.objectContaining({ to: API_NUMBER, status: 'queued' })]);
  expect(envelope.data.currency).toBe('GBP');

  await page.goto('/app/sms/log');
  await expect(logRow(page, API_NUMBER)).toContainText(apiContent);
  await expectRowStatus(page, API_NUMBER, 'delivered');
  await expect(logRow(page, API_NUMBER)).toContainText(text('sms.type.1'));

  // The key's list shows that it was used.
  await page.goto('/app/sms/setting?tab=apiKeys');
  await expect(page.getByRole('row').filter({ hasText: keyId })).not.toContainText(
    text('sms.apiKey.neverUsed'),
  );
});

test('the SMS pages speak Chinese: send, preview, result, log with the drawer, settings', async ({
  page,
}) => {
  const zh = 'zh-CN';
  await startBrowserSession(page, user);
  await openSendPage(page);
  await chooseLanguage(page, 'en-US', zh);
  await expect(page.getByText(text('sms.send.title', zh)).first()).toBeVisible();

  await page.getByLabel(text('sms.send.from', zh)).fill('Beacon');
  await page.getByLabel(text('sms.send.to', zh), { exact: true }).fill(`${DELIVERED_NUMBER}\n+1202`);
  await expect(page.getByTestId('recipient-problems')).toContainText('请输入有效的 E.164 格式手机号码');
  await shotFromTop(page, 'sms-send-zh');
  await page.getByRole('button', { name: buttonName('sms.recipients.removeInvalid', zh) }).click();
  // The checked list follows the text after a short pause and then leaves, moving the type buttons up: a click
  // before it has left can land where a button was (CI at load 20 clicked beside the radio).
  await expect(page.getByTestId('recipient-problems')).toHaveCount(0);
  await chooseType(page, text('sms.type.3', zh));
  await page.getByLabel(text('sms.send.content', zh), { exact: true }).fill(ZH_CONTENT);
  await expect(counter(page)).toContainText('UCS-2');
  await expect(counter(page)).toContainText(text('sms.counter.characters', zh, { count: '14' }));
  await expect(page.getByText(text('sms.smartEncoding.ucs2Because', zh))).toBeVisible();
  await expect(page.getByText(text('sms.cost.title', zh))).toBeVisible();
  await expect(page.getByTestId('preview-bubble')).toHaveText(ZH_CONTENT);
  await shotFromTop(page, 'sms-preview-zh');

  await page.getByRole('checkbox', { name: text('sms.send.agree', zh) }).check();
  await page.getByRole('button', { name: buttonName('sms.send.submitCount', zh, { count: '1' }) }).click();
  await expect(page.getByText(text('sms.result.success', zh))).toBeVisible();
  await shot(page, 'sms-success-zh');
  await page.getByRole('link', { name: buttonName('sms.result.viewLog', zh) }).click();

  await expectRowStatus(page, ZH_CONTENT, 'delivered', zh);
  await shot(page, 'sms-log-zh');
  await logRow(page, ZH_CONTENT).click();
  const drawer = await expectDrawerOpen(page, text('sms.detail.title', zh));
  await expect(drawer.getByText(text('sms.detail.history', zh))).toBeVisible();
  await expect(
    drawer.locator('.ant-timeline').getByText(text('sms.status.delivered', zh), { exact: true }),
  ).toBeVisible();
  await shot(page, 'sms-log-drawer-zh');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/app/sms/setting?tab=apiKeys');
  await expect(page.getByRole('tab', { name: text('sms.setting.tab.apiKeys', zh) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(text('sms.apiKey.help', zh))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Order service' })).toContainText(
    text('sms.apiKey.active', zh),
  );
  await shot(page, 'sms-settings-zh');

  await page.getByRole('button', { name: buttonName('sms.apiKey.create', zh) }).click();
  const modal = page.getByRole('dialog', { name: text('sms.apiKey.createTitle', zh) });
  await modal.getByLabel(text('sms.apiKey.name', zh)).fill('报表服务');
  await modal.getByRole('button', { name: buttonName('sms.apiKey.create', zh) }).click();
  await expect(page.getByText(text('sms.apiKey.secretOnce', zh))).toBeVisible();
  await shot(page, 'sms-apikey-created-zh');
  await page.getByRole('button', { name: buttonName('sms.apiKey.done', zh) }).click();

  await chooseLanguage(page, zh, 'en-US');
});
