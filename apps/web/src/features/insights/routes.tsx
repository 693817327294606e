/**
 * The admin-only insight pages (spec section 2: visualization order 1, list 2, profile 4), each with the
 * organisation's real data. Owners and admins see them in the admin centre's menu; the profile needs an
 * account, so it is opened from the cards, the search and the data analysis rather than from the menu.
 */
import {
  AppstoreOutlined,
  BankOutlined,
  FileSearchOutlined,
  FundOutlined,
  IdcardOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import type { AppRoute, RouteMeta } from '@/shared/router';
import { INSIGHT_PATHS } from './paths';

const page = (locale: string, order: number, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  locale,
  requiresAuth: true,
  roles: ['admin'],
  order,
  ...extra,
});

export const insightsRoutes: AppRoute[] = [
  {
    name: 'visualization',
    path: '/visualization',
    meta: page('menu.visualization', 1, { icon: FundOutlined }),
    redirectTo: 'DataAnalysis',
    children: [
      {
        name: 'DataAnalysis',
        path: INSIGHT_PATHS.dataAnalysis,
        meta: page('menu.visualization.dataAnalysis', 0, { icon: FundOutlined }),
        page: () => import('./pages/DataAnalysisPage'),
      },
      {
        name: 'MultiDimensionDataAnalysis',
        path: INSIGHT_PATHS.multiDimension,
        meta: page('menu.visualization.multiDimension', 1, { icon: AppstoreOutlined }),
        page: () => import('./pages/MultiDimensionPage'),
      },
    ],
  },
  {
    name: 'list',
    path: '/list',
    meta: page('menu.list', 2, { icon: ProfileOutlined }),
    redirectTo: 'SearchTable',
    children: [
      {
        name: 'SearchTable',
        path: INSIGHT_PATHS.searchTable,
        meta: page('menu.list.searchTable', 0, { icon: FileSearchOutlined }),
        page: () => import('./pages/SearchTablePage'),
      },
      {
        name: 'CardList',
        path: INSIGHT_PATHS.cardList,
        meta: page('menu.list.card', 1, { icon: BankOutlined }),
        page: () => import('./pages/CardListPage'),
      },
    ],
  },
  {
    name: 'profile',
    path: '/profile',
    meta: page('menu.profile', 4, { icon: IdcardOutlined }),
    redirectTo: 'ProfileBasic',
    children: [
      {
        name: 'ProfileBasic',
        path: INSIGHT_PATHS.profile,
        meta: page('menu.profile.basic', 0, { hideInMenu: true }),
        page: () => import('./pages/ProfileBasicPage'),
      },
    ],
  },
];
