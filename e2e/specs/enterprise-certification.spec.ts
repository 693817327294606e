/**
 * Enterprise certification as an organisation's owner does it, in both languages: the form under
 * /user/setting → Certification with a certificate image, the record under review, the operator's decision
 * through `npm run ops -- certification:review`, then "pass" in the records and the account out of the trial.
 */
import type { Page } from '@playwright/test';
import { createApiUser, startBrowserSession, type ApiUser } from '../support/api-user.js';
import { expect, shot, test, type Locale } from '../support/console.js';
import { BASE_URL } from '../support/env.js';
import { ops } from '../support/ops.js';
import { buttonName, text } from '../support/texts.js';

// A 1×1 PNG: the images are checked by their bytes, not by their names.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const COUNTRY_NAME: Record<Locale, string> = { 'en-US': 'China (CN)', 'zh-CN': '中国 (CN)' };

async function latestRecordId(user: ApiUser): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/user/certification/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const envelope = (await response.json()) as { data: { items: { id: string }[] } };
  return envelope.data.items[0]!.id;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByTitle(option, { exact: true }).click();
}

async function fillForm(page: Page, locale: Locale) {
  const form = page.getByRole('form', { name: text('certification.form.title', locale) });
  await expect(form).toBeVisible();
  await choose(
    page,
    text('certification.form.accountType', locale),
    text('certification.accountTypes.enterprise', locale),
  );
  await form
    .getByLabel(text('certification.form.enterpriseName', locale), { exact: true })
    .fill('福州示例贸易有限公司');
  const country = page.getByRole('combobox', {
    name: text('certification.form.country', locale),
    exact: true,
  });
  await country.click();
  await country.fill(locale === 'zh-CN' ? '中国' : 'China');
  await page.getByTitle(COUNTRY_NAME[locale], { exact: true }).click();
  await choose(
    page,
    text('certification.form.certificateType', locale),
    text('certification.certificateTypes.business_licence', locale),
  );
  const code = form.getByLabel(text('certification.form.organisationCode', locale), { exact: true });
  // A wrong check digit is refused before anything is sent.
  await code.fill('91350100M000100Y44');
  await code.blur();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await code.fill('91350100M000100Y43');
  await form.getByLabel(text('certification.form.legalPersonName', locale), { exact: true }).fill('李雷');
  await choose(
    page,
    text('certification.form.legalDocumentType', locale),
    text('certification.documentTypes.ID_CARD', locale),
  );
  await form
    .getByLabel(text('certification.form.legalDocumentNumber', locale), { exact: true })
    .fill('11010519491231002X');
  await form
    .getByLabel(text('certification.form.documents', locale), { exact: true })
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByAltText('licence.png')).toBeVisible();
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`${locale}: an owner certifies the enterprise, an operator passes it, and the trial ends`, async ({
    page,
  }) => {
    const user = await createApiUser(`cert-${locale}`);
    await startBrowserSession(page, user, { locale });
    await page.goto('/user/setting?tab=certification');
    await expect(page.getByText(text('common.verification.0', locale)).first()).toBeVisible();
    await fillForm(page, locale);
    await shot(page, `certification-form-${locale}`);
    await page.getByRole('button', { name: buttonName('certification.form.submit', locale) }).click();
    await expect(page.getByText(text('certification.form.submitted', locale))).toBeVisible();
    await expect(
      page.getByText(text('certification.section.underReview', locale), { exact: true }),
    ).toBeVisible();
    const table = page.getByRole('table').last();
    await expect(table.getByText(text('certification.status.auditing', locale))).toBeVisible();
    await shot(page, `certification-auditing-${locale}`);

    const decided = await ops<{ status: string; verifiedAccounts: string[] }>(
      'certification:review',
      await latestRecordId(user),
      'approve',
    );
    expect(decided).toMatchObject({ status: 'pass', verifiedAccounts: [user.accountId] });

    await page.reload();
    await expect(page.getByText(text('certification.section.certified', locale))).toBeVisible();
    await expect(table.getByText(text('certification.status.pass', locale))).toBeVisible();
    await table.getByRole('button', { name: buttonName('certification.records.check', locale) }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('91350100M000100Y43')).toBeVisible();
    await shot(page, `certification-pass-${locale}`);
    await page.keyboard.press('Escape');

    await page.goto('/user/verification');
    await expect(page.getByText(text('common.verification.1', locale)).first()).toBeVisible();
    await expect(page.getByText(text('user.verification.verifiedText', locale))).toBeVisible();
  });
}
