/**
 * What a person does in the console, as reusable steps for the browser journeys: every step finds elements
 * by the words shown in the given language, so the same step proves the English and the Chinese console.
 */
import {
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { collectBrowserErrors } from './console-errors.js';
import { SCREENSHOT_DIR } from './env.js';
import { codeOf, readMails, waitForMail } from './mail.js';
import { buttonName, text } from './texts.js';

export type Locale = 'en-US' | 'zh-CN';

/**
 * A test whose pages must not log any error in the browser console nor have anything refused by the
 * Content-Security-Policy (console-errors.ts). A second browser (a phone) comes from `openContext`, so its
 * pages are held to the same.
 */
export const test = base.extend<{
  consoleErrors: string[];
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      await collectBrowserErrors(context, errors);
      await use(errors);
      expect(errors, 'no errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  openContext: async ({ browser, consoleErrors }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      await collectBrowserErrors(context, consoleErrors);
      return context;
    });
    for (const context of opened) await context.close();
  },
});
export { expect };

export async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Opens the layout settings drawer from the header and answers it once it shows. */
export async function openSettings(page: Page, locale: Locale = 'en-US'): Promise<Locator> {
  await page
    .getByRole('button', { name: text('layout.settings.open', locale) })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: text('layout.settings.title', locale) });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The footer's Close (the × in the corner is also named Close). */
export async function closeSettings(drawer: Locator, locale: Locale = 'en-US') {
  await drawer
    .locator('.ant-drawer-footer')
    .getByRole('button', { name: buttonName('layout.settings.close', locale) })
    .click();
  await expect(drawer).toBeHidden();
}

export async function chooseLanguage(page: Page, from: Locale, to: Locale) {
  await page.getByRole('button', { name: buttonName(`settings.locale.${from}`, from) }).click();
  const item = page.getByRole('menuitem', { name: text(`settings.locale.${to}`, from) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** The code field is antd's one-box-per-digit OTP input: type into the first box as a person would. */
export async function typeCode(page: Page, code: string, locale: Locale = 'en-US') {
  await page
    .getByRole('group', { name: text('auth.code.label', locale) })
    .locator('input')
    .first()
    .click();
  await page.keyboard.type(code);
}

/** Fills the sign-up form, solves the captcha and submits; answers the mail count before submitting. */
export async function submitSignup(
  page: Page,
  user: { email: string; password: string; username: string },
  locale: Locale = 'en-US',
): Promise<number> {
  await page.getByLabel(text('auth.signup.username', locale)).fill(user.username);
  await page.getByLabel(text('auth.signup.email', locale)).fill(user.email);
  await page.getByLabel(text('auth.signup.password', locale), { exact: true }).fill(user.password);
  await page.getByLabel(text('auth.signup.confirm', locale)).fill(user.password);
  await page.getByText(text('auth.captcha.label', locale)).click();
  await expect(page.getByText(text('auth.captcha.verified', locale))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: new RegExp(text('auth.signup.agreePrefix', locale)) }).check();
  const mailsBefore = readMails(user.email).length;
  await page.getByRole('button', { name: buttonName('auth.signup.submit', locale) }).click();
  return mailsBefore;
}

/** A whole sign-up from the sign-up page to the account list, for journeys that need a fresh user. */
export async function signUp(
  page: Page,
  user: { email: string; password: string; username: string },
  locale: Locale = 'en-US',
) {
  await page.goto('/signup');
  const mailsBefore = await submitSignup(page, user, locale);
  await expect(page.getByRole('heading', { name: text('auth.signup.codeTitle', locale) })).toBeVisible();
  await typeCode(page, codeOf(await waitForMail(user.email, mailsBefore)), locale);
  await page.getByRole('button', { name: buttonName('auth.signup.verify', locale) }).click();
  await expect(page).toHaveURL(/\/welcome/);
}

/** Submits e-mail and password on the login page; answers the mail count before, to find the code after. */
export async function submitLogin(page: Page, email: string, password: string, locale: Locale = 'en-US') {
  const mailsBefore = readMails(email).length;
  await page.goto('/login');
  await page.getByLabel(text('auth.login.email', locale)).fill(email);
  await page.getByLabel(text('auth.login.password', locale)).fill(password);
  await page.getByRole('button', { name: buttonName('auth.login.submit', locale) }).click();
  return mailsBefore;
}

/** Types the e-mailed two-factor code that arrived after `mailsBefore` mails and submits it. */
export async function enterEmailedCode(
  page: Page,
  email: string,
  mailsBefore: number,
  options: { remember?: boolean; locale?: Locale } = {},
) {
  const locale = options.locale ?? 'en-US';
  const mail = await waitForMail(email, mailsBefore);
  await expect(page.getByRole('heading', { name: text('auth.code.title', locale) })).toBeVisible();
  await typeCode(page, codeOf(mail), locale);
  if (options.remember) await page.getByLabel(text('auth.code.remember', locale)).check();
  await page.getByRole('button', { name: buttonName('auth.code.submit', locale) }).click();
}

/**
 * Signs in with the e-mailed code and returns once the console has moved on from /login: going to another page
 * sooner cancels the code's request and leaves the browser signed out.
 */
export async function signIn(page: Page, email: string, password: string, locale: Locale = 'en-US') {
  await enterEmailedCode(page, email, await submitLogin(page, email, password, locale), { locale });
  await expect(page).not.toHaveURL(/\/login/);
}

/** Creates an account with the 3-step stepper from the account list and lands on the workplace. */
export async function createAccount(page: Page, name: string, country = 'GB', locale: Locale = 'en-US') {
  await page
    .getByRole('button', { name: buttonName('welcome.create.button', locale) })
    .first()
    .click();
  await page.getByLabel(text('welcome.create.name', locale)).fill(name);
  await page.getByLabel(text('common.product.sms', locale)).check();
  await page.getByRole('button', { name: buttonName('welcome.create.next', locale) }).click();
  await page.getByRole('radio', { name: new RegExp(text(`common.country.${country}`, locale)) }).check();
  await page.getByRole('button', { name: buttonName('welcome.create.next', locale) }).click();
  await page.getByRole('button', { name: buttonName('welcome.create.submit', locale) }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
}

export async function signOut(page: Page, locale: Locale = 'en-US') {
  await page.getByRole('button', { name: buttonName('navbar.user.menu', locale) }).click();
  // The menu's item: a page may show "Sign out" buttons of its own (the security page's sessions).
  await page.getByRole('menuitem', { name: text('navbar.user.logout', locale), exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
}
