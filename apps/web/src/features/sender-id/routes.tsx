/**
 * Sender-ID registration in two menu areas of spec section 2, both owners and admins only: Form (order 3) —
 * the list of requests, the guided step form and the one-page group form (both hidden) — and Result (order 5,
 * hidden) — the success and error pages the forms end on.
 */
import { IdcardOutlined, ProfileOutlined } from '@ant-design/icons';
import type { AppRoute, RouteMeta } from '@/shared/router';
import { SENDER_ID_PATHS } from './lib/paths';

const ADMIN = { requiresAuth: true, roles: ['admin'] } as const;
const hidden = (locale: string, order: number): RouteMeta => ({ locale, ...ADMIN, hideInMenu: true, order });

export const formRoutes: AppRoute[] = [
  {
    name: 'form',
    path: '/form',
    meta: { locale: 'menu.form', icon: ProfileOutlined, ...ADMIN, order: 3 },
    redirectTo: 'SenderIdList',
    children: [
      {
        name: 'SenderIdList',
        path: SENDER_ID_PATHS.list,
        meta: { locale: 'menu.form.senderIds', icon: IdcardOutlined, ...ADMIN, order: 0 },
        page: () => import('./pages/RequestListPage'),
      },
      {
        name: 'FormStep',
        path: SENDER_ID_PATHS.step,
        meta: { ...hidden('menu.form.step', 1), keepAlive: true },
        page: () => import('./pages/StepFormPage'),
      },
      {
        name: 'FormGroup',
        path: SENDER_ID_PATHS.group,
        meta: { ...hidden('menu.form.group', 2), keepAlive: true },
        page: () => import('./pages/GroupFormPage'),
      },
    ],
  },
];

export const resultRoutes: AppRoute[] = [
  {
    name: 'result',
    path: '/result',
    meta: { locale: 'menu.result', ...ADMIN, hideInMenu: true, order: 5 },
    redirectTo: 'ResultSuccess',
    children: [
      {
        name: 'ResultSuccess',
        path: SENDER_ID_PATHS.success,
        meta: hidden('menu.result.success', 0),
        page: () => import('./pages/ResultSuccessPage'),
      },
      {
        name: 'ResultError',
        path: SENDER_ID_PATHS.error,
        meta: hidden('menu.result.error', 1),
        page: () => import('./pages/ResultErrorPage'),
      },
    ],
  },
];
