/**
 * Finance menu area (order 3, spec section 2): overview, recharge (with its hidden cart and checkout), the
 * hidden payment result page, the recharge log and the usage log of the current account.
 */
import {
  AccountBookOutlined,
  FundOutlined,
  HistoryOutlined,
  ProfileOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { AppRoute, RouteMeta } from '@/shared/router';

/** Route names other features look up (the workplace's quick action and first step, the FAQ). */
const FINANCE_ROUTE_NAMES = {
  finance: 'finance',
  overview: 'FinanceOverview',
  recharge: 'Recharge',
  cart: 'RechargeCart',
  checkout: 'RechargeCheckout',
  result: 'FinanceResult',
  rechargeLog: 'RechargeLog',
  usage: 'FinanceUsage',
} as const;

export const FINANCE_PATHS = {
  overview: '/app/finance/overview',
  recharge: '/app/finance/recharge',
  cart: '/app/finance/recharge/cart',
  checkout: '/app/finance/recharge/checkout',
  result: '/app/finance/result',
  rechargeLog: '/app/finance/rechargeLog',
  usage: '/app/finance/usage',
} as const;

const page = (meta: Omit<RouteMeta, 'requiresAuth' | 'roles'>): RouteMeta => ({
  requiresAuth: true,
  roles: ['*'],
  ...meta,
});

export const financeRoutes: AppRoute[] = [
  {
    name: FINANCE_ROUTE_NAMES.finance,
    path: '/app/finance',
    meta: page({ locale: 'menu.finance', icon: AccountBookOutlined, order: 3 }),
    redirectTo: FINANCE_ROUTE_NAMES.overview,
    children: [
      {
        name: FINANCE_ROUTE_NAMES.overview,
        path: FINANCE_PATHS.overview,
        meta: page({ locale: 'menu.finance.overview', icon: FundOutlined, order: 0 }),
        page: () => import('./pages/OverviewPage'),
      },
      {
        name: FINANCE_ROUTE_NAMES.recharge,
        path: FINANCE_PATHS.recharge,
        meta: page({ locale: 'menu.finance.recharge', icon: WalletOutlined, order: 1 }),
        page: () => import('./pages/RechargePage'),
      },
      {
        name: FINANCE_ROUTE_NAMES.cart,
        path: FINANCE_PATHS.cart,
        meta: page({ locale: 'menu.finance.cart', order: 2, hideInMenu: true }),
        page: () => import('./pages/CartPage'),
      },
      {
        name: FINANCE_ROUTE_NAMES.checkout,
        path: FINANCE_PATHS.checkout,
        meta: page({ locale: 'menu.finance.checkout', order: 3, hideInMenu: true }),
        page: () => import('./pages/CheckoutPage'),
      },
      {
        name: FINANCE_ROUTE_NAMES.result,
        path: FINANCE_PATHS.result,
        meta: page({ locale: 'menu.finance.result', order: 4, hideInMenu: true }),
        page: () => import('./pages/ResultPage'),
      },
      {
        name: FINANCE_ROUTE_NAMES.rechargeLog,
        path: FINANCE_PATHS.rechargeLog,
        meta: page({ locale: 'menu.finance.rechargeLog', icon: HistoryOutlined, order: 5 }),
        page: () => import('./pages/RechargeLogPage'),
      },
      {
        name: FINANCE_ROUTE_NAMES.usage,
        path: FINANCE_PATHS.usage,
        meta: page({ locale: 'menu.finance.usage', icon: ProfileOutlined, order: 6 }),
        page: () => import('./pages/UsagePage'),
      },
    ],
  },
];
