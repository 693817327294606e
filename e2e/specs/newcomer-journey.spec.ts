/**
 * The newcomer journey of the foundation issue, in Chromium against the built server on its embedded
 * defaults: sign up with the captcha and the e-mailed code, create an account with the stepper, land on the
 * workplace, add a second account, switch between them and delete one, switch language and theme, sign out,
 * sign in with a two-factor code and "keep me signed in", come back without a code, reset a forgotten password by the e-mailed link, and enter by single sign-on.
 */
import type { Page } from '@playwright/test';
import {
  chooseLanguage,
  createAccount,
  enterEmailedCode,
  expect,
  shot,
  signOut as signOutAs,
  submitLogin,
  submitSignup,
  test,
  typeCode,
} from '../support/console.js';
import { codeOf, linkOf, readMails, waitForMail } from '../support/mail.js';
import { mintSsoToken } from '../support/sso.js';
import { buttonName, text } from '../support/texts.js';

const email = `newcomer-${Date.now()}@example.com`;
const password = 'Sms-Beacon-2026!';
const newPassword = 'Quiet-Harbour-88?';

test.describe.configure({ mode: 'serial' });

const signIn = (page: Page, withPassword: string) => submitLogin(page, email, withPassword);
const enterCode = (page: Page, mailsBefore: number, remember: boolean) =>
  enterEmailedCode(page, email, mailsBefore, { remember });
const signOut = (page: Page) => signOutAs(page);

test('a newcomer signs up with the captcha and the e-mailed code', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('link', { name: text('auth.login.signupLink') }).click();
  await expect(page).toHaveURL(/\/signup/);

  await page.getByLabel(text('auth.signup.username')).fill('Ada Newcomer');
  await page.getByLabel(text('auth.signup.email')).fill(email);
  await page.getByLabel(text('auth.signup.password'), { exact: true }).fill(password);
  await page.getByLabel(text('auth.signup.confirm')).fill(password);
  // Submitting without agreeing shows the spec's message.
  await page.getByRole('button', { name: buttonName('auth.signup.submit') }).click();
  await expect(page.getByText('Please agree to Privacy Policy and Terms of Service first')).toBeVisible();

  const mailsBefore = await submitSignup(page, { email, password, username: 'Ada Newcomer' });

  await expect(page.getByText(text('auth.signup.codeTitle'))).toBeVisible();
  const mail = await waitForMail(email, mailsBefore);
  expect(linkOf(mail, '/signup/')).toContain('/signup/');
  await typeCode(page, codeOf(mail));
  await page.getByRole('button', { name: buttonName('auth.signup.verify') }).click();

  await expect(page).toHaveURL(/\/welcome/);
  await expect(page.getByText(text('welcome.accounts.empty'))).toBeVisible();
  await shot(page, 'welcome-empty-en');
});

test('the newcomer creates an account with the 3-step stepper and lands on the workplace', async ({
  page,
}) => {
  await enterCode(page, await signIn(page, password), false);
  await expect(page).toHaveURL(/\/welcome/);

  await page
    .getByRole('button', { name: buttonName('welcome.create.button') })
    .first()
    .click();
  // Step 1 refuses an empty name and no product.
  await page.getByRole('button', { name: buttonName('welcome.create.next') }).click();
  await expect(page.getByText('Account name is required')).toBeVisible();
  await page.getByLabel(text('welcome.create.name')).fill('Acme alerts');
  await page.getByLabel(text('common.product.sms')).check();
  await page.getByRole('button', { name: buttonName('welcome.create.next') }).click();

  await page.getByRole('radio', { name: new RegExp(text('common.country.GB')) }).check();
  await page.getByRole('button', { name: buttonName('welcome.create.next') }).click();
  await shot(page, 'stepper-finish-en');
  await page.getByRole('button', { name: buttonName('welcome.create.submit') }).click();

  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  await expect(page.getByText('Acme alerts').first()).toBeVisible();
  await expect(page.getByText(text('dashboard.account.balance')).first()).toBeVisible();
  await expect(page.getByText('GBP').first()).toBeVisible();
  await shot(page, 'workplace-en');
});

test('the newcomer adds a second account, switches between the two and deletes one', async ({ page }) => {
  await enterCode(page, await signIn(page, password), false);
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  await page.goto('/welcome/index');
  await createAccount(page, 'Acme marketing', 'US');
  await expect(page.getByText('Acme marketing').first()).toBeVisible();
  await expect(page.getByText('USD').first()).toBeVisible();

  await page.goto('/welcome/index');
  const alerts = page.getByRole('row', { name: /Acme alerts/ });
  const marketing = page.getByRole('row', { name: /Acme marketing/ });
  await expect(marketing.getByText(text('welcome.accounts.current'))).toBeVisible();
  await shot(page, 'welcome-two-accounts-en');
  await alerts.getByRole('button', { name: buttonName('welcome.accounts.switch') }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  await expect(page.getByText('GBP').first()).toBeVisible();

  await page.goto('/welcome/index');
  await expect(alerts.getByText(text('welcome.accounts.current'))).toBeVisible();
  await marketing.getByRole('button', { name: text('welcome.accounts.delete') }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: buttonName('welcome.accounts.deleteConfirm') })
    .click();
  await expect(page.getByText(text('welcome.accounts.deleted'))).toBeVisible();
  await expect(marketing).toHaveCount(0);
  await expect(alerts).toBeVisible();
  await signOut(page);
});

test('the console switches to Chinese and to the dark theme, and both survive a reload', async ({ page }) => {
  await enterCode(page, await signIn(page, password), false);
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);

  await expect(page.getByText(text('dashboard.quickActions.title'))).toBeVisible();
  await chooseLanguage(page, 'en-US', 'zh-CN');
  await expect(page.getByText(text('dashboard.quickActions.title', 'zh-CN'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await shot(page, 'workplace-zh');

  await page.getByRole('button', { name: buttonName('settings.theme.toDark', 'zh-CN') }).click();
  await page.reload();
  await expect(page.getByText(text('dashboard.quickActions.title', 'zh-CN'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: buttonName('settings.theme.toLight', 'zh-CN') }),
  ).toBeVisible();
  await shot(page, 'workplace-zh-dark');

  await chooseLanguage(page, 'zh-CN', 'en-US');
  await page.getByRole('button', { name: buttonName('settings.theme.toLight') }).click();
  await expect(page.getByText(text('dashboard.quickActions.title'))).toBeVisible();
  await signOut(page);
});

test('"keep me signed in" trusts this browser: the next sign-in needs no code', async ({ page }) => {
  await enterCode(page, await signIn(page, password), true);
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  await signOut(page);

  const mailsBefore = await signIn(page, password);
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  expect(readMails(email).length, 'no code e-mailed to a trusted browser').toBe(mailsBefore);
  await signOut(page);
});

test('a wrong password is refused with the catalogue message', async ({ page }) => {
  await signIn(page, 'Not-The-Password-1');
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a forgotten password is reset by the e-mailed link, which also forgets trusted browsers', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: text('auth.login.forgotPassword') }).click();
  await expect(page).toHaveURL(/\/findPassword/);
  // The sign-in page has an Email field too, and stays on screen until this page has rendered.
  await expect(page.getByRole('heading', { name: text('auth.findPassword.title') })).toBeVisible();
  const mailsBefore = readMails(email).length;
  await page.getByLabel(text('auth.login.email')).fill(email);
  await page.getByRole('button', { name: buttonName('auth.findPassword.submit') }).click();
  await expect(page.getByText(text('auth.findPassword.sentTitle'))).toBeVisible();

  const link = linkOf(await waitForMail(email, mailsBefore), '/findPassword/');
  await page.goto(link);
  await expect(page.getByText(text('auth.findPassword.resetTitle'))).toBeVisible();
  await page.getByLabel(text('auth.findPassword.newPassword'), { exact: true }).fill(newPassword);
  await page.getByLabel(text('auth.signup.confirm')).fill(newPassword);
  await page.getByRole('button', { name: buttonName('auth.findPassword.resetSubmit') }).click();
  await expect(page.getByText(text('auth.findPassword.doneTitle'))).toBeVisible();

  // The reset revoked the trusted-device cookie: signing in asks for a code again.
  await enterCode(page, await signIn(page, newPassword), false);
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText(text('auth.findPassword.expiredTitle'))).toBeVisible();
});

test('single sign-on with a signed token enters the console, and a replayed token is refused', async ({
  page,
}) => {
  const token = mintSsoToken(email);
  await page.goto(`/sso/${token}`);
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  await expect(page.getByText('Acme alerts').first()).toBeVisible();
  await signOut(page);

  await page.goto(`/sso/${token}`);
  await expect(page.getByText(text('auth.sso.failedTitle'))).toBeVisible();
});
