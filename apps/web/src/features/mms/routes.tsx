/** MMS (a menu leaf beside SMS, order 2): not sold yet; the page lets the account ask to be told at launch. */
import { FileImageOutlined } from '@ant-design/icons';
import { ROUTE_NAMES, type AppRoute } from '@/shared/router';

export const mmsRoutes: AppRoute[] = [
  {
    name: ROUTE_NAMES.mms,
    path: '/app/mms',
    meta: { locale: 'menu.mms', icon: FileImageOutlined, requiresAuth: true, roles: ['*'], order: 2 },
    page: () => import('./pages/MmsPage'),
  },
];
