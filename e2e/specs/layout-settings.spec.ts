/**
 * The console shell in Chromium against the built server: every setting of the layout drawer (spec section
 * 3) visibly changes the layout and is still in force after a reload; the top menu, the tab bar with
 * keep-alive, the menu from the server, the user/admin centre switch, the MMS interest and the phone layout.
 * Screenshots: light, dark, colour-weak, top menu, tab bar.
 */
import type { Locator, Page } from '@playwright/test';
import { createApiUser, startBrowserSession, type ApiUser } from '../support/api-user.js';
import { chooseLanguage, closeSettings, expect, openSettings, shot, test } from '../support/console.js';
import { buttonName, text } from '../support/texts.js';

let user: ApiUser;

test.beforeAll(async () => {
  user = await createApiUser('layout');
});

test.beforeEach(async ({ page }) => {
  await startBrowserSession(page, user);
  await page.goto('/app/dashboard/workplace');
  await expect(page.getByText('Layout lab').first()).toBeVisible();
});

const sideMenu = (page: Page) => page.getByTestId('side-menu');
const main = (page: Page) => page.getByTestId('layout-main');
const header = (page: Page) => page.locator('header');
const tabBar = (page: Page) => page.getByTestId('tab-bar');
const footer = (page: Page) => page.getByText(/Global business messaging/);

async function flip(page: Page, key: string) {
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: text(key), exact: true }).click();
  await closeSettings(drawer);
}

/**
 * Picks an entry of the dropdown menu just opened, once it has finished sliding in: clicked while it still
 * moves, the click can land beside it (and a right-click menu closes when the page scrolls).
 */
async function pickMenuEntry(page: Page, key: string) {
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu).toHaveCount(1);
  await expect(menu).not.toHaveClass(/slide-up-(appear|enter|leave)/);
  await menu.getByRole('menuitem', { name: text(key), exact: true }).click();
}

// Polled (expect.poll): a drawer or a menu measured mid-animation is a fraction of a pixel off.
const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;
const paddingLeftOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).paddingLeft);

/** Runs `check` on the layout as it is, and again after a reload. */
async function holdsAfterReload(page: Page, check: () => Promise<void>) {
  await check();
  await page.reload();
  await expect(page.getByText('Layout lab').first()).toBeVisible();
  await check();
}

test('the defaults, and the drawer: 300 px wide, closed by its Close button', async ({ page }) => {
  await expect(header(page)).toBeVisible();
  await expect(sideMenu(page)).toBeVisible();
  await expect.poll(() => widthOf(sideMenu(page))).toBe(220);
  await expect(footer(page)).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);
  await shot(page, 'layout-light');

  const drawer = await openSettings(page);
  await expect
    .poll(() => widthOf(page.locator('.ant-drawer-content-wrapper').filter({ has: drawer })))
    .toBe(300);
  await shot(page, 'layout-drawer-en');
  await closeSettings(drawer);
});

test('in Chinese: the drawer, the top menu and the tab bar', async ({ page }) => {
  await chooseLanguage(page, 'en-US', 'zh-CN');
  const drawer = await openSettings(page, 'zh-CN');
  await shot(page, 'layout-drawer-zh');
  await drawer.getByRole('switch', { name: text('layout.settings.tabBar', 'zh-CN'), exact: true }).click();
  await drawer.getByRole('switch', { name: text('layout.settings.topMenu', 'zh-CN'), exact: true }).click();
  await closeSettings(drawer, 'zh-CN');
  const topMenu = header(page).locator('.ant-menu-horizontal');
  await topMenu.getByRole('menuitem', { name: text('menu.mms', 'zh-CN') }).click();
  await expect(tabBar(page).getByRole('tab')).toHaveText([
    text('menu.dashboard.workplace', 'zh-CN'),
    text('menu.mms', 'zh-CN'),
  ]);
  await expect(page.getByRole('button', { name: buttonName('mms.interest.button', 'zh-CN') })).toBeVisible();
  await shot(page, 'layout-top-menu-tab-bar-zh');
  const reset = await openSettings(page, 'zh-CN');
  await reset.getByRole('switch', { name: text('layout.settings.tabBar', 'zh-CN'), exact: true }).click();
  await reset.getByRole('switch', { name: text('layout.settings.topMenu', 'zh-CN'), exact: true }).click();
  await closeSettings(reset, 'zh-CN');
  await expect(sideMenu(page)).toBeVisible();
});

test('the menu: spec order, hidden pages left out, outside links open in a new tab', async ({ page }) => {
  const menu = sideMenu(page);
  await expect(menu.getByRole('menuitem', { name: text('menu.dashboard') })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: text('menu.welcome') })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: text('menu.exception') })).toHaveCount(0);
  for (const [key, href] of [
    ['menu.apiDocs', '/api/docs'],
    // By default the product's own pages (its guide pages and API reference), not another site's.
    ['menu.website', '/faq'],
    ['menu.docs', '/api/docs'],
  ] as const) {
    const link = menu.getByRole('link', { name: new RegExp(text(key)) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  // noopener: the new tab has no opener, so it is the context's new page rather than this page's popup.
  const popupPromise = page.context().waitForEvent('page');
  await menu.getByRole('link', { name: new RegExp(text('menu.apiDocs')) }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/api\/docs/);
  await popup.close();

  await menu.getByRole('menuitem', { name: text('menu.backToAccount') }).click();
  await expect(page).toHaveURL(/\/welcome\/index/);
});

test('a theme colour and the dark theme apply at once and survive a reload', async ({ page }) => {
  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: text('layout.settings.color.green') }).click();
  // The selected menu item is drawn in the primary colour.
  const selected = sideMenu(page).locator('.ant-menu-item-selected').first();
  await expect(selected).toHaveCSS('color', 'rgb(0, 180, 42)');
  await drawer.getByText(text('layout.settings.theme.dark'), { exact: true }).click();
  await closeSettings(drawer);
  await holdsAfterReload(page, async () => {
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    const primary = await page
      .locator('html')
      .evaluate((el) => el.style.getPropertyValue('--beacon-primary'));
    expect(primary).toBe('#00B42A');
  });
  await shot(page, 'layout-dark');

  const again = await openSettings(page);
  await again.getByText(text('layout.settings.theme.light'), { exact: true }).click();
  await again.getByRole('button', { name: text('layout.settings.color.blue') }).click();
  await closeSettings(again);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(selected).toHaveCSS('color', 'rgb(22, 93, 255)');
});

test('colour-weak mode inverts the page by 80% and survives a reload', async ({ page }) => {
  await flip(page, 'layout.settings.colorWeak');
  await holdsAfterReload(page, async () => {
    await expect(page.locator('html')).toHaveCSS('filter', 'invert(0.8)');
  });
  await shot(page, 'layout-colour-weak');
  await flip(page, 'layout.settings.colorWeak');
  await expect(page.locator('html')).toHaveCSS('filter', 'none');
});

test('top menu: the menu moves into the navbar, un-collapsed, and stays there after a reload', async ({
  page,
}) => {
  await flip(page, 'layout.settings.menuCollapse');
  await holdsAfterReload(page, async () => {
    await expect.poll(() => widthOf(sideMenu(page))).toBe(64);
    expect(await paddingLeftOf(main(page))).toBe('64px');
    // Collapsed, the entries show their icons only.
    await expect(sideMenu(page).getByText(text('menu.faq'), { exact: true })).toBeHidden();
  });
  await flip(page, 'layout.settings.topMenu');
  await holdsAfterReload(page, async () => {
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(header(page).locator('.ant-menu-horizontal')).toBeVisible();
    // Entries that do not fit fold into the horizontal menu's "more" item; the first ones are in sight.
    await expect(header(page).getByRole('menuitem', { name: text('menu.dashboard') })).toBeVisible();
    expect(await paddingLeftOf(main(page))).toBe('0px');
  });
  await shot(page, 'layout-top-menu');
  await flip(page, 'layout.settings.topMenu');
  // Turning the top menu on un-collapsed the menu (spec section 4).
  await expect.poll(() => widthOf(sideMenu(page))).toBe(220);
});

test('navbar, menu, hide menu, menu width and footer each change the layout and survive a reload', async ({
  page,
}) => {
  await flip(page, 'layout.settings.navbar');
  await holdsAfterReload(page, async () => {
    await expect(header(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('layout.settings.open') })).toBeVisible();
  });
  // Without a navbar the floating button opens the drawer.
  await flip(page, 'layout.settings.navbar');
  await expect(header(page)).toBeVisible();

  await flip(page, 'layout.settings.menu');
  await holdsAfterReload(page, async () => {
    await expect(sideMenu(page)).toHaveCount(0);
    expect(await paddingLeftOf(main(page))).toBe('0px');
  });
  await flip(page, 'layout.settings.menu');

  await flip(page, 'layout.settings.hideMenu');
  await holdsAfterReload(page, async () => {
    await expect(sideMenu(page)).toHaveCount(0);
    await header(page)
      .getByRole('button', { name: text('layout.menu.open') })
      .click();
    const menuDrawer = page.getByRole('dialog', { name: text('layout.brand.name') });
    await expect(menuDrawer.getByRole('menuitem', { name: text('menu.faq') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuDrawer).toBeHidden();
  });
  await flip(page, 'layout.settings.hideMenu');

  const drawer = await openSettings(page);
  const width = drawer.getByRole('spinbutton', { name: text('layout.settings.menuWidth') });
  await width.fill('300');
  await closeSettings(drawer);
  await holdsAfterReload(page, async () => {
    await expect.poll(() => widthOf(sideMenu(page))).toBe(300);
    expect(await paddingLeftOf(main(page))).toBe('300px');
  });
  const reset = await openSettings(page);
  await reset.getByRole('spinbutton', { name: text('layout.settings.menuWidth') }).fill('220');
  await closeSettings(reset);

  await flip(page, 'layout.settings.footer');
  await holdsAfterReload(page, async () => {
    await expect(footer(page)).toHaveCount(0);
  });
  await flip(page, 'layout.settings.footer');
  await expect(footer(page)).toBeVisible();
});

test('tab bar: a tab per page, keep-alive for the FAQ, close and reload, and it survives a reload', async ({
  page,
}) => {
  await flip(page, 'layout.settings.tabBar');
  await expect(tabBar(page)).toBeVisible();
  const menu = sideMenu(page);

  await menu.getByRole('menuitem', { name: text('menu.faq') }).click();
  const question = page.getByRole('button', { name: text('faq.apiKeys.secret.q') });
  await question.click();
  await expect(page.getByText(text('faq.apiKeys.secret.a'))).toBeVisible();

  await menu.getByRole('menuitem', { name: text('menu.mms') }).click();
  await expect(page.getByRole('button', { name: text('mms.interest.button') })).toBeVisible();
  await expect(tabBar(page).getByRole('tab')).toHaveText([
    text('menu.dashboard.workplace'),
    text('menu.faq'),
    text('menu.mms'),
  ]);

  // Back on the FAQ tab the opened answer is still open: the page stayed mounted.
  await tabBar(page)
    .getByRole('tab', { name: text('menu.faq') })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByText(text('faq.apiKeys.secret.a'))).toBeVisible();
  await shot(page, 'layout-tab-bar');

  // Reload re-creates the page: the answer is folded again.
  await tabBar(page)
    .getByRole('button', { name: text('layout.tabBar.actions') })
    .click();
  await pickMenuEntry(page, 'layout.tabBar.reload');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  // Closing the MMS tab from its own menu leaves the others.
  await tabBar(page).getByText(text('menu.mms')).click({ button: 'right' });
  await pickMenuEntry(page, 'layout.tabBar.close');
  await expect(tabBar(page).getByRole('tab')).toHaveText([
    text('menu.dashboard.workplace'),
    text('menu.faq'),
  ]);

  // "Close others" on the MMS tab keeps it and the fixed workplace tab, and shows the MMS page.
  await menu.getByRole('menuitem', { name: text('menu.mms') }).click();
  await expect(tabBar(page).getByRole('tab')).toHaveCount(3);
  await tabBar(page)
    .getByRole('tab', { name: text('menu.faq') })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await tabBar(page).getByText(text('menu.mms')).click({ button: 'right' });
  await pickMenuEntry(page, 'layout.tabBar.closeOthers');
  await expect(tabBar(page).getByRole('tab')).toHaveText([
    text('menu.dashboard.workplace'),
    text('menu.mms'),
  ]);
  await expect(page).toHaveURL(/\/app\/mms$/);

  await page.reload();
  await expect(tabBar(page)).toBeVisible();
  await flip(page, 'layout.settings.tabBar');
  await expect(tabBar(page)).toHaveCount(0);
});

test('MMS: the account registers interest, and the page remembers it', async ({ page }) => {
  await sideMenu(page)
    .getByRole('menuitem', { name: text('menu.mms') })
    .click();
  await expect(
    page.getByRole('heading', { name: text('mms.page.title', 'en-US', { account: 'Layout lab' }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: text('mms.interest.button') }).click();
  await expect(page.getByText(text('mms.interest.registeredTitle'))).toBeVisible();
  await page.reload();
  await expect(page.getByText(text('mms.interest.registeredTitle'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('mms.interest.button') })).toHaveCount(0);
});

interface ServerMenuItem {
  name: string;
  children?: ServerMenuItem[];
}

test('menu from server: loading and success notices, the menu drawn and the guard following it, after a reload too', async ({
  page,
}) => {
  // The server's answer is held until the loading notice has been seen, and leaves the FAQ out.
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/menu', async (route) => {
    await answered;
    const response = await route.fetch();
    const body = (await response.json()) as { data: ServerMenuItem[] };
    body.data = body.data.filter((item) => item.name !== 'Faq');
    await route.fulfill({ response, json: body });
  });
  await flip(page, 'layout.settings.menuFromServer');
  await expect(page.getByText(text('layout.serverMenu.loading'))).toBeVisible();
  release();
  await expect(page.getByText(text('layout.serverMenu.success'))).toBeVisible();
  await holdsAfterReload(page, async () => {
    await expect(sideMenu(page).getByRole('menuitem', { name: text('menu.mms') })).toBeVisible();
    await expect(sideMenu(page).getByRole('menuitem', { name: text('menu.faq') })).toHaveCount(0);
  });
  // A page the server menu does not list is not found; one it lists opens.
  await page.goto('/faq');
  await expect(page.getByText(text('exception.notFound.description'))).toBeVisible();
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { name: text('faq.page.title') })).toHaveCount(0);
  await sideMenu(page)
    .getByRole('menuitem', { name: text('menu.mms') })
    .click();
  await expect(page).toHaveURL(/\/app\/mms$/);

  // Off again: the console's own menu, FAQ included.
  await flip(page, 'layout.settings.menuFromServer');
  await sideMenu(page)
    .getByRole('menuitem', { name: text('menu.faq') })
    .click();
  await expect(page.getByRole('heading', { name: text('faq.page.title') })).toBeVisible();
});

test('menu from server: a failed load says so', async ({ page }) => {
  await page.route('**/api/user/menu', (route) =>
    route.fulfill({ json: { code: 500, msg: 'The system is temporarily unavailable.', data: null } }),
  );
  await flip(page, 'layout.settings.menuFromServer');
  await expect(page.getByText(text('layout.serverMenu.error'))).toBeVisible();
  await shot(page, 'layout-server-menu-error');
  await page.unroute('**/api/user/menu');
  await flip(page, 'layout.settings.menuFromServer');
  await page.goto('/app/dashboard/workplace');
  await expect(sideMenu(page).getByRole('menuitem', { name: text('menu.faq') })).toBeVisible();
});

test('the user/admin centre switch: an organisation owner may look at the console as a user', async ({
  page,
}) => {
  await expect(header(page).getByText(text('layout.role.admin'), { exact: true })).toBeVisible();
  await page.goto('/exception/403');
  await expect(page.getByText(text('exception.403.description'))).toBeVisible();

  await page.getByRole('button', { name: buttonName('navbar.user.menu') }).click();
  await page.getByRole('menuitem', { name: text('layout.role.switchToUser') }).click();
  // As a user the admin-only 403 page is itself forbidden: it stays at its address and says the owner is looking
  // as a user; the admin badge goes. (The badge is the header's; the side menu has an Admin centre entry too.)
  await expect(header(page).getByText(text('layout.role.admin'), { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/exception\/403/);
  await expect(page.getByText(text('exception.403.adminView.description'))).toBeVisible();

  await page.getByRole('button', { name: buttonName('navbar.user.menu') }).click();
  await page.getByRole('menuitem', { name: text('layout.role.switchToAdmin') }).click();
  await expect(header(page).getByText(text('layout.role.admin'), { exact: true })).toBeVisible();
});

test('on a phone the menu opens from the navbar as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sideMenu(page)).toHaveCount(0);
  await header(page)
    .getByRole('button', { name: text('layout.menu.open') })
    .click();
  const menuDrawer = page.getByRole('dialog', { name: text('layout.brand.name') });
  await menuDrawer.getByRole('menuitem', { name: text('menu.faq') }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(menuDrawer).toBeHidden();
});
