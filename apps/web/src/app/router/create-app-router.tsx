/**
 * The data router: a root route whose loader runs the guards before every navigation, the public pages, and
 * the default layout holding the signed-in pages and the catch-all not-found page.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LOGIN_PATH, registerRouteTree, type AppRoute } from '@/shared/router';
import { APP_ROUTE_TREE, LAYOUT_ROUTES, PUBLIC_ROUTES } from './app-routes';
import { createGuardDeps, createGuardLoader } from './guard-loader';
import type { GuardDeps } from './guards/types';
import { PageLoading } from './PageLoading';
import { RootShell } from './RootShell';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { redirectingIndex, toRouteObjects } from './to-route-objects';
import { notFoundRoute } from '@/features/exception/routes';

export function buildRouteObjects(
  tree: readonly AppRoute[] = APP_ROUTE_TREE,
  deps: GuardDeps = createGuardDeps(),
): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      Component: RootShell,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteErrorBoundary,
      loader: createGuardLoader(() => routes, deps),
      // The guards must judge every navigation, not only the first.
      shouldRevalidate: () => true,
      children: [
        redirectingIndex(() => LOGIN_PATH),
        ...toRouteObjects(PUBLIC_ROUTES, tree),
        {
          id: 'layout',
          lazy: async () => ({ Component: (await import('../layout/DefaultLayout')).default }),
          ErrorBoundary: RouteErrorBoundary,
          children: toRouteObjects([...LAYOUT_ROUTES, notFoundRoute], tree),
        },
      ],
    },
  ];
  return routes;
}

export function createAppRouter() {
  registerRouteTree(APP_ROUTE_TREE);
  return createBrowserRouter(buildRouteObjects());
}
