/** Public sign-in, sign-up, password and single-sign-on pages (spec section 2), outside the layout. */
import { ROUTE_NAMES, type AppRoute } from '@/shared/router';

const PUBLIC = { requiresAuth: false, hideInMenu: true } as const;

export const authRoutes: AppRoute[] = [
  {
    name: ROUTE_NAMES.login,
    path: '/login/:token?',
    meta: { locale: 'menu.login', ...PUBLIC },
    page: () => import('./pages/LoginPage'),
  },
  {
    name: ROUTE_NAMES.signup,
    path: '/signup/:id?',
    meta: { locale: 'menu.signup', ...PUBLIC },
    page: () => import('./pages/SignupPage'),
  },
  {
    name: ROUTE_NAMES.findPassword,
    path: '/findPassword/:token?',
    meta: { locale: 'menu.findPassword', ...PUBLIC },
    page: () => import('./pages/FindPasswordPage'),
  },
  {
    name: ROUTE_NAMES.sso,
    path: '/sso/:token',
    meta: { locale: 'menu.sso', ...PUBLIC },
    page: () => import('./pages/SsoPage'),
  },
];
