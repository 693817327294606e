/**
 * The console under the Content-Security-Policy the server sends (apps/server/src/http/security-headers.ts).
 * Every journey fails on a refusal (support/console-errors.ts); this one walks the pages whose libraries
 * need an allowance, in both languages and both themes, and checks that antd's injected styles really apply:
 * sign-in, sign-up with the ALTCHA proof of work (a blob: worker), the workplace, the send page, the user
 * centre, a drawer (its scroll lock injects a <style>), the verification QR code, and the API reference.
 */
import type { Page } from '@playwright/test';
import { createApiUser, startBrowserSession } from '../support/api-user.js';
import {
  chooseLanguage,
  closeSettings,
  expect,
  openSettings,
  shot,
  test,
  type Locale,
} from '../support/console.js';
import { buttonName, text } from '../support/texts.js';

const PRIMARY = 'rgb(22, 93, 255)';

async function expectPolicy(page: Page, path: string) {
  const response = await page.goto(path);
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
}

/** The navbar's own buttons are drawn by antd's CSS-in-JS: a white navbar in light, a dark one in dark. */
async function expectThemed(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const navbar = await page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  if (theme === 'light') expect(navbar).toBe('rgb(255, 255, 255)');
  else expect(navbar).not.toBe('rgb(255, 255, 255)');
}

for (const locale of ['en-US', 'zh-CN'] as const satisfies Locale[]) {
  test(`every page runs styled under the policy, light and dark (${locale})`, async ({ page }) => {
    // Eleven page loads and a proof of work: on two busy cores (two workers, each with a Chromium and a server)
    // a page takes up to 15 s to draw, more than the default two minutes for the whole walk.
    test.setTimeout(300_000);
    await expectPolicy(page, '/login');
    if (locale === 'zh-CN') await chooseLanguage(page, 'en-US', 'zh-CN');
    await expect(page.getByRole('button', { name: buttonName('auth.login.submit', locale) })).toHaveCSS(
      'background-color',
      PRIMARY,
    );
    await shot(page, `csp-login-${locale}`);

    await expectPolicy(page, '/signup');
    await page.getByText(text('auth.captcha.label', locale)).click();
    await expect(page.getByText(text('auth.captcha.verified', locale))).toBeVisible({ timeout: 30_000 });
    await shot(page, `csp-signup-${locale}`);

    const user = await createApiUser(`csp-${locale}`);
    await startBrowserSession(page, user);
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/app/dashboard/workplace');
      await expect(page.getByText(text('dashboard.quickActions.title', locale))).toBeVisible();
      if (theme === 'dark') {
        await page.getByRole('button', { name: buttonName('settings.theme.toDark', locale) }).click();
      }
      await expectThemed(page, theme);
      await shot(page, `csp-workplace-${locale}-${theme}`);

      const drawer = await openSettings(page, locale);
      await closeSettings(drawer, locale);

      await page.goto('/app/sms/send');
      await expect(page.getByText(text('sms.send.title', locale)).first()).toBeVisible();
      await expectThemed(page, theme);
      await shot(page, `csp-send-${locale}-${theme}`);

      await page.goto('/user/profile');
      await expect(page.getByRole('form', { name: text('user.basic.title', locale) })).toBeVisible();
      await shot(page, `csp-profile-${locale}-${theme}`);

      await page.goto('/user/verification/verify');
      await expect(
        page.getByRole('img', { name: text('user.verificationVerify.qrLabel', locale) }),
      ).toBeVisible();
      await expectThemed(page, theme);
      await shot(page, `csp-verification-${locale}-${theme}`);
    }
  });
}

test('the API reference renders under the same policy', async ({ page }) => {
  await expectPolicy(page, '/api/docs/');
  // Swagger UI compiles a 1.4 MB bundle and then draws the whole document: slow on a busy machine.
  await expect(page.getByRole('heading', { name: /Beacon console API/ })).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('.opblock').first()).toBeVisible();
  await shot(page, 'csp-api-docs');
});
