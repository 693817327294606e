/**
 * The console's menu as the server hands it out (`POST /user/menu`, used when the console's "menu from
 * server" setting is on): console route names, paths and locale keys (docs/contracts.md) with the roles that
 * may see each entry. One list for both sides: the server filters it by role, and a console test checks that
 * every entry names a console route with the same path, locale key, roles and visibility, and that every
 * signed-in console route is listed (a page missing here would be "not found" with the server menu on).
 */
import type { MenuItem } from '../api/user.js';
import type { Role } from '../constants/index.js';

export interface ConsoleMenuEntry extends Omit<MenuItem, 'children'> {
  /** Who may see and open the entry; '*' is every role (spec section 6). */
  roles: ReadonlyArray<Role | '*'>;
  children?: readonly ConsoleMenuEntry[];
}

/** The server's own API reference page. */
export const API_DOCS_PATH = '/api/docs';
/**
 * The provider's website and documentation site (spec section 2), unless the console build sets others
 * (VITE_WEBSITE_URL, VITE_DOCS_URL): by default the product's own pages, which exist wherever it runs — its
 * guide pages (the FAQ) and its API reference — rather than addresses of a site nobody has set up.
 */
export const DEFAULT_WEBSITE_URL = '/faq';
export const DEFAULT_DOCS_URL = '/api/docs';

const ANY = ['*'] as const;

export const CONSOLE_MENU: readonly ConsoleMenuEntry[] = [
  {
    name: 'dashboard',
    path: '/app/dashboard',
    locale: 'menu.dashboard',
    icon: 'DashboardOutlined',
    order: 0,
    roles: ANY,
    children: [
      {
        name: 'Workplace',
        path: '/app/dashboard/workplace',
        locale: 'menu.dashboard.workplace',
        order: 0,
        roles: ANY,
      },
      {
        name: 'Monitor',
        path: '/app/dashboard/monitor',
        locale: 'menu.dashboard.monitor',
        order: 1,
        roles: ['admin'],
        hideInMenu: true,
      },
    ],
  },
  {
    name: 'visualization',
    path: '/visualization',
    locale: 'menu.visualization',
    icon: 'FundOutlined',
    order: 1,
    roles: ['admin'],
    children: [
      {
        name: 'DataAnalysis',
        path: '/visualization/data-analysis',
        locale: 'menu.visualization.dataAnalysis',
        icon: 'FundOutlined',
        order: 0,
        roles: ['admin'],
      },
      {
        name: 'MultiDimensionDataAnalysis',
        path: '/visualization/multi-dimension-data-analysis',
        locale: 'menu.visualization.multiDimension',
        icon: 'AppstoreOutlined',
        order: 1,
        roles: ['admin'],
      },
    ],
  },
  {
    name: 'list',
    path: '/list',
    locale: 'menu.list',
    icon: 'ProfileOutlined',
    order: 2,
    roles: ['admin'],
    children: [
      {
        name: 'SearchTable',
        path: '/list/search-table',
        locale: 'menu.list.searchTable',
        icon: 'FileSearchOutlined',
        order: 0,
        roles: ['admin'],
      },
      {
        name: 'CardList',
        path: '/list/card',
        locale: 'menu.list.card',
        icon: 'BankOutlined',
        order: 1,
        roles: ['admin'],
      },
    ],
  },
  {
    name: 'profile',
    path: '/profile',
    locale: 'menu.profile',
    icon: 'IdcardOutlined',
    order: 4,
    roles: ['admin'],
    children: [
      {
        name: 'ProfileBasic',
        path: '/profile/basic',
        locale: 'menu.profile.basic',
        order: 0,
        roles: ['admin'],
        hideInMenu: true,
      },
    ],
  },
  {
    name: 'sms',
    path: '/app/sms',
    locale: 'menu.sms',
    icon: 'MessageOutlined',
    order: 2,
    roles: ANY,
    children: [
      {
        name: 'SmsOverview',
        path: '/app/sms/overview',
        locale: 'menu.sms.overview',
        icon: 'DashboardOutlined',
        order: 0,
        roles: ANY,
      },
      {
        name: 'SmsTemplate',
        path: '/app/sms/template',
        locale: 'menu.sms.template',
        icon: 'AppstoreOutlined',
        order: 1,
        roles: ANY,
      },
      {
        name: 'SmsTemplateAdd',
        path: '/app/sms/template/add',
        locale: 'menu.sms.templateAdd',
        order: 1,
        roles: ANY,
        hideInMenu: true,
      },
      {
        name: 'SmsSend',
        path: '/app/sms/send',
        locale: 'menu.sms.send',
        icon: 'SendOutlined',
        order: 1,
        roles: ANY,
      },
      {
        name: 'SmsLog',
        path: '/app/sms/log',
        locale: 'menu.sms.log',
        icon: 'FileSearchOutlined',
        order: 2,
        roles: ANY,
      },
      {
        name: 'SmsVerify',
        path: '/app/sms/verify',
        locale: 'menu.sms.verify',
        icon: 'SecurityScanOutlined',
        order: 2,
        roles: ANY,
      },
      {
        name: 'SmsSetting',
        path: '/app/sms/setting',
        locale: 'menu.sms.setting',
        icon: 'SettingOutlined',
        order: 3,
        roles: ANY,
      },
    ],
  },
  { name: 'Mms', path: '/app/mms', locale: 'menu.mms', icon: 'FileImageOutlined', order: 2, roles: ANY },
  {
    name: 'finance',
    path: '/app/finance',
    locale: 'menu.finance',
    icon: 'AccountBookOutlined',
    order: 3,
    roles: ANY,
    children: [
      {
        name: 'FinanceOverview',
        path: '/app/finance/overview',
        locale: 'menu.finance.overview',
        icon: 'FundOutlined',
        order: 0,
        roles: ANY,
      },
      {
        name: 'Recharge',
        path: '/app/finance/recharge',
        locale: 'menu.finance.recharge',
        icon: 'WalletOutlined',
        order: 1,
        roles: ANY,
      },
      {
        name: 'RechargeCart',
        path: '/app/finance/recharge/cart',
        locale: 'menu.finance.cart',
        order: 2,
        roles: ANY,
        hideInMenu: true,
      },
      {
        name: 'RechargeCheckout',
        path: '/app/finance/recharge/checkout',
        locale: 'menu.finance.checkout',
        order: 3,
        roles: ANY,
        hideInMenu: true,
      },
      {
        name: 'FinanceResult',
        path: '/app/finance/result',
        locale: 'menu.finance.result',
        order: 4,
        roles: ANY,
        hideInMenu: true,
      },
      {
        name: 'RechargeLog',
        path: '/app/finance/rechargeLog',
        locale: 'menu.finance.rechargeLog',
        icon: 'HistoryOutlined',
        order: 5,
        roles: ANY,
      },
      {
        name: 'FinanceUsage',
        path: '/app/finance/usage',
        locale: 'menu.finance.usage',
        icon: 'ProfileOutlined',
        order: 6,
        roles: ANY,
      },
    ],
  },
  {
    name: 'form',
    path: '/form',
    locale: 'menu.form',
    icon: 'ProfileOutlined',
    order: 3,
    roles: ['admin'],
    children: [
      {
        name: 'SenderIdList',
        path: '/form/sender-ids',
        locale: 'menu.form.senderIds',
        icon: 'IdcardOutlined',
        order: 0,
        roles: ['admin'],
      },
      {
        name: 'FormStep',
        path: '/form/step',
        locale: 'menu.form.step',
        order: 1,
        roles: ['admin'],
        hideInMenu: true,
      },
      {
        name: 'FormGroup',
        path: '/form/group',
        locale: 'menu.form.group',
        order: 2,
        roles: ['admin'],
        hideInMenu: true,
      },
    ],
  },
  {
    name: 'result',
    path: '/result',
    locale: 'menu.result',
    order: 5,
    roles: ['admin'],
    hideInMenu: true,
    children: [
      {
        name: 'ResultSuccess',
        path: '/result/success',
        locale: 'menu.result.success',
        order: 0,
        roles: ['admin'],
        hideInMenu: true,
      },
      {
        name: 'ResultError',
        path: '/result/error',
        locale: 'menu.result.error',
        order: 1,
        roles: ['admin'],
        hideInMenu: true,
      },
    ],
  },
  {
    name: 'admin',
    path: '/admin',
    locale: 'menu.admin',
    icon: 'TeamOutlined',
    order: 5,
    roles: ['admin'],
    children: [
      {
        name: 'AdminOverview',
        path: '/admin/overview',
        locale: 'menu.admin.overview',
        icon: 'DashboardOutlined',
        order: 0,
        roles: ['admin'],
      },
      {
        name: 'AdminAccounts',
        path: '/admin/accounts',
        locale: 'menu.admin.accounts',
        icon: 'BankOutlined',
        order: 1,
        roles: ['admin'],
      },
      {
        name: 'AdminUsers',
        path: '/admin/users',
        locale: 'menu.admin.users',
        icon: 'TeamOutlined',
        order: 2,
        roles: ['admin'],
      },
      {
        name: 'AdminSettings',
        path: '/admin/settings',
        locale: 'menu.admin.settings',
        icon: 'SettingOutlined',
        order: 3,
        roles: ['admin'],
      },
      {
        name: 'AdminAudit',
        path: '/admin/audit',
        locale: 'menu.admin.audit',
        icon: 'AuditOutlined',
        order: 4,
        roles: ['admin'],
      },
      {
        name: 'AdminAccountsCreate',
        path: '/admin/accounts/create',
        locale: 'menu.admin.accounts.create',
        order: 5,
        roles: ['admin'],
        hideInMenu: true,
      },
    ],
  },
  {
    name: 'exception',
    path: '/exception',
    locale: 'menu.exception',
    icon: 'ExceptionOutlined',
    order: 6,
    roles: ANY,
    children: [
      {
        name: 'exception403',
        path: '/exception/403',
        locale: 'menu.exception.403',
        order: 0,
        roles: ['admin'],
        hideInMenu: true,
      },
      {
        name: 'exception404',
        path: '/exception/404',
        locale: 'menu.exception.404',
        order: 1,
        roles: ANY,
        hideInMenu: true,
      },
      {
        name: 'exception500',
        path: '/exception/500',
        locale: 'menu.exception.500',
        order: 2,
        roles: ANY,
        hideInMenu: true,
      },
    ],
  },
  {
    name: 'welcome',
    path: '/welcome',
    locale: 'menu.welcome',
    icon: 'AppstoreOutlined',
    order: 7,
    roles: ANY,
    hideInMenu: true,
    children: [
      { name: 'WelcomeIndex', path: '/welcome/index', locale: 'menu.welcome.index', order: 0, roles: ANY },
      {
        name: 'WelcomeNew',
        path: '/welcome/new',
        locale: 'menu.welcome.new',
        order: 1,
        roles: ANY,
        hideInMenu: true,
      },
    ],
  },
  {
    name: 'user',
    path: '/user',
    locale: 'menu.user',
    icon: 'UserOutlined',
    order: 7,
    roles: ANY,
    children: [
      {
        name: 'UserProfile',
        path: '/user/profile',
        locale: 'menu.user.profile',
        icon: 'IdcardOutlined',
        order: 0,
        roles: ANY,
      },
      {
        name: 'UserPreferences',
        path: '/user/preferences',
        locale: 'menu.user.preferences',
        icon: 'ControlOutlined',
        order: 1,
        roles: ANY,
      },
      {
        name: 'UserSecurity',
        path: '/user/security',
        locale: 'menu.user.security',
        icon: 'SafetyOutlined',
        order: 2,
        roles: ANY,
      },
      {
        name: 'UserSecurityPassword',
        path: '/user/security/password',
        locale: 'menu.user.security.password',
        order: 3,
        roles: ANY,
        hideInMenu: true,
      },
      {
        name: 'UserSecurityPhone',
        path: '/user/security/phone',
        locale: 'menu.user.security.phone',
        order: 4,
        roles: ANY,
        hideInMenu: true,
      },
      {
        name: 'UserOverview',
        path: '/user/overview',
        locale: 'menu.user.overview',
        order: 5,
        roles: ANY,
        hideInMenu: true,
      },
      {
        name: 'UserSetting',
        path: '/user/setting',
        locale: 'menu.user.setting',
        order: 6,
        roles: ANY,
        hideInMenu: true,
      },
      {
        name: 'UserVerification',
        path: '/user/verification',
        locale: 'menu.user.verification',
        icon: 'SafetyCertificateOutlined',
        order: 7,
        roles: ANY,
      },
      {
        name: 'UserVerificationVerify',
        path: '/user/verification/verify',
        locale: 'menu.user.verification.verify',
        order: 8,
        roles: ANY,
        hideInMenu: true,
      },
      {
        name: 'UserVerificationResult',
        path: '/user/verification/result',
        locale: 'menu.user.verification.result',
        order: 9,
        roles: ANY,
        hideInMenu: true,
      },
    ],
  },
  {
    name: 'BackToAccount',
    path: '/welcome',
    locale: 'menu.backToAccount',
    icon: 'RollbackOutlined',
    order: 7,
    roles: ANY,
  },
  { name: 'Faq', path: '/faq', locale: 'menu.faq', icon: 'QuestionCircleOutlined', order: 8, roles: ANY },
  {
    name: 'Website',
    path: DEFAULT_WEBSITE_URL,
    locale: 'menu.website',
    icon: 'GlobalOutlined',
    order: 8,
    roles: ANY,
  },
  {
    name: 'Documentation',
    path: DEFAULT_DOCS_URL,
    locale: 'menu.docs',
    icon: 'ReadOutlined',
    order: 9,
    roles: ANY,
  },
  { name: 'ApiDocs', path: API_DOCS_PATH, locale: 'menu.apiDocs', icon: 'ApiOutlined', order: 9, roles: ANY },
];

function isVisibleTo(entry: ConsoleMenuEntry, role: Role): boolean {
  return entry.roles.includes('*') || entry.roles.includes(role);
}

/** The entries `role` may see, in menu order, without the role lists (the server menu's wire shape). */
export function menuForRole(role: Role, entries: readonly ConsoleMenuEntry[] = CONSOLE_MENU): MenuItem[] {
  return entries
    .filter((entry) => isVisibleTo(entry, role))
    .sort((a, b) => a.order - b.order)
    .map(({ roles: _roles, children, ...item }) => ({
      ...item,
      children: children ? menuForRole(role, children) : [],
    }));
}
