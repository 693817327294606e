/**
 * Templates end to end, in English and in Chinese: a verified account writes a template for mainland China
 * (the form refuses it without a 【signature】), submits it for review, the operator approves it with
 * `npm run ops -- template:review`, and the account sends it to a +86 number from the console and sees it
 * delivered by the SMSC simulator in the log; a second template is rejected and shows the reviewer's reason.
 */
import type { Page } from '@playwright/test';
import { createApiUser, startBrowserSession, type ApiUser } from '../support/api-user.js';
import { chooseLanguage, expect, shot, test, type Locale } from '../support/console.js';
import { BASE_URL } from '../support/env.js';
import { creditAccount, ops, verifyAccount } from '../support/ops.js';
import { readSms } from '../support/sms.js';
import { buttonName, text } from '../support/texts.js';

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });
// Two templates, an operator command each (a Node process) and a delivery: longer than one page.
test.setTimeout(300_000);

const CHINA_NUMBERS: Record<Locale, string> = { 'en-US': '+8613800138001', 'zh-CN': '+8613800138002' };

/** The id of the account's newest template with `name`, as the list call answers it. */
async function templateIdOf(user: ApiUser, name: string): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/sms/template/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scope: 'custom' }),
  });
  const body = (await response.json()) as { data: { items: { templateId: string; name: string }[] } };
  const item = body.data.items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no template named ${name}`);
  return item.templateId;
}

async function chooseOption(page: Page, label: string, option: string, search?: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  if (search) await box.fill(search);
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

async function writeTemplate(page: Page, locale: Locale, name: string, content: string) {
  await page.goto('/app/sms/template');
  await page.getByRole('button', { name: buttonName('sms.template.add', locale) }).click();
  await expect(page).toHaveURL(/\/app\/sms\/template\/add$/);
  await page.getByLabel(text('sms.template.field.name', locale)).fill(name);
  await chooseOption(page, text('sms.template.field.type', locale), text('sms.type.1', locale));
  const china = locale === 'en-US' ? 'China (CN)' : '中国 (CN)';
  await chooseOption(page, text('sms.template.field.country', locale), china, 'CN');
  await page.getByLabel(text('sms.template.field.content', locale)).fill(content);
}

const submit = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: buttonName('sms.template.submit', locale) }).click();

/** Today's date in UTC, the journey user's timezone. */
const utcDay = () => new Date().toISOString().slice(0, 10);

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`a China template is written, approved by the operator and sent to +86 (${locale})`, async ({
    page,
  }) => {
    const user = await createApiUser(`templates-${locale}`, 'GB');
    await verifyAccount(user.accountId);
    await creditAccount(user.accountId, '20');
    await startBrowserSession(page, user);
    await page.goto('/app/sms/template');
    await expect(page.getByText(text('sms.template.none'))).toBeVisible();
    if (locale === 'zh-CN') await chooseLanguage(page, 'en-US', 'zh-CN');
    await expect(page.getByRole('tab', { name: text('sms.template.tab.custom', locale) })).toBeVisible();
    await expect(page.getByText(text('sms.template.none', locale))).toBeVisible();

    // Without a 【signature】 China refuses the template; the variable is listed as it is typed.
    const name = `OTP ${locale}`;
    await writeTemplate(page, locale, name, '您的验证码是{code}，5分钟内有效。');
    await expect(page.getByTestId('template-variables').getByText('code', { exact: true })).toBeVisible();
    await submit(page, locale);
    const signatureRule =
      locale === 'en-US'
        ? 'Messages to China need a signature of 2 to 12 characters in 【】 at the start or end, e.g. 【Beacon】'
        : '发往中国大陆的短信需要在开头或结尾添加 2 到 12 个字符的【】签名，例如【Beacon】';
    await expect(page.getByText(signatureRule)).toBeVisible();
    await page
      .getByLabel(text('sms.template.field.content', locale))
      .fill('【Beacon】您的验证码是{code}，5分钟内有效。');
    await shot(page, `sms-template-add-${locale}`);
    await submit(page, locale);
    await expect(page.getByText(text('sms.template.submitted', locale))).toBeVisible();
    await expect(page).toHaveURL(/\/app\/sms\/template$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText(text('sms.template.status.2', locale), { exact: true })).toBeVisible();

    // The operator approves it; the list shows it approved and offers to send it.
    const templateId = await templateIdOf(user, name);
    expect(await ops('template:review', templateId, 'approve')).toMatchObject({ templateId, status: 1 });
    await page.reload();
    await expect(row.getByText(text('sms.template.status.1', locale), { exact: true })).toBeVisible();
    await shot(page, `sms-template-list-${locale}`);
    await row.getByRole('button', { name: buttonName('sms.template.send', locale) }).click();
    await expect(page).toHaveURL(/\/app\/sms\/send\?templateId=/);

    // The send page starts with the template; the preview renders the variable.
    await page.getByLabel(text('sms.send.from', locale)).fill('Beacon');
    const to = CHINA_NUMBERS[locale];
    await page.getByLabel(text('sms.send.to', locale), { exact: true }).fill(to);
    await page.getByLabel('{code}').fill('482913');
    await expect(page.getByTestId('preview-bubble')).toHaveText(
      '【Beacon】您的验证码是482913，5分钟内有效。',
    );
    await page.getByRole('checkbox', { name: text('sms.send.agree', locale) }).check();
    const sentOn = utcDay();
    await page
      .getByRole('button', { name: buttonName('sms.send.submitCount_one', locale, { count: '1' }) })
      .click();
    await expect(page.getByText(text('sms.result.success', locale))).toBeVisible();

    // Through the simulator to the handset, and delivered in the log.
    await expect.poll(() => readSms(to).length, { timeout: 30_000 }).toBe(1);
    expect(readSms(to)[0]?.content).toBe('【Beacon】您的验证码是482913，5分钟内有效。');
    await page.getByRole('link', { name: text('sms.result.viewLog', locale) }).click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: to })
        .getByText(text('sms.status.delivered', locale), { exact: true }),
    ).toBeVisible({ timeout: 45_000 });

    // The overview counts today's message, delivered, in its hour and under China. The user's timezone is UTC: a
    // message sent just before midnight counts under yesterday, so the week is read instead when the day has
    // turned since the send (checked after "today" was read, which lies between the two).
    await page.goto('/app/sms/overview');
    await expect(
      page.getByRole('figure', { name: text('sms.overview.perBucket.hour', locale) }),
    ).toBeVisible();
    if (utcDay() !== sentOn) {
      await page.getByText(text('sms.overview.range.7d', locale), { exact: true }).click();
      await expect(
        page.getByRole('figure', { name: text('sms.overview.perBucket.day', locale) }),
      ).toBeVisible();
    }
    await expect(page.getByRole('figure', { name: text('sms.overview.byCountry', locale) })).toBeVisible();
    await expect(page.getByText('100%')).toBeVisible();
    await shot(page, `sms-overview-${locale}`);

    // A rejected template shows the reviewer's reason and can be edited and resubmitted.
    const rejectedName = `Promo ${locale}`;
    await writeTemplate(page, locale, rejectedName, '【Beacon】欢迎{name}！');
    await submit(page, locale);
    await expect(page.getByText(text('sms.template.submitted', locale))).toBeVisible();
    const rejectedId = await templateIdOf(user, rejectedName);
    await ops('template:review', rejectedId, 'reject', 'Marketing', 'needs', 'an', 'opt-out');
    await page.reload();
    const rejectedRow = page.getByRole('row').filter({ hasText: rejectedName });
    await expect(rejectedRow.getByText(text('sms.template.status.0', locale), { exact: true })).toBeVisible();
    await expect(
      rejectedRow.getByText(text('sms.template.reason', locale, { reason: 'Marketing needs an opt-out' })),
    ).toBeVisible();
    await rejectedRow.getByRole('button', { name: buttonName('sms.template.editResubmit', locale) }).click();
    await expect(page.getByText(text('sms.template.resubmitHelp', locale))).toBeVisible();
    await expect(page.getByLabel(text('sms.template.field.content', locale))).toHaveValue(
      '【Beacon】欢迎{name}！',
    );
  });
}
