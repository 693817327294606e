import { ROUTE_NAMES, type AppRoute } from '@/shared/router';

/** Hidden and login-only (spec section 2). The splat carries paths with several segments. */
export const redirectRoute: AppRoute = {
  name: ROUTE_NAMES.redirect,
  path: '/redirect/*',
  meta: { locale: 'menu.redirect', requiresAuth: true, roles: ['*'], hideInMenu: true },
  page: () => import('./RedirectPage'),
};
