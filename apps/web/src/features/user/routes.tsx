/**
 * User menu area (order 7, spec section 2): profile, preferences, security and verification in the menu;
 * the password and phone pages, overview, setting tabs and the verification state pages hidden.
 */
import {
  ControlOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { AppRoute, RouteMeta } from '@/shared/router';

/** Route names other features link to (the workplace's checklist) and the pages link between. */
const USER_ROUTE_NAMES = {
  user: 'user',
  profile: 'UserProfile',
  preferences: 'UserPreferences',
  security: 'UserSecurity',
  securityPassword: 'UserSecurityPassword',
  securityPhone: 'UserSecurityPhone',
  overview: 'UserOverview',
  setting: 'UserSetting',
  verification: 'UserVerification',
  verificationVerify: 'UserVerificationVerify',
  verificationResult: 'UserVerificationResult',
} as const;

export const USER_PATHS = {
  profile: '/user/profile',
  preferences: '/user/preferences',
  security: '/user/security',
  securityPassword: '/user/security/password',
  securityPhone: '/user/security/phone',
  overview: '/user/overview',
  setting: '/user/setting',
  verification: '/user/verification',
  verificationVerify: '/user/verification/verify',
  verificationResult: '/user/verification/result',
} as const;

const page = (locale: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  locale,
  requiresAuth: true,
  roles: ['*'],
  ...extra,
});

export const userRoutes: AppRoute[] = [
  {
    name: USER_ROUTE_NAMES.user,
    path: '/user',
    meta: page('menu.user', { icon: UserOutlined, order: 7 }),
    redirectTo: USER_ROUTE_NAMES.profile,
    children: [
      {
        name: USER_ROUTE_NAMES.profile,
        path: USER_PATHS.profile,
        meta: page('menu.user.profile', { icon: IdcardOutlined, order: 0 }),
        page: () => import('./pages/ProfilePage'),
      },
      {
        name: USER_ROUTE_NAMES.preferences,
        path: USER_PATHS.preferences,
        meta: page('menu.user.preferences', { icon: ControlOutlined, order: 1 }),
        page: () => import('./pages/PreferencesPage'),
      },
      {
        name: USER_ROUTE_NAMES.security,
        path: USER_PATHS.security,
        meta: page('menu.user.security', { icon: SafetyOutlined, order: 2 }),
        page: () => import('./pages/SecurityPage'),
      },
      {
        name: USER_ROUTE_NAMES.securityPassword,
        path: USER_PATHS.securityPassword,
        meta: page('menu.user.security.password', { hideInMenu: true, order: 3 }),
        page: () => import('./pages/SecurityPasswordPage'),
      },
      {
        name: USER_ROUTE_NAMES.securityPhone,
        path: USER_PATHS.securityPhone,
        meta: page('menu.user.security.phone', { hideInMenu: true, order: 4 }),
        page: () => import('./pages/SecurityPhonePage'),
      },
      {
        name: USER_ROUTE_NAMES.overview,
        path: USER_PATHS.overview,
        meta: page('menu.user.overview', { hideInMenu: true, order: 5 }),
        page: () => import('./pages/OverviewPage'),
      },
      {
        name: USER_ROUTE_NAMES.setting,
        path: USER_PATHS.setting,
        meta: page('menu.user.setting', { hideInMenu: true, order: 6 }),
        page: () => import('./pages/SettingPage'),
      },
      {
        name: USER_ROUTE_NAMES.verification,
        path: USER_PATHS.verification,
        meta: page('menu.user.verification', { icon: SafetyCertificateOutlined, order: 7 }),
        page: () => import('./pages/VerificationPage'),
      },
      {
        name: USER_ROUTE_NAMES.verificationVerify,
        path: USER_PATHS.verificationVerify,
        meta: page('menu.user.verification.verify', { hideInMenu: true, order: 8 }),
        page: () => import('./pages/VerificationVerifyPage'),
      },
      {
        name: USER_ROUTE_NAMES.verificationResult,
        path: USER_PATHS.verificationResult,
        meta: page('menu.user.verification.result', { hideInMenu: true, order: 9 }),
        page: () => import('./pages/VerificationResultPage'),
      },
    ],
  },
];
