/** FAQ (a menu leaf, order 8): answers about accounts, trial, sending, pricing, receipts and API keys. */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { ROUTE_NAMES, type AppRoute } from '@/shared/router';

export const faqRoutes: AppRoute[] = [
  {
    name: ROUTE_NAMES.faq,
    path: '/faq',
    meta: {
      locale: 'menu.faq',
      icon: QuestionCircleOutlined,
      requiresAuth: true,
      roles: ['*'],
      order: 8,
      // The answers a reader opened are still open when they come back from the page they went to try.
      keepAlive: true,
    },
    page: () => import('./pages/FaqPage'),
  },
];
