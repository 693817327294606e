/**
 * Welcome area (order 7): the user's accounts and the create-account stepper. The menu reaches it through
 * its "Back to Account" link, so the area itself stays out of the menu.
 */
import { AppstoreOutlined } from '@ant-design/icons';
import { ROUTE_NAMES, type AppRoute } from '@/shared/router';

export const welcomeRoutes: AppRoute[] = [
  {
    name: ROUTE_NAMES.welcome,
    path: '/welcome',
    meta: {
      locale: 'menu.welcome',
      icon: AppstoreOutlined,
      requiresAuth: true,
      roles: ['*'],
      order: 7,
      hideInMenu: true,
    },
    redirectTo: ROUTE_NAMES.welcomeIndex,
    children: [
      {
        name: ROUTE_NAMES.welcomeIndex,
        path: '/welcome/index',
        meta: { locale: 'menu.welcome.index', requiresAuth: true, roles: ['*'] },
        page: () => import('./pages/AccountsPage'),
      },
      {
        name: ROUTE_NAMES.welcomeNew,
        path: '/welcome/new',
        meta: { locale: 'menu.welcome.new', requiresAuth: true, roles: ['*'], hideInMenu: true },
        page: () => import('./pages/CreateAccountPage'),
      },
    ],
  },
];
