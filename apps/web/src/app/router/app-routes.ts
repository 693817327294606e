/** The whole route tree, assembled from each feature's routes module. */
import { adminRoutes } from '@/features/admin/routes';
import { authRoutes } from '@/features/auth/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { ekycRoutes } from '@/features/ekyc/routes';
import { exceptionRoutes, notFoundRoute } from '@/features/exception/routes';
import { faqRoutes } from '@/features/faq/routes';
import { financeRoutes } from '@/features/finance/routes';
import { insightsRoutes } from '@/features/insights/routes';
import { mmsRoutes } from '@/features/mms/routes';
import { formRoutes, resultRoutes } from '@/features/sender-id/routes';
import { smsRoutes } from '@/features/sms/routes';
import { userRoutes } from '@/features/user/routes';
import { welcomeRoutes } from '@/features/welcome/routes';
import type { AppRoute } from '@/shared/router';
import { menuLinkRoutes } from './menu-links';
import { redirectRoute } from './redirect-route';

/** Pages outside the default layout. */
export const PUBLIC_ROUTES: readonly AppRoute[] = [...authRoutes, ...ekycRoutes];

/** Pages inside the default layout, and the menu's links; the menu is built from this list (by `order`). */
export const LAYOUT_ROUTES: readonly AppRoute[] = [
  ...dashboardRoutes,
  ...smsRoutes,
  ...financeRoutes,
  ...welcomeRoutes,
  ...userRoutes,
  ...adminRoutes,
  ...insightsRoutes,
  ...formRoutes,
  ...resultRoutes,
  ...mmsRoutes,
  ...exceptionRoutes,
  ...faqRoutes,
  ...menuLinkRoutes,
  redirectRoute,
];

export const APP_ROUTE_TREE: readonly AppRoute[] = [...PUBLIC_ROUTES, ...LAYOUT_ROUTES, notFoundRoute];
