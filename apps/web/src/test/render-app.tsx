/**
 * Renders a page the way the app does (real providers, i18n, query client, HTTP client) inside a memory
 * router, with the network replaced by a fake adapter. Everything else is the production code.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers/AppProviders';
import { i18n } from '../shared/i18n';
import { queryClient } from '../shared/query/query-client';
import { httpClient } from '../app/http-client';
import { useTokenStore } from '../shared/session';
import { createFakeAdapter, type Responder } from './fake-adapter';
import { Landed } from './Landed';

export async function resetApp(): Promise<void> {
  queryClient.clear();
  useTokenStore.setState({ token: null });
  localStorage.clear();
  await i18n.changeLanguage('en-US');
}

export function fakeServer(responder: Responder) {
  const fake = createFakeAdapter(responder);
  httpClient.defaults.adapter = fake.adapter;
  return fake;
}

interface RenderPageOptions {
  /** Route pattern the page is mounted at. */
  path: string;
  /** URL to open. */
  url: string;
  routes?: RouteObject[];
}

export function renderPage(page: ReactNode, { path, url, routes = [] }: RenderPageOptions) {
  const router = createMemoryRouter(
    [{ path, element: page }, ...routes, { path: '*', element: <Landed /> }],
    {
      initialEntries: [url],
    },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
