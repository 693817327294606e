/**
 * Menu entries that are links rather than pages (spec section 2): Back to Account, the provider's website
 * and documentation site (addresses from VITE_WEBSITE_URL / VITE_DOCS_URL), and the server's API reference.
 */
import { ApiOutlined, GlobalOutlined, ReadOutlined, RollbackOutlined } from '@ant-design/icons';
import { API_DOCS_PATH, DEFAULT_DOCS_URL, DEFAULT_WEBSITE_URL } from '@beacon/shared/menu/console-menu';
import { ROUTE_NAMES, WELCOME_PATH, type AppRoute } from '@/shared/router';

const WEBSITE_URL: string = import.meta.env.VITE_WEBSITE_URL || DEFAULT_WEBSITE_URL;
const DOCS_URL: string = import.meta.env.VITE_DOCS_URL || DEFAULT_DOCS_URL;

const ANYONE = { requiresAuth: true, roles: ['*'] } as const;

export const menuLinkRoutes: AppRoute[] = [
  {
    name: ROUTE_NAMES.backToAccount,
    path: WELCOME_PATH,
    link: 'route',
    meta: { locale: 'menu.backToAccount', icon: RollbackOutlined, ...ANYONE, order: 7 },
  },
  {
    name: ROUTE_NAMES.website,
    path: WEBSITE_URL,
    link: 'new-tab',
    meta: { locale: 'menu.website', icon: GlobalOutlined, ...ANYONE, order: 8 },
  },
  {
    name: ROUTE_NAMES.documentation,
    path: DOCS_URL,
    link: 'new-tab',
    meta: { locale: 'menu.docs', icon: ReadOutlined, ...ANYONE, order: 9 },
  },
  {
    name: ROUTE_NAMES.apiDocs,
    path: API_DOCS_PATH,
    link: 'new-tab',
    meta: { locale: 'menu.apiDocs', icon: ApiOutlined, ...ANYONE, order: 9 },
  },
];
