import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LAYOUT_SETTINGS_STORAGE_KEY, useLayoutSettings } from '@/shared/settings/layout-settings';
import { envelope } from '@/test/fake-adapter';
import { fakeServer, resetApp } from '@/test/render-app';
import { renderLayout, resetLayoutState, signInAs } from '@/test/render-layout';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@/test/viewport';

// The whole layout with antd's drawer and menus is heavy to render in jsdom: on a busy 2-core machine one
// test has taken close to a minute.
// Role queries check every element's visibility through getComputedStyle, which is slow on a page this
// big; the assertions that care about visibility say so (toBeVisible).
configure({ defaultHidden: true });
const userEvent = userEventLib.setup({ delay: null });

let restoreViewport = () => {};

beforeEach(async () => {
  await resetApp();
  resetLayoutState();
  signInAs('admin');
  restoreViewport = setViewportWidth(DESKTOP_WIDTH);
});

afterEach(() => restoreViewport());

const main = () => screen.getByTestId('layout-main');
const sideMenu = () => screen.queryByTestId('side-menu');
const navbar = () => screen.queryByRole('banner');

async function openSettings() {
  await userEvent.click(screen.getByRole('button', { name: 'Layout settings' }));
  return screen.findByRole('dialog', { name: 'Layout settings' });
}

/** The footer's Close (the drawer's × is also named Close). */
async function closeSettings(drawer: HTMLElement) {
  await userEvent.click(within(drawer).getAllByRole('button', { name: 'Close' }).at(-1)!);
  await waitFor(() => expect(useLayoutSettings.getState().globalSettings).toBe(false));
}

/** antd's radio buttons take clicks on their label. */
async function choose(drawer: HTMLElement, label: string) {
  await userEvent.click(within(drawer).getByText(label));
}

async function flip(drawer: HTMLElement, name: string) {
  await userEvent.click(within(drawer).getByRole('switch', { name }));
}

describe('the default layout with the spec defaults', () => {
  test('has a navbar, a 220 px side menu, a footer, and no tab bar or floating button', async () => {
    renderLayout();
    expect(await screen.findByRole('button', { name: 'Workplace clicked 0' })).toBeInTheDocument();
    expect(navbar()).toBeInTheDocument();
    expect(sideMenu()).toHaveStyle({ width: '220px' });
    expect(main()).toHaveStyle({ paddingLeft: '220px', paddingTop: '60px' });
    expect(screen.getByText(/Global business messaging/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Open pages' })).not.toBeInTheDocument();
    expect(useLayoutSettings.getState().device).toBe('desktop');
  });

  test('the menu lists the pages and links in spec order, the outside ones opening in a new tab', async () => {
    renderLayout();
    await screen.findByRole('button', { name: 'Workplace clicked 0' });
    const menu = sideMenu()!;
    const labels = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(labels.slice(-5)).toEqual(['Back to Account', 'FAQ', 'Website', 'Documentation', 'API docs']);
    const apiDocs = within(menu).getByRole('link', { name: /API docs/ });
    expect(apiDocs).toHaveAttribute('href', '/api/docs');
    expect(apiDocs).toHaveAttribute('target', '_blank');
    expect(apiDocs).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test("only the page's own group starts open, and a group the user opens stays open", async () => {
  const { router } = renderLayout();
  await screen.findByRole('button', { name: 'Workplace clicked 0' });
  const menu = sideMenu()!;
  const group = (name: string) => within(menu).getByRole('menuitem', { name });
  expect(group('Dashboard')).toHaveAttribute('aria-expanded', 'true');
  expect(group('User centre')).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(group('User centre'));
  await waitFor(() => expect(group('User centre')).toHaveAttribute('aria-expanded', 'true'));
  await act(() => router.navigate('/faq'));
  await screen.findByRole('button', { name: 'Faq clicked 0' });
  expect(group('User centre')).toHaveAttribute('aria-expanded', 'true');
  expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
});

describe('the settings drawer', () => {
  test('opens 300 px wide from the navbar and closes on Close', async () => {
    renderLayout();
    const drawer = await openSettings();
    expect(drawer.closest('.ant-drawer-content-wrapper')).toHaveStyle({ width: '300px' });
    expect(useLayoutSettings.getState().globalSettings).toBe(true);
    await closeSettings(drawer);
  });

  test('theme: dark puts the dark theme on the page, light takes it off', async () => {
    renderLayout();
    const drawer = await openSettings();
    await choose(drawer, 'Dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await choose(drawer, 'Light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  test('colour-weak mode inverts the page by 80% and switching it off removes the filter', async () => {
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Colour-weak mode');
    expect(document.documentElement.style.filter).toBe('invert(80%)');
    await flip(drawer, 'Colour-weak mode');
    expect(document.documentElement.style.filter).toBe('');
  });

  test('theme colour: a preset becomes the primary colour at once', async () => {
    renderLayout();
    const drawer = await openSettings();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Green' }));
    expect(useLayoutSettings.getState().themeColor).toBe('#00B42A');
    expect(document.documentElement.style.getPropertyValue('--beacon-primary')).toBe('#00B42A');
    expect(within(drawer).getByRole('button', { name: 'Green' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(drawer).getByRole('button', { name: 'Beacon blue' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('navbar off: no top bar, the page moves up, and a floating button opens the settings', async () => {
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Top bar');
    expect(navbar()).not.toBeInTheDocument();
    expect(main()).toHaveStyle({ paddingTop: '0px' });
    await closeSettings(drawer);
    await userEvent.click(screen.getByRole('button', { name: 'Layout settings' }));
    expect(useLayoutSettings.getState().globalSettings).toBe(true);
  });

  test('menu off: no menu anywhere and the page takes the full width', async () => {
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Menu');
    expect(sideMenu()).not.toBeInTheDocument();
    expect(main()).toHaveStyle({ paddingLeft: '0px' });
    expect(within(drawer).getByRole('switch', { name: 'Menu in the top bar' })).toBeDisabled();
  });

  test('menu collapse folds the side menu to its icons', async () => {
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Collapse menu');
    expect(sideMenu()).toHaveClass('ant-layout-sider-collapsed');
    expect(main()).toHaveStyle({ paddingLeft: '64px' });
  });

  test('top menu puts the menu in the navbar and un-collapses it', async () => {
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Collapse menu');
    await flip(drawer, 'Menu in the top bar');
    expect(useLayoutSettings.getState().menuCollapse).toBe(false);
    expect(sideMenu()).not.toBeInTheDocument();
    const topMenu = within(navbar()!).getByRole('menu');
    expect(topMenu).toHaveClass('ant-menu-horizontal');
    expect(main()).toHaveStyle({ paddingLeft: '0px' });
  });

  test('hide menu: the side menu goes and the navbar button opens it in a drawer', async () => {
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Hide side menu');
    expect(sideMenu()).not.toBeInTheDocument();
    await closeSettings(drawer);
    await userEvent.click(within(navbar()!).getByRole('button', { name: 'Open menu' }));
    // With the side menu hidden, the only menu with FAQ in it is the drawer's.
    await userEvent.click(await screen.findByRole('menuitem', { name: 'FAQ' }));
    expect(await screen.findByRole('button', { name: 'Faq clicked 0' })).toBeInTheDocument();
  });

  test('menu width sets the side menu and the page offset', async () => {
    renderLayout();
    const drawer = await openSettings();
    const input = within(drawer).getByRole('spinbutton', { name: 'Menu width (px)' });
    await userEvent.clear(input);
    await userEvent.type(input, '300');
    expect(useLayoutSettings.getState().menuWidth).toBe(300);
    expect(sideMenu()).toHaveStyle({ width: '300px' });
    expect(main()).toHaveStyle({ paddingLeft: '300px' });
  });

  test('footer and tab bar switch on and off', async () => {
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Footer');
    expect(screen.queryByText(/Global business messaging/)).not.toBeInTheDocument();
    await flip(drawer, 'Tab bar');
    expect(screen.getByRole('navigation', { name: 'Open pages' })).toBeInTheDocument();
    await flip(drawer, 'Tab bar');
    expect(screen.queryByRole('navigation', { name: 'Open pages' })).not.toBeInTheDocument();
  });

  test('restore defaults puts every setting back', async () => {
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Footer');
    await flip(drawer, 'Colour-weak mode');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Restore defaults' }));
    expect(useLayoutSettings.getState()).toMatchObject({
      footer: true,
      colorWeak: false,
      globalSettings: true,
    });
    expect(document.documentElement.style.filter).toBe('');
  });
});

describe('choices survive a reload', () => {
  test('they are stored per browser, without the device, the open drawer or the server menu', async () => {
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Tab bar');
    await flip(drawer, 'Footer');
    await choose(drawer, 'Dark');
    const stored = JSON.parse(localStorage.getItem(LAYOUT_SETTINGS_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toMatchObject({ tabBar: true, footer: false, theme: 'dark', menuWidth: 220 });
    expect(stored.state).not.toHaveProperty('device');
    expect(stored.state).not.toHaveProperty('globalSettings');
    expect(stored.state).not.toHaveProperty('serverMenu');

    resetLayoutState();
    expect(useLayoutSettings.getState().tabBar).toBe(false);
    localStorage.setItem(LAYOUT_SETTINGS_STORAGE_KEY, JSON.stringify(stored));
    await act(() => useLayoutSettings.persist.rehydrate());
    expect(useLayoutSettings.getState()).toMatchObject({ tabBar: true, footer: false, theme: 'dark' });
  });
});

describe('menu from server', () => {
  const SERVER_MENU = [
    {
      name: 'dashboard',
      path: '/app/dashboard',
      locale: 'menu.dashboard',
      icon: 'DashboardOutlined',
      order: 0,
      children: [
        { name: 'Workplace', path: '/app/dashboard/workplace', locale: 'menu.dashboard.workplace', order: 0 },
      ],
    },
    { name: 'Faq', path: '/faq', locale: 'menu.faq', order: 8 },
  ];

  test('switching it on fetches /user/menu with loading and success notices and draws that menu', async () => {
    let answer: (value: ReturnType<typeof envelope>) => void = () => {};
    const server = fakeServer((request) =>
      request.url === '/user/menu' ? new Promise((resolve) => (answer = resolve)) : envelope(null),
    );
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Menu from server');
    expect(await screen.findByText('Loading the menu from the server…')).toBeInTheDocument();
    answer(envelope(SERVER_MENU));
    expect(await screen.findByText('Menu loaded from the server')).toBeInTheDocument();
    expect(server.sent.map((request) => `${request.method} ${request.url}`)).toContain('POST /user/menu');
    const menu = sideMenu()!;
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Dashboard', 'Workplace', 'FAQ']),
    );
  });

  test('a failed load shows the error notice and leaves an empty menu', async () => {
    fakeServer((request) => (request.url === '/user/menu' ? envelope(null, 500) : envelope(null)));
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Menu from server');
    expect(await screen.findByText('The menu could not be loaded from the server')).toBeInTheDocument();
    expect(within(sideMenu()!).queryAllByRole('menuitem')).toEqual([]);
  });

  test('switching it off goes back to the menu from the route metadata', async () => {
    fakeServer((request) => (request.url === '/user/menu' ? envelope(SERVER_MENU) : envelope(null)));
    renderLayout();
    const drawer = await openSettings();
    await flip(drawer, 'Menu from server');
    await screen.findByText('Menu loaded from the server');
    await flip(drawer, 'Menu from server');
    expect(useLayoutSettings.getState().serverMenu).toEqual([]);
    expect(within(sideMenu()!).getByRole('menuitem', { name: 'Back to Account' })).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  test('the device is mobile and the menu opens from the navbar as a drawer', async () => {
    restoreViewport();
    restoreViewport = setViewportWidth(PHONE_WIDTH);
    renderLayout();
    await waitFor(() => expect(useLayoutSettings.getState().device).toBe('mobile'));
    expect(sideMenu()).not.toBeInTheDocument();
    expect(main()).toHaveStyle({ paddingLeft: '0px' });
    await userEvent.click(within(navbar()!).getByRole('button', { name: 'Open menu' }));
    const menuDrawer = await screen.findByRole('dialog', { name: 'Beacon' });
    expect(within(menuDrawer).getByRole('menuitem', { name: 'FAQ' })).toBeInTheDocument();
  });
});
