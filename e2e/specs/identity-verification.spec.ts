/**
 * Identity verification with the sandbox provider, as a user does it: the console shows a QR code and its link,
 * the phone opens the link, sends a document photo and a selfie, and the console moves to the result by itself.
 * The sandbox passes any document number except those ending in a sub-code (docs/contracts.md).
 */
import type { Page } from '@playwright/test';
import { createApiUser, startBrowserSession } from '../support/api-user.js';
import { expect, shot, test, type Locale } from '../support/console.js';
import { BASE_URL } from '../support/env.js';
import { buttonName, text } from '../support/texts.js';

// A 1×1 PNG: the photos are checked by their bytes, not by their names.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const PHONE = { baseURL: BASE_URL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('a user verifies the account with a phone and the console shows the result', async ({
  page,
  openContext,
}) => {
  const user = await createApiUser('kyc');
  await startBrowserSession(page, user);
  await page.goto('/user/verification');
  await page.getByRole('button', { name: buttonName('user.verification.start') }).click();
  await expect(page).toHaveURL(/\/user\/verification\/verify/);
  await expect(page.getByRole('img', { name: text('user.verificationVerify.qrLabel') })).toBeVisible();
  await shot(page, 'verification-qr-en');
  const link = await page.locator('a[href*="/ekyc/"]').getAttribute('href');
  expect(link).toBeTruthy();

  const phone = await openContext(PHONE);
  const mobile = await phone.newPage();
  await mobile.goto(link!);
  await submitDocuments(mobile, 'en-US', 'P1234567');
  await expect(mobile).toHaveURL(/\/ekyc\/result/);
  await expect(mobile.getByText(text('ekyc.result.passed'))).toBeVisible();
  await shot(mobile, 'ekyc-result-en');
  // The link is single-use.
  await mobile.goto(link!);
  await expect(mobile.getByText(text('ekyc.expired.title'))).toBeVisible();
  await phone.close();

  await expect(page).toHaveURL(/\/user\/verification\/result/);
  await expect(page.getByText(text('user.verificationResult.passed'))).toBeVisible();
  await shot(page, 'verification-result-en');
});

test('in Chinese, a refused document says why, and the account can redo the verification', async ({
  page,
  openContext,
}) => {
  const user = await createApiUser('kyc-zh');
  await startBrowserSession(page, user, { locale: 'zh-CN' });
  await page.goto('/user/verification/verify');
  await expect(
    page.getByRole('img', { name: text('user.verificationVerify.qrLabel', 'zh-CN') }),
  ).toBeVisible();
  const link = await page.locator('a[href*="/ekyc/"]').getAttribute('href');

  // The phone has no language of its own: the page opens in the desktop console's, carried by the link.
  const phone = await openContext(PHONE);
  const mobile = await phone.newPage();
  await mobile.goto(link!);
  await expect(mobile.getByRole('form', { name: text('ekyc.form.title', 'zh-CN') })).toBeVisible();
  await shot(mobile, 'ekyc-form-zh');
  // A document number ending in 204 makes the sandbox answer "face mismatch".
  await submitDocuments(mobile, 'zh-CN', 'P1234204');
  await expect(mobile.getByText(text('ekyc.result.failed', 'zh-CN'), { exact: true })).toBeVisible();
  // Sub-code 204 in the words of the spec's table (packages/shared).
  await expect(mobile.getByText(/人脸与证件不匹配/)).toBeVisible();
  await shot(mobile, 'ekyc-result-failed-zh');
  await phone.close();

  await expect(page).toHaveURL(/\/user\/verification\/result/);
  await expect(
    page.getByText(text('user.verificationResult.failed', 'zh-CN'), { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/人脸与证件不匹配/).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: buttonName('user.verificationResult.redo', 'zh-CN') }),
  ).toBeVisible();
  await shot(page, 'verification-result-failed-zh');
});

async function submitDocuments(mobile: Page, locale: Locale, documentNumber: string) {
  const form = mobile.getByRole('form', { name: text('ekyc.form.title', locale) });
  await form.getByRole('combobox', { name: text('ekyc.form.country', locale) }).click();
  await mobile.getByTitle(text('ekyc.countries.SG', locale), { exact: true }).click();
  await form.getByRole('combobox', { name: text('ekyc.form.documentType', locale) }).click();
  await mobile.getByTitle(text('ekyc.documentTypes.PASSPORT', locale), { exact: true }).click();
  await form.getByLabel(text('ekyc.form.documentNumber', locale), { exact: true }).fill(documentNumber);
  await form
    .getByLabel(text('ekyc.form.documentImage', locale), { exact: true })
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await form
    .getByLabel(text('ekyc.form.selfieImage', locale), { exact: true })
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: buttonName('ekyc.form.submit', locale) }).click();
}
