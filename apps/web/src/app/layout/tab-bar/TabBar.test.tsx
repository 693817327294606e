import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n';
import { useLayoutSettings } from '@/shared/settings/layout-settings';
import { resetApp } from '@/test/render-app';
import { renderLayout, resetLayoutState, signInAs } from '@/test/render-layout';
import { DESKTOP_WIDTH, setViewportWidth } from '@/test/viewport';

// Role queries check every element's visibility through getComputedStyle, which is slow on a page this
// big; the assertions that care about visibility say so (toBeVisible).
configure({ defaultHidden: true });
const userEvent = userEventLib.setup({ delay: null });

let restoreViewport = () => {};

beforeEach(async () => {
  await resetApp();
  resetLayoutState();
  signInAs('user');
  useLayoutSettings.setState({ tabBar: true });
  restoreViewport = setViewportWidth(DESKTOP_WIDTH);
});

afterEach(() => restoreViewport());

const tabBar = () => screen.getByTestId('tab-bar');
const tabTitles = () =>
  within(tabBar())
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

async function clickPage(name: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name} clicked`) }));
  }
}

async function visit(router: ReturnType<typeof renderLayout>['router'], path: string) {
  await act(() => router.navigate(path));
}

/** Right-click a tab and choose from its menu (the newest menu: earlier ones linger while they fade). */
async function tabAction(title: string, action: string) {
  fireEvent.contextMenu(within(tabBar()).getByText(title));
  const items = await screen.findAllByRole('menuitem', { name: new RegExp(action) });
  await userEvent.click(items.at(-1)!);
}

/** antd names every tab's close button "remove"; find the one beside the tab. */
function closeButtonOf(title: string) {
  const tab = within(tabBar()).getByRole('tab', { name: title });
  return within(tab.closest('.ant-tabs-tab') as HTMLElement).getByRole('button');
}

describe('the tab bar', () => {
  test('opens a tab per visited page, titled in the current language, after the fixed workplace', async () => {
    const { router } = renderLayout();
    await screen.findByRole('button', { name: 'Workplace clicked 0' });
    await visit(router, '/faq');
    await visit(router, '/app/mms?from=menu');
    await visit(router, '/faq');
    await waitFor(() => expect(tabTitles()).toEqual(['Workplace', 'FAQ', 'MMS']));
    expect(within(tabBar()).getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    const workplace = within(tabBar()).getByRole('tab', { name: 'Workplace' });
    expect(within(workplace.closest('.ant-tabs-tab') as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Open pages' })).toBe(tabBar());
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(tabTitles()).toEqual(['工作台', '常见问题', '彩信']);
  });

  test('a kept page keeps its state across tab switches; other pages start afresh', async () => {
    const { router } = renderLayout('/faq');
    await clickPage('Faq', 2);
    await visit(router, '/app/mms');
    await clickPage('Mms', 1);
    expect(screen.getByText('Faq clicked 2', { selector: 'button' })).not.toBeVisible();

    await userEvent.click(within(tabBar()).getByRole('tab', { name: 'FAQ' }));
    expect(await screen.findByRole('button', { name: 'Faq clicked 2' })).toBeVisible();
    expect(screen.queryByText(/Mms clicked/)).not.toBeInTheDocument();

    await userEvent.click(within(tabBar()).getByRole('tab', { name: 'MMS' }));
    expect(await screen.findByRole('button', { name: 'Mms clicked 0' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/mms');
  });

  test('the user may keep any page, or stop keeping one its route keeps', async () => {
    const { router } = renderLayout('/app/mms');
    await clickPage('Mms', 2);
    await tabAction('MMS', 'Keep this page while away');
    await visit(router, '/faq');
    await clickPage('Faq', 1);
    await tabAction('FAQ', 'Stop keeping this page');

    await userEvent.click(within(tabBar()).getByRole('tab', { name: 'MMS' }));
    expect(await screen.findByRole('button', { name: 'Mms clicked 2' })).toBeVisible();
    expect(screen.queryByText(/Faq clicked/)).not.toBeInTheDocument();
    // Visiting again keeps the user's choice over the route's.
    await userEvent.click(within(tabBar()).getByRole('tab', { name: 'FAQ' }));
    expect(await screen.findByRole('button', { name: 'Faq clicked 0' })).toBeVisible();
    expect(screen.getByText('Mms clicked 2', { selector: 'button' })).not.toBeVisible();
  });

  test('closing the tab on screen goes to its left neighbour and lets a kept page go', async () => {
    const { router } = renderLayout('/faq');
    await clickPage('Faq', 1);
    await visit(router, '/app/mms');
    await userEvent.click(closeButtonOf('MMS'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    expect(tabTitles()).toEqual(['Workplace', 'FAQ']);
    expect(screen.getByRole('button', { name: 'Faq clicked 1' })).toBeVisible();

    await visit(router, '/app/dashboard/workplace');
    await userEvent.click(closeButtonOf('FAQ'));
    await visit(router, '/faq');
    expect(await screen.findByRole('button', { name: 'Faq clicked 0' })).toBeVisible();
  });

  test('reload remounts the page through /redirect', async () => {
    const { router } = renderLayout('/faq');
    await clickPage('Faq', 3);
    const paths: string[] = [];
    router.subscribe((state) => paths.push(state.location.pathname));
    await userEvent.click(within(tabBar()).getByRole('button', { name: 'Tab actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Reload/ }));
    expect(await screen.findByRole('button', { name: 'Faq clicked 0' })).toBeVisible();
    expect(paths).toContain('/redirect/faq');
    expect(router.state.location.pathname).toBe('/faq');
    expect(tabTitles()).toEqual(['Workplace', 'FAQ']);
  });

  test('close others and close to the right', async () => {
    const { router } = renderLayout('/faq');
    await visit(router, '/app/mms');
    await visit(router, '/welcome/index');
    await waitFor(() => expect(tabTitles()).toEqual(['Workplace', 'FAQ', 'MMS', 'My accounts']));

    await tabAction('FAQ', 'Close tabs to the right');
    expect(tabTitles()).toEqual(['Workplace', 'FAQ']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));

    await visit(router, '/app/mms');
    await visit(router, '/welcome/index');
    await tabAction('MMS', 'Close other tabs');
    expect(tabTitles()).toEqual(['Workplace', 'MMS']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/mms'));
  });
});
