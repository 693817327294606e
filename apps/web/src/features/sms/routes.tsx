/**
 * SMS menu area (order 2): templates, send, the message log, Verify (one-time codes) and the SMS settings of the
 * current account.
 */
import {
  AppstoreOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  MessageOutlined,
  SecurityScanOutlined,
  SendOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { AppRoute } from '@/shared/router';

/** Route names other features look up (the workplace's quick actions) and the pages link between. */
const SMS_ROUTE_NAMES = {
  sms: 'sms',
  send: 'SmsSend',
  log: 'SmsLog',
  setting: 'SmsSetting',
  template: 'SmsTemplate',
  templateAdd: 'SmsTemplateAdd',
  overview: 'SmsOverview',
  verify: 'SmsVerify',
} as const;

export const SMS_LOG_PATH = '/app/sms/log';
export const SMS_SEND_PATH = '/app/sms/send';
export const SMS_SETTING_PATH = '/app/sms/setting';
export const SMS_TEMPLATE_PATH = '/app/sms/template';
const SMS_OVERVIEW_PATH = '/app/sms/overview';
export const SMS_TEMPLATE_ADD_PATH = '/app/sms/template/add';
const SMS_VERIFY_PATH = '/app/sms/verify';

export const smsRoutes: AppRoute[] = [
  {
    name: SMS_ROUTE_NAMES.sms,
    path: '/app/sms',
    meta: { locale: 'menu.sms', icon: MessageOutlined, requiresAuth: true, roles: ['*'], order: 2 },
    redirectTo: SMS_ROUTE_NAMES.send,
    children: [
      {
        name: SMS_ROUTE_NAMES.overview,
        path: SMS_OVERVIEW_PATH,
        meta: {
          locale: 'menu.sms.overview',
          icon: DashboardOutlined,
          requiresAuth: true,
          roles: ['*'],
          order: 0,
        },
        page: () => import('./pages/OverviewPage'),
      },
      {
        name: SMS_ROUTE_NAMES.template,
        path: SMS_TEMPLATE_PATH,
        meta: {
          locale: 'menu.sms.template',
          icon: AppstoreOutlined,
          requiresAuth: true,
          roles: ['*'],
          order: 1,
        },
        page: () => import('./pages/TemplatePage'),
      },
      {
        name: SMS_ROUTE_NAMES.templateAdd,
        path: SMS_TEMPLATE_ADD_PATH,
        meta: {
          locale: 'menu.sms.templateAdd',
          requiresAuth: true,
          roles: ['*'],
          order: 1,
          hideInMenu: true,
        },
        page: () => import('./pages/TemplateAddPage'),
      },
      {
        name: SMS_ROUTE_NAMES.send,
        path: SMS_SEND_PATH,
        meta: { locale: 'menu.sms.send', icon: SendOutlined, requiresAuth: true, roles: ['*'], order: 1 },
        page: () => import('./pages/SendPage'),
      },
      {
        name: SMS_ROUTE_NAMES.log,
        path: SMS_LOG_PATH,
        meta: {
          locale: 'menu.sms.log',
          icon: FileSearchOutlined,
          requiresAuth: true,
          roles: ['*'],
          order: 2,
        },
        page: () => import('./pages/LogPage'),
      },
      {
        name: SMS_ROUTE_NAMES.verify,
        path: SMS_VERIFY_PATH,
        meta: {
          locale: 'menu.sms.verify',
          icon: SecurityScanOutlined,
          requiresAuth: true,
          roles: ['*'],
          order: 2,
        },
        page: () => import('./pages/VerifyPage'),
      },
      {
        name: SMS_ROUTE_NAMES.setting,
        path: SMS_SETTING_PATH,
        meta: {
          locale: 'menu.sms.setting',
          icon: SettingOutlined,
          requiresAuth: true,
          roles: ['*'],
          order: 3,
        },
        page: () => import('./pages/SettingPage'),
      },
    ],
  },
];
