import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NProgress from 'nprogress';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { registerRouteTree } from '@/shared/router';
import { useTokenStore } from '@/shared/session';
import { useLayoutSettings } from '@/shared/settings/layout-settings';
import { useRoleView } from '@/shared/settings/role-view';
import { AppProviders } from '../providers/AppProviders';
import { envelope } from '@/test/fake-adapter';
import { fakeServer, resetApp } from '@/test/render-app';
import { APP_ROUTE_TREE } from './app-routes';
import { buildRouteObjects } from './create-app-router';
import { user } from './guards/test-helpers';

// The page progress bar removes itself on timers (speed 200 ms, then a fade); jsdom must outlive the last
// of them, or it throws 'document is not defined' after the file ends. Its element is gone after the last.
afterAll(async () => {
  NProgress.done();
  await waitFor(() => expect(document.getElementById('nprogress')).toBeNull());
});

// The first visit inside the layout loads the layout's code (navbar, menus, drawers, tab bar) on demand.

const routers: { dispose(): void }[] = [];

function open(url: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [url] });
  routers.push(router);
  // With the app's providers, as main.tsx mounts it: the guards' notices then live and die with this tree.
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(async () => {
  await resetApp();
  registerRouteTree(APP_ROUTE_TREE);
  useRoleView.setState({ viewAsUser: false });
  useLayoutSettings.setState({ menuFromServer: false, serverMenu: [] });
});

// A router left running would finish its loaders and navigations after the test, into a torn-down page.
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

describe('the app router', () => {
  test('/ goes to login, without the router warning of an empty page on the way', async () => {
    const warn = vi.spyOn(console, 'warn');
    fakeServer(() => envelope(null));
    const router = open('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/Matched leaf route/);
    warn.mockRestore();
  });

  test('a signed-out visit to a console page lands on login with the redirect', async () => {
    fakeServer(() => envelope(null));
    const router = open('/app/dashboard/workplace?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=Workplace&tab=1');
  });

  test('a dead token is forgotten on the way to login', async () => {
    useTokenStore.setState({ token: 'expired' });
    fakeServer(() => envelope(null, 2005));
    const router = open('/welcome/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=WelcomeIndex');
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('a user without a current account is sent from /app to /welcome', async () => {
    useTokenStore.setState({ token: 'ok' });
    fakeServer(() => envelope(user({ currentAccount: null, accounts: [] })));
    const router = open('/app/dashboard/workplace');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome/index'));
  });

  test('a user opening an admin page sees the 403 page at that address, and no admin call is made', async () => {
    useTokenStore.setState({ token: 'ok' });
    const server = fakeServer(() => envelope(user({ role: 'user' })));
    const router = open('/admin/users?tab=pending');
    expect(
      await screen.findByText('Sorry, your user group does not have access to this page.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(server.sent.filter((request) => request.url?.startsWith('/admin/'))).toEqual([]);
  });

  test('a member opening /admin/accounts/create gets the 403 page there, and nothing is created', async () => {
    useTokenStore.setState({ token: 'ok' });
    const server = fakeServer(() => envelope(user({ role: 'user' })));
    const router = open('/admin/accounts/create');
    expect(
      await screen.findByText('Sorry, your user group does not have access to this page.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/accounts/create');
    expect(server.sent.filter((request) => request.url?.startsWith('/account/'))).toEqual([]);
  });

  test('an admin opening /admin/accounts/create gets the create-account form', async () => {
    useTokenStore.setState({ token: 'ok' });
    fakeServer(() => envelope(user({ role: 'admin' })));
    open('/admin/accounts/create');
    expect(await screen.findByRole('form', { name: 'Create account' })).toBeInTheDocument();
  });

  test('the admin-only 403 route stays admin-only: a user gets the forbidden page, not a way in', async () => {
    useTokenStore.setState({ token: 'ok' });
    fakeServer(() => envelope(user({ role: 'user' })));
    const router = open('/exception/403');
    expect(await screen.findByText('403', { selector: '.ant-result-title' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exception/403');
    expect(screen.queryByRole('button', { name: 'Switch to admin centre' })).not.toBeInTheDocument();
  });

  test('an admin in the user centre is told to switch back, and the switch opens the page', async () => {
    useTokenStore.setState({ token: 'ok' });
    useRoleView.setState({ viewAsUser: true });
    fakeServer(() => envelope(user({ role: 'admin' })));
    const router = open('/exception/403');
    expect(await screen.findByText(/looking at the console as a user/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to admin centre' }));
    expect(
      await screen.findByText('Sorry, your user group does not have access to this page.'),
    ).toBeInTheDocument();
    expect(useRoleView.getState().viewAsUser).toBe(false);
    expect(router.state.location.pathname).toBe('/exception/403');
  });

  test('with the menu from the server, a page it does not list is not found', async () => {
    useTokenStore.setState({ token: 'ok' });
    useLayoutSettings.setState({ menuFromServer: true });
    const server = fakeServer((request) =>
      request.url === '/user/menu'
        ? envelope([
            {
              name: 'welcome',
              path: '/welcome',
              locale: 'menu.welcome',
              order: 7,
              hideInMenu: true,
              children: [
                { name: 'WelcomeIndex', path: '/welcome/index', locale: 'menu.welcome.index', order: 0 },
              ],
            },
          ])
        : envelope(user()),
    );
    const router = open('/faq');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(server.sent.filter((request) => request.url === '/user/menu')).toHaveLength(1);
    await router.navigate('/welcome/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome/index'));
  });

  test('an unknown path shows the not-found page inside the layout', async () => {
    useTokenStore.setState({ token: 'ok' });
    fakeServer(() => envelope(user()));
    open('/no/such/page');
    expect(await screen.findByText('Page not found', { selector: '.ant-result-title' })).toBeInTheDocument();
  });
});
