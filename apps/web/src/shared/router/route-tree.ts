/**
 * Walks over the route tree. The app registers its tree once at start so features can look routes up by
 * name (the login redirect, the workplace's quick actions) without importing the app or each other.
 */
import type { AppRoute } from './route-meta';

let registered: readonly AppRoute[] = [];

export function registerRouteTree(tree: readonly AppRoute[]): void {
  registered = tree;
}

export function flattenRoutes(tree: readonly AppRoute[]): AppRoute[] {
  return tree.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

export function findRoute(name: string, tree: readonly AppRoute[] = registered): AppRoute | undefined {
  return flattenRoutes(tree).find((route) => route.name === name);
}

/**
 * The path that opens a named route, or undefined when the route is unknown, is a menu link rather than a
 * page, or needs parameters (a name alone cannot fill them in; optional ones are dropped).
 */
export function pathOfRoute(name: string, tree: readonly AppRoute[] = registered): string | undefined {
  const route = findRoute(name, tree);
  if (!route || route.link) return undefined;
  const segments = route.path
    .split('/')
    .filter((segment) => !(segment.startsWith(':') && segment.endsWith('?')));
  const path = segments.join('/') || '/';
  return /[:*]/.test(path) ? undefined : path;
}

export function sortByOrder<T extends { meta: { order?: number } }>(routes: readonly T[]): T[] {
  return [...routes].sort(
    (a, b) => (a.meta.order ?? Number.MAX_SAFE_INTEGER) - (b.meta.order ?? Number.MAX_SAFE_INTEGER),
  );
}
