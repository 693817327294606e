/**
 * The route metadata of spec section 2, typed once. Each feature's routes.tsx declares its routes with it;
 * the router, side menu, breadcrumbs and guards all read the same tree.
 */
import type { ComponentType } from 'react';
import type { Role } from '@beacon/shared';

/** '*' admits every role (spec section 6). */
export type RoleRule = Role | '*';

export interface RouteMeta {
  /** i18n key of the route's title: `menu.<area>` or `menu.<area>.<page>`. */
  locale: string;
  icon?: ComponentType;
  requiresAuth: boolean;
  roles?: readonly RoleRule[];
  hideInMenu?: boolean;
  /** Position among its siblings in the menu; lower comes first. */
  order?: number;
  /**
   * With the tab bar on, the page stays mounted (hidden) while the user is on another tab, so a half-filled
   * form or an opened panel is still there on return (the tab's `ignoreCache` is the opposite).
   */
  keepAlive?: boolean;
}

/** A page module: loaded on demand, default-exporting its component. */
type PageModule = () => Promise<{ default: ComponentType }>;

export interface AppRoute {
  /** Unique; the guards and the login `redirect` parameter refer to routes by it (docs/contracts.md). */
  name: string;
  /** Absolute react-router path. */
  path: string;
  meta: RouteMeta;
  page?: PageModule;
  /** A parent without a page of its own sends its bare path to this child route. */
  redirectTo?: string;
  /**
   * A menu entry that leads somewhere instead of being a page: `route` navigates to `path` inside the
   * console, `new-tab` opens `path` (an outside address or a server page) in a new browser tab. Links get no
   * router route, no tab and no breadcrumb.
   */
  link?: 'route' | 'new-tab';
  children?: AppRoute[];
}

/** What each react-router route carries in `handle`, for breadcrumbs and guards. */
export interface RouteHandle {
  name: string;
  meta: RouteMeta;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteHandle).name === 'string' &&
    typeof (handle as RouteHandle).meta === 'object'
  );
}
