/** The phone-side identity verification pages (the link shown as a QR code): public, outside the layout. */
import { ROUTE_NAMES, type AppRoute } from '@/shared/router';

const PUBLIC = { requiresAuth: false, hideInMenu: true } as const;

export const ekycRoutes: AppRoute[] = [
  {
    name: ROUTE_NAMES.ekyc,
    path: '/ekyc/:token',
    meta: { locale: 'menu.ekyc', ...PUBLIC },
    page: () => import('./pages/EkycPage'),
  },
  {
    name: ROUTE_NAMES.ekycResult,
    path: '/ekyc/result',
    meta: { locale: 'menu.ekycResult', ...PUBLIC },
    page: () => import('./pages/EkycResultPage'),
  },
];
