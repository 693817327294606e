/**
 * Turns the typed route tree into react-router route objects: pages load on demand (`lazy`), metadata rides
 * in `handle`, a parent without a page forwards to its `redirectTo` child, and menu links are left out.
 */
import { redirect, type RouteObject } from 'react-router-dom';
import { findRoute, type AppRoute, type RouteHandle } from '@/shared/router';

export function toRouteObjects(
  routes: readonly AppRoute[],
  tree: readonly AppRoute[] = routes,
): RouteObject[] {
  // Menu links are not pages: they get no route of their own.
  return routes
    .filter((route) => !route.link)
    .map((route) => {
      const handle: RouteHandle = { name: route.name, meta: route.meta };
      const children = toRouteObjects(route.children ?? [], tree);
      const target = route.redirectTo ? findRoute(route.redirectTo, tree) : undefined;
      if (target) children.unshift(redirectingIndex((request) => withSearch(target.path, request)));
      const page = route.page;
      return {
        id: route.name,
        path: route.path,
        handle,
        ...(page ? { lazy: async () => ({ Component: (await page()).default }) } : {}),
        ...(children.length > 0 ? { children } : {}),
      };
    });
}

/**
 * An index route that only forwards elsewhere. Its component is never shown (the loader always redirects), but
 * a leaf route without one makes the router warn about an empty page whenever it is matched.
 */
export function redirectingIndex(destination: (request: Request) => string): RouteObject {
  return {
    index: true,
    loader: ({ request }) => redirect(destination(request)),
    Component: RedirectingNothing,
  };
}

function RedirectingNothing() {
  return null;
}

function withSearch(path: string, request: Request): string {
  return `${path}${new URL(request.url).search}`;
}
