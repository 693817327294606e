/**
 * Runs the guards before every navigation, as the root route's loader (which revalidates on each one). The
 * deepest matched route supplies the name and metadata the guards judge.
 */
import type { Role } from '@beacon/shared';
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { canOpenRoute, getCachedRoleUser } from '@/shared/permission';
import {
  flattenRoutes,
  isRouteHandle,
  pathOfRoute,
  sortByOrder,
  type AppRoute,
  type RouteHandle,
} from '@/shared/router';
import { clearSession, ensureUserInfo, hasToken } from '@/shared/session';
import { useLayoutSettings } from '@/shared/settings/layout-settings';
import { loadServerMenu } from '@/shared/settings/server-menu';
import { runGuards } from './guards/run-guards';
import type { GuardDeps } from './guards/types';

/** The first page in menu order (visible, with a page of its own) that `role` may open. */
function findFirstPermittedPath(tree: readonly AppRoute[], role: Role): string | undefined {
  const walk = (routes: readonly AppRoute[]): AppRoute[] =>
    sortByOrder(routes).flatMap((route) =>
      route.meta.hideInMenu ? [] : [route, ...walk(route.children ?? [])],
    );
  const first = walk(tree).find(
    (route) => route.page && route.meta.requiresAuth && canOpenRoute(role, route.meta),
  );
  return first ? pathOfRoute(first.name, flattenRoutes(tree)) : undefined;
}

export function createGuardDeps(tree: readonly AppRoute[]): GuardDeps {
  return {
    hasToken,
    getUser: getCachedRoleUser,
    loadUser: ensureUserInfo,
    clearSession,
    firstPermittedPath: (role) => findFirstPermittedPath(tree, role),
    isMenuFromServer: () => useLayoutSettings.getState().menuFromServer,
    getServerMenu: () => useLayoutSettings.getState().serverMenu,
    loadServerMenu,
  };
}

export function createGuardLoader(getRoutes: () => RouteObject[], deps: GuardDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const matches = matchRoutes(getRoutes(), url.pathname) ?? [];
    const handle = matches
      .map((match) => match.route.handle as unknown)
      .filter(isRouteHandle)
      .at(-1) as RouteHandle | undefined;
    if (!handle) return null;
    const destination = await runGuards(
      { name: handle.name, pathname: url.pathname, search: url.searchParams, meta: handle.meta },
      deps,
    );
    if (destination !== null && destination !== `${url.pathname}${url.search}`) throw redirect(destination);
    return null;
  };
}
