/**
 * Renders the real default layout (providers, navbar, menu, settings drawer, tab bar) around small test
 * pages at the console's real route names and paths, as a signed-in user.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Role } from '@beacon/shared';
import { user } from '../app/router/guards/test-helpers';
import { AppProviders } from '../app/providers/AppProviders';
import DefaultLayout from '../app/layout/DefaultLayout';
import RedirectPage from '../app/router/RedirectPage';
import { queryClient } from '../shared/query/query-client';
import type { RouteHandle } from '../shared/router';
import { sessionKeys, useTokenStore } from '../shared/session';
import { DEFAULT_LAYOUT_SETTINGS, useLayoutSettings } from '../shared/settings/layout-settings';
import { useRoleView } from '../shared/settings/role-view';
import { useTabBar } from '../shared/settings/tab-bar-store';
import { CounterPage } from './CounterPage';
import { Landed } from './Landed';

const page = (name: string, locale: string, path: string, extra: Partial<RouteHandle['meta']> = {}) => ({
  path,
  handle: { name, meta: { locale, requiresAuth: true, roles: ['*'], ...extra } } satisfies RouteHandle,
  element: <CounterPage label={name} />,
});

const TEST_PAGES: RouteObject[] = [
  page('Workplace', 'menu.dashboard.workplace', '/app/dashboard/workplace'),
  page('Faq', 'menu.faq', '/faq', { keepAlive: true }),
  page('Mms', 'menu.mms', '/app/mms'),
  page('WelcomeIndex', 'menu.welcome.index', '/welcome/index', { keepAlive: true }),
  page('exception403', 'menu.exception.403', '/exception/403', { roles: ['admin'] }),
  {
    path: '/redirect/*',
    handle: { name: 'Redirect', meta: { locale: 'menu.redirect', requiresAuth: true } } satisfies RouteHandle,
    element: <RedirectPage />,
  },
];

export function signInAs(role: Role = 'admin') {
  useTokenStore.setState({ token: 'session' });
  queryClient.setQueryData(sessionKeys.userInfo(), user({ role }));
}

export function renderLayout(url = '/app/dashboard/workplace', pages: RouteObject[] = TEST_PAGES) {
  const router = createMemoryRouter(
    [{ path: '/', element: <DefaultLayout />, children: [...pages, { path: '*', element: <Landed /> }] }],
    { initialEntries: [url] },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** Layout settings, tabs and the centre switch back to a first visit's. */
export function resetLayoutState(): void {
  useLayoutSettings.setState({ ...DEFAULT_LAYOUT_SETTINGS });
  useTabBar.getState().reset();
  useRoleView.setState({ viewAsUser: false });
}
