/** Dashboard menu area (order 0): the workplace is the default landing page. */
import { DashboardOutlined } from '@ant-design/icons';
import { ROUTE_NAMES, type AppRoute } from '@/shared/router';

export const dashboardRoutes: AppRoute[] = [
  {
    name: ROUTE_NAMES.dashboard,
    path: '/app/dashboard',
    meta: { locale: 'menu.dashboard', icon: DashboardOutlined, requiresAuth: true, roles: ['*'], order: 0 },
    redirectTo: ROUTE_NAMES.workplace,
    children: [
      {
        name: ROUTE_NAMES.workplace,
        path: '/app/dashboard/workplace',
        meta: { locale: 'menu.dashboard.workplace', requiresAuth: true, roles: ['*'] },
        page: () => import('./pages/WorkplacePage'),
      },
      {
        // Admins only; opened from the data analysis page (spec: hidden in the menu).
        name: 'Monitor',
        path: '/app/dashboard/monitor',
        meta: {
          locale: 'menu.dashboard.monitor',
          requiresAuth: true,
          roles: ['admin'],
          hideInMenu: true,
          order: 1,
        },
        page: () => import('./pages/MonitorPage'),
      },
    ],
  },
];
