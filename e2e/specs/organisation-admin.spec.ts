/**
 * The organisation journey of the admin issue, in English and in Chinese: the owner invites a user by e-mail
 * from the admin centre, the user signs up through the e-mailed link and sees only the account granted; the
 * admin area is closed to them (no page, code 1006 from the server); the owner disables them and their open
 * session stops at once, and their next sign-in is refused (2003).
 */
import type { Page } from '@playwright/test';
import { createApiUser, startBrowserSession } from '../support/api-user.js';
import {
  chooseLanguage,
  expect,
  shot,
  submitLogin,
  test,
  typeCode,
  type Locale,
} from '../support/console.js';
import { BASE_URL } from '../support/env.js';
import { codeOf, linkOf, readMails, waitForMail } from '../support/mail.js';
import { buttonName, text } from '../support/texts.js';

async function api<T>(path: string, token: string, body?: object): Promise<{ code: number; data: T }> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return (await response.json()) as { code: number; data: T };
}

/** The catalogue's message for 2003 (packages/shared errors), as the login page shows it. */
const USER_DISABLED = { 'en-US': 'This user has been disabled.', 'zh-CN': '该用户已被禁用。' } as const;

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly Locale[]) {
  test(`the owner invites a user who signs up through the link, sees only the granted account and is stopped when disabled (${locale})`, async ({
    page,
    openContext,
  }) => {
    // Two people, two sign-ups with the captcha and e-mailed codes: more than the default two minutes here.
    test.setTimeout(300_000);
    const t = (key: string, values?: Record<string, string>) => text(key, locale, values);
    const owner = await createApiUser(`owner-${locale}`);
    const other = await api<{ accountId: string }>('/account/add', owner.token, {
      name: 'Not shared',
      products: ['sms'],
      billingCountry: 'US',
    });
    expect(other.code).toBe(0);
    const invitee = {
      email: `invitee-${locale.toLowerCase()}-${Date.now()}@example.com`,
      password: 'Team-Mate-2026!',
    };

    // The owner invites from the admin centre, granting one account.
    await startBrowserSession(page, owner, { onLoginPage: locale !== 'en-US' });
    if (locale !== 'en-US') await chooseLanguage(page, 'en-US', locale);
    await page.goto('/admin/users');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.getByRole('button', { name: buttonName('admin.users.invite', locale) }).click();
    const dialog = page.getByRole('dialog', { name: t('admin.users.invite') });
    await dialog.getByLabel(t('admin.users.email')).fill(invitee.email);
    await dialog.getByLabel(t('admin.users.accounts')).click();
    await page.getByTitle(`Layout lab (${owner.accountId})`).click();
    await page.keyboard.press('Escape');
    const mailsBefore = readMails(invitee.email).length;
    await dialog.getByRole('button', { name: buttonName('admin.users.inviteSubmit', locale) }).click();
    await expect(page.getByText(t('admin.users.invited', { email: invitee.email }))).toBeVisible();
    await expect(page.getByRole('cell', { name: invitee.email })).toBeVisible();
    await shot(page, `admin-pending-${locale}`);

    // The invited person opens the e-mailed link in their own browser and signs up.
    const invitation = await waitForMail(invitee.email, mailsBefore);
    const browser = await openContext();
    const inviteePage = await browser.newPage();
    await inviteePage.goto(linkOf(invitation, '/signup/'));
    if (locale !== 'en-US') await chooseLanguage(inviteePage, 'en-US', locale);
    await expect(inviteePage.getByRole('heading', { name: t('admin.invitation.title') })).toBeVisible();
    await expect(inviteePage.getByLabel(t('auth.signup.email'))).toHaveValue(invitee.email);
    await inviteePage.getByLabel(t('auth.signup.username')).fill('Invited Teammate');
    await inviteePage.getByLabel(t('auth.signup.password'), { exact: true }).fill(invitee.password);
    await inviteePage.getByLabel(t('auth.signup.confirm')).fill(invitee.password);
    await inviteePage.getByText(t('auth.captcha.label')).click();
    await expect(inviteePage.getByText(t('auth.captcha.verified'))).toBeVisible({ timeout: 30_000 });
    await inviteePage.getByRole('checkbox', { name: new RegExp(t('auth.signup.agreePrefix')) }).check();
    const codesBefore = readMails(invitee.email).length;
    await inviteePage.getByRole('button', { name: buttonName('auth.signup.submit', locale) }).click();
    await typeCode(inviteePage, codeOf(await waitForMail(invitee.email, codesBefore)), locale);
    await inviteePage.getByRole('button', { name: buttonName('auth.signup.verify', locale) }).click();

    // Only the granted account is theirs; no way to create or delete accounts.
    await expect(inviteePage).toHaveURL(/\/welcome/);
    await expect(inviteePage.getByText(owner.accountId).first()).toBeVisible();
    await expect(inviteePage.getByText(other.data.accountId)).toHaveCount(0);
    await expect(
      inviteePage.getByRole('button', { name: buttonName('welcome.create.button', locale) }),
    ).toHaveCount(0);
    await shot(inviteePage, `invitee-accounts-${locale}`);

    // The admin centre is closed to them: the 403 page where they asked, and the server refuses its calls.
    await inviteePage.goto('/admin/users');
    await expect(inviteePage.getByText(text('exception.403.description', locale))).toBeVisible();
    await expect(
      inviteePage.getByRole('button', { name: buttonName('admin.users.invite', locale) }),
    ).toHaveCount(0);
    await expect(inviteePage).toHaveURL(/\/admin\/users$/);
    await shot(inviteePage, `invitee-forbidden-${locale}`);
    const inviteeToken = await tokenOf(inviteePage);
    expect((await api('/admin/overview', inviteeToken)).code).toBe(1006);
    expect((await api('/admin/user/list', inviteeToken, { kind: 'independent' })).code).toBe(1006);

    // The owner disables them; their open session stops at once.
    await page.reload();
    await page.getByRole('tab', { name: t('admin.users.tab.independent') }).click();
    const row = page.getByRole('row', { name: new RegExp(invitee.email) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: buttonName('admin.users.action.disable', locale) }).click();
    await page.getByRole('button', { name: buttonName('admin.common.confirm', locale) }).click();
    await expect(row.getByText(t('admin.status.disabled'))).toBeVisible();
    await shot(page, `admin-disabled-${locale}`);

    expect((await api('/user/menu', inviteeToken)).code).not.toBe(0);
    await inviteePage.reload();
    await expect(inviteePage).toHaveURL(/\/login/);
    await submitLogin(inviteePage, invitee.email, invitee.password, locale);
    await expect(inviteePage.getByText(USER_DISABLED[locale])).toBeVisible();
  });
}
