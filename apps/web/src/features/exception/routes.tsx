/** Exception pages (order 6, all hidden; 403 is admin-only per spec section 6) and the catch-all not-found. */
import { ExceptionOutlined } from '@ant-design/icons';
import { ROUTE_NAMES, type AppRoute } from '@/shared/router';

const HIDDEN = { requiresAuth: true, hideInMenu: true } as const;

export const exceptionRoutes: AppRoute[] = [
  {
    name: ROUTE_NAMES.exception,
    path: '/exception',
    meta: { locale: 'menu.exception', icon: ExceptionOutlined, requiresAuth: true, roles: ['*'], order: 6 },
    redirectTo: ROUTE_NAMES.exception404,
    children: [
      {
        name: ROUTE_NAMES.exception403,
        path: '/exception/403',
        meta: { locale: 'menu.exception.403', ...HIDDEN, roles: ['admin'] },
        page: () => import('./pages/ForbiddenPage'),
      },
      {
        name: ROUTE_NAMES.exception404,
        path: '/exception/404',
        meta: { locale: 'menu.exception.404', ...HIDDEN, roles: ['*'] },
        page: () => import('./pages/NotFoundExceptionPage'),
      },
      {
        name: ROUTE_NAMES.exception500,
        path: '/exception/500',
        meta: { locale: 'menu.exception.500', ...HIDDEN, roles: ['*'] },
        page: () => import('./pages/ServerErrorPage'),
      },
    ],
  },
];

/** Any path nobody claims (docs/contracts.md `/:pathMatch(.*)*`). */
export const notFoundRoute: AppRoute = {
  name: ROUTE_NAMES.notFound,
  path: '*',
  meta: { locale: 'menu.notFound', requiresAuth: true, roles: ['*'], hideInMenu: true },
  page: () => import('./pages/NotFoundPage'),
};
