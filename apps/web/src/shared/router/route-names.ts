/** Route names of docs/contracts.md, as constants so a typo is a compile error. */
export const ROUTE_NAMES = {
  login: 'login',
  signup: 'signup',
  findPassword: 'findPassword',
  sso: 'sso',
  ekyc: 'ekyc',
  ekycResult: 'ekycResult',
  redirect: 'Redirect',
  dashboard: 'dashboard',
  workplace: 'Workplace',
  welcome: 'welcome',
  welcomeIndex: 'WelcomeIndex',
  welcomeNew: 'WelcomeNew',
  exception: 'exception',
  exception403: 'exception403',
  exception404: 'exception404',
  exception500: 'exception500',
  notFound: 'notFound',
  mms: 'Mms',
  faq: 'Faq',
  backToAccount: 'BackToAccount',
  website: 'Website',
  documentation: 'Documentation',
  apiDocs: 'ApiDocs',
} as const;

/** The default landing page (spec section 9). */
export const DEFAULT_ROUTE_NAME = ROUTE_NAMES.workplace;
export const DEFAULT_ROUTE_PATH = '/app/dashboard/workplace';
export const LOGIN_PATH = '/login';
export const WELCOME_PATH = '/welcome';
/** Any path the router does not know shows the not-found page; this one is used to send users there. */
export const NOT_FOUND_PATH = '/not-found';
