/**
 * Runs the guards before every navigation, as the root route's loader (which revalidates on each one). The
 * deepest matched route supplies the name and metadata the guards judge.
 */
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { getCachedRoleUser } from '@/shared/permission';
import { isRouteHandle } from '@/shared/router';
import { clearSession, ensureUserInfo, hasToken } from '@/shared/session';
import { useLayoutSettings } from '@/shared/settings/layout-settings';
import { loadServerMenu } from '@/shared/settings/server-menu';
import { runGuards } from './guards/run-guards';
import type { GuardDeps } from './guards/types';

/** What the root loader tells the layout: `forbidden` when the page must show the 403 page instead. */
export interface GuardVerdict {
  forbidden: boolean;
}

export function createGuardDeps(): GuardDeps {
  return {
    hasToken,
    getUser: getCachedRoleUser,
    loadUser: ensureUserInfo,
    clearSession,
    isMenuFromServer: () => useLayoutSettings.getState().menuFromServer,
    getServerMenu: () => useLayoutSettings.getState().serverMenu,
    loadServerMenu,
  };
}

export function createGuardLoader(getRoutes: () => RouteObject[], deps: GuardDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardVerdict> => {
    const url = new URL(request.url);
    const matches = matchRoutes(getRoutes(), url.pathname) ?? [];
    const handle = matches
      .map((match) => match.route.handle as unknown)
      .filter(isRouteHandle)
      .at(-1);
    if (!handle) return { forbidden: false };
    const destination = await runGuards(
      { name: handle.name, pathname: url.pathname, search: url.searchParams, meta: handle.meta },
      deps,
    );
    if (typeof destination === 'string' && destination !== `${url.pathname}${url.search}`) {
      throw redirect(destination);
    }
    return { forbidden: destination !== null && typeof destination !== 'string' };
  };
}
