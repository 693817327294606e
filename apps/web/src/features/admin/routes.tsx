/**
 * The admin area (order 5, owners and admins only, spec section 4): overview, accounts (and the hidden
 * accounts/create), users (managed, independent, pending invitations, import), organisation settings and the
 * audit log.
 */
import {
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AppRoute, RouteMeta } from '@/shared/router';

export const ADMIN_PATHS = {
  overview: '/admin/overview',
  accounts: '/admin/accounts',
  createAccount: '/admin/accounts/create',
  users: '/admin/users',
  settings: '/admin/settings',
  audit: '/admin/audit',
} as const;

const page = (locale: string, order: number, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  locale,
  requiresAuth: true,
  roles: ['admin'],
  order,
  ...extra,
});

export const adminRoutes: AppRoute[] = [
  {
    name: 'admin',
    path: '/admin',
    meta: page('menu.admin', 5, { icon: TeamOutlined }),
    redirectTo: 'AdminOverview',
    children: [
      {
        name: 'AdminOverview',
        path: ADMIN_PATHS.overview,
        meta: page('menu.admin.overview', 0, { icon: DashboardOutlined }),
        page: () => import('./pages/OverviewPage'),
      },
      {
        name: 'AdminAccounts',
        path: ADMIN_PATHS.accounts,
        meta: page('menu.admin.accounts', 1, { icon: BankOutlined }),
        page: () => import('./pages/AccountsPage'),
      },
      {
        name: 'AdminAccountsCreate',
        path: ADMIN_PATHS.createAccount,
        meta: page('menu.admin.accounts.create', 5, { hideInMenu: true }),
        page: () => import('./pages/CreateAccountPage'),
      },
      {
        name: 'AdminUsers',
        path: ADMIN_PATHS.users,
        meta: page('menu.admin.users', 2, { icon: TeamOutlined }),
        page: () => import('./pages/UsersPage'),
      },
      {
        name: 'AdminSettings',
        path: ADMIN_PATHS.settings,
        meta: page('menu.admin.settings', 3, { icon: SettingOutlined }),
        page: () => import('./pages/SettingsPage'),
      },
      {
        name: 'AdminAudit',
        path: ADMIN_PATHS.audit,
        meta: page('menu.admin.audit', 4, { icon: AuditOutlined }),
        page: () => import('./pages/AuditPage'),
      },
    ],
  },
];
