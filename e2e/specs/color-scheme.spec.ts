/**
 * A browser that prefers a dark colour scheme meets a dark console on its first visit (the theme follows the
 * system until one is chosen, issue 26), signed out and signed in; the drawer shows "Follow system" chosen.
 * Screenshots: the sign-in page and the workplace in dark.
 */
import { createApiUser, startBrowserSession } from '../support/api-user.js';
import { closeSettings, expect, openSettings, shot, test } from '../support/console.js';
import { text } from '../support/texts.js';

test.use({ colorScheme: 'dark' });

test('a first visit from a browser preferring dark renders the console dark', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel(text('auth.login.email'))).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(0, 0, 0)');
  await shot(page, 'first-visit-dark-login');

  const user = await createApiUser('dark');
  await startBrowserSession(page, user);
  await page.goto('/app/dashboard/workplace');
  await expect(page.getByText('Layout lab').first()).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const drawer = await openSettings(page);
  await expect(
    drawer.getByRole('radio', { name: text('layout.settings.theme.system'), exact: true }),
  ).toBeChecked();
  await closeSettings(drawer);
  await shot(page, 'first-visit-dark-workplace');
});
