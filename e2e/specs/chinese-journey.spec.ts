/**
 * The newcomer journey again with the console in Chinese from the first page: every step finds its elements
 * by the Chinese words, so a missing or untranslated string fails here; server messages arrive in Chinese too.
 */
import {
  chooseLanguage,
  createAccount,
  expect,
  shot,
  signIn,
  signOut,
  signUp,
  submitLogin,
  test,
} from '../support/console.js';
import { buttonName, text } from '../support/texts.js';

const user = { email: `zh-${Date.now()}@example.com`, password: 'Hai-Ou-Yun-2026!', username: '李华' };

test.describe.configure({ mode: 'serial' });

test('a newcomer signs up, creates an account and signs in again, all in Chinese', async ({ page }) => {
  await page.goto('/login');
  await chooseLanguage(page, 'en-US', 'zh-CN');
  await expect(page.getByRole('heading', { name: text('auth.login.title', 'zh-CN') })).toBeVisible();
  await shot(page, 'login-zh');

  // Client-side rules speak Chinese before anything reaches the server.
  await page.getByRole('button', { name: buttonName('auth.login.submit', 'zh-CN') }).click();
  await expect(page.getByText('请输入有效的邮箱地址')).toBeVisible();
  await expect(page.getByText('密码不能为空')).toBeVisible();

  await signUp(page, user, 'zh-CN');
  await expect(page.getByText(text('welcome.accounts.empty', 'zh-CN'))).toBeVisible();
  await createAccount(page, '华南通知', 'CN', 'zh-CN');
  await expect(page.getByText(text('dashboard.quickActions.title', 'zh-CN'))).toBeVisible();
  await expect(page.getByText('CNY').first()).toBeVisible();
  await shot(page, 'workplace-zh-new-account');
  await signOut(page, 'zh-CN');

  // The language choice survives signing out, and the server's own messages come back in Chinese.
  await submitLogin(page, user.email, 'Wrong-Password-1', 'zh-CN');
  await expect(page.getByText('邮箱或密码错误。')).toBeVisible();

  await signIn(page, user.email, user.password, 'zh-CN');
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  await expect(page.getByText('华南通知').first()).toBeVisible();
});

// Every test has a fresh browser context: this one has never seen the Chinese choice.
test('signing in from a browser still in English brings back the Chinese the user chose', async ({
  page,
}) => {
  await signIn(page, user.email, user.password, 'en-US');
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  await expect(page.getByText(text('dashboard.quickActions.title', 'zh-CN'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
