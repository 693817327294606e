/**
 * Sender-ID registration, in English and in Chinese: the owner files a request through the guided step form
 * (the shared rule refuses a 2-character ID and a link without http(s)://), lands on the success page, follows
 * it in the list, where the operator's rejection (`npm run ops -- senderid:review`) shows with its reason; the
 * same request through the one-page group form is approved; a refused submission ends on the error page, whose
 * "Back to the form" brings the input back.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createApiUser, startBrowserSession } from '../support/api-user.js';
import { chooseLanguage, expect, shot, test, type Locale } from '../support/console.js';
import { ops } from '../support/ops.js';
import { buttonName, text } from '../support/texts.js';

/** The shared rules' messages (packages/shared), as the forms show them. */
function validationTexts(locale: Locale): Record<string, string> {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    `../../packages/shared/src/i18n/resources/${locale}/validation.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

interface Draft {
  senderId: string;
  brandName: string;
}

async function fillIdentity(page: Page, locale: Locale, draft: Draft) {
  const t = (key: string) => text(key, locale);
  await page.getByLabel(t('senderid.field.senderId')).fill(draft.senderId);
  await page.getByLabel(t('senderid.field.countries')).click();
  await page.keyboard.type('GB');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await page.getByLabel(t('senderid.field.brandName')).fill(draft.brandName);
}

async function fillDetails(page: Page, locale: Locale, link: string) {
  const t = (key: string) => text(key, locale);
  await page.getByLabel(t('senderid.field.sampleContent')).fill('Your Beacon Pay code is 123456.');
  await page.getByLabel(t('senderid.field.link')).fill(link);
  await page.getByLabel(t('senderid.field.companyName')).fill('Beacon Pay Ltd');
}

const requestIdOf = (page: Page) => new URL(page.url()).searchParams.get('requestId') ?? '';

for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly Locale[]) {
  test(`the owner registers a sender ID step by step and in one form; review decisions show in the list (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const t = (key: string, values?: Record<string, string>) => text(key, locale, values);
    const button = (key: string) => page.getByRole('button', { name: buttonName(key, locale) });
    const rules = validationTexts(locale);
    const owner = await createApiUser(`senderid-${locale}`);
    await startBrowserSession(page, owner, { onLoginPage: locale !== 'en-US' });
    if (locale !== 'en-US') await chooseLanguage(page, 'en-US', locale);

    // An empty list says what to do, and offers both ways in.
    await page.goto('/form/sender-ids');
    await expect(page.getByText(t('senderid.list.empty'))).toBeVisible();
    await shot(page, `sender-id-empty-${locale}`);
    await button('senderid.action.registerGuided').click();
    await expect(page).toHaveURL(/\/form\/step$/);

    // Step 1: the shared rule refuses a 2-character sender ID before moving on.
    await fillIdentity(page, locale, { senderId: 'AB', brandName: 'Beacon Pay' });
    await button('senderid.action.next').click();
    await expect(page.getByText(rules.senderIdTooShort!)).toBeVisible();
    await shot(page, `sender-id-step1-error-${locale}`);
    await page.getByLabel(t('senderid.field.senderId')).fill('BeaconPay');
    await button('senderid.action.next').click();

    // Step 2: a link must begin with http:// or https://.
    await fillDetails(page, locale, 'pay.example.com');
    await button('senderid.action.next').click();
    await expect(page.getByText(rules.senderIdLinkInvalid!)).toBeVisible();
    await page.getByLabel(t('senderid.field.link')).fill('https://pay.example.com/sms');
    await button('senderid.action.next').click();

    // Step 3: the summary, then submit.
    await expect(page.getByText(t('senderid.step.confirmHint'))).toBeVisible();
    await expect(page.getByText('https://pay.example.com/sms')).toBeVisible();
    await shot(page, `sender-id-step3-confirm-${locale}`);
    await button('senderid.action.submit').click();
    await expect(page).toHaveURL(/\/result\/success\?requestId=/);
    await expect(page.locator('.ant-result-title')).toHaveText(t('senderid.success.title'));
    await expect(page.getByText(t('senderid.status.submitted'))).toBeVisible();
    await shot(page, `sender-id-success-${locale}`);
    const stepRequest = requestIdOf(page);

    // The operator rejects it; the list shows the decision and the reason.
    await ops('senderid:review', stepRequest, 'reject', 'Brand', 'not', 'registered');
    await button('senderid.action.viewRequests').click();
    const stepRow = page.getByRole('row').filter({ hasText: 'BeaconPay' });
    await expect(stepRow.getByText(t('senderid.status.rejected'))).toBeVisible();
    await expect(stepRow.getByText('Brand not registered')).toBeVisible();

    // The one-page form files the same kind of request; the operator approves it.
    await button('senderid.action.registerForm').click();
    await expect(page).toHaveURL(/\/form\/group$/);
    await fillIdentity(page, locale, { senderId: 'Beacon Pay', brandName: 'Beacon Pay' });
    await fillDetails(page, locale, 'https://pay.example.com/sms');
    await shot(page, `sender-id-group-${locale}`);
    await button('senderid.action.submit').click();
    await expect(page).toHaveURL(/\/result\/success\?requestId=/);
    await ops('senderid:review', requestIdOf(page), 'approve');
    await button('senderid.action.viewRequests').click();
    await expect(
      page.getByRole('row').filter({ hasText: 'Beacon Pay' }).getByText(t('senderid.status.approved')),
    ).toBeVisible();
    await shot(page, `sender-id-list-${locale}`);

    // A refused submission (as if the owner's role had changed meanwhile) ends on the error page; going back
    // to the form keeps what was typed.
    await page.route('**/api/admin/sender-id/submit', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 1006, msg: 'This operation is not allowed.', data: null }),
      }),
    );
    await page.goto('/form/group');
    await fillIdentity(page, locale, { senderId: 'BeaconShop', brandName: 'Beacon Shop' });
    await fillDetails(page, locale, 'https://shop.example.com');
    await button('senderid.action.submit').click();
    await expect(page).toHaveURL(/\/result\/error$/);
    await expect(page.locator('.ant-result-title')).toHaveText(t('senderid.error.title'));
    await expect(page.getByText(t('senderid.error.code', { code: '1006' }))).toBeVisible();
    await shot(page, `sender-id-error-${locale}`);
    await button('senderid.action.backToForm').click();
    await expect(page).toHaveURL(/\/form\/group$/);
    await expect(page.getByLabel(t('senderid.field.senderId'))).toHaveValue('BeaconShop');
    await expect(page.getByLabel(t('senderid.field.link'))).toHaveValue('https://shop.example.com');
  });
}
