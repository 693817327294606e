/**
 * The business error catalogue of spec section 8. The server answers these codes and the console maps them
 * back to text; both read this one table so a code can never mean two things on the two sides.
 */
export const ErrorCode = {
  SYSTEM_UNAVAILABLE: 500,
  INVALID_PARAMETER: 1001,
  USER_NOT_FOUND: 1002,
  ORDER_NOT_FOUND: 1003,
  PAYMENT_FAILED: 1004,
  RATE_LIMITED: 1005,
  NOT_ALLOWED: 1006,
  TOO_MANY_ATTEMPTS: 1007,
  BAD_CREDENTIALS: 2001,
  ACCOUNT_LOCKED: 2002,
  USER_DISABLED: 2003,
  USER_NOT_ACTIVATED: 2004,
  TOKEN_EXPIRED: 2005,
  TOKEN_INVALID: 2006,
  CODE_INCORRECT: 2007,
  EMAIL_REGISTERED: 2008,
  EMAIL_NOT_FOUND: 2009,
  ACCOUNT_NOT_FOUND: 2010,
  NO_ACCOUNT_SELECTED: 2011,
  OLD_PASSWORD_INCORRECT: 2012,
  LINK_INVALID: 2013,
  CAPTCHA_FAILED: 2014,
  // Organisation administration (docs: API.md "Organisation and roles").
  INVITE_EMAIL_MISMATCH: 2100,
  // Enterprise certification (docs/certification.md).
  CERTIFICATION_NOT_FOUND: 2200,
  CERTIFICATION_UNDER_REVIEW: 2201,
  CERTIFICATION_NOT_WITHDRAWABLE: 2202,
  ALREADY_CERTIFIED: 2203,
  // The organisation's sign-in settings (docs/organisation-admin.md).
  SIGN_IN_METHOD_NOT_ALLOWED: 2101,
  // Sending rules (docs/sms-console-api.md); the public send API maps the same rules onto its own table.
  INSUFFICIENT_BALANCE: 3001,
  NO_PRICING: 3002,
  DAILY_LIMIT_REACHED: 3003,
  TRIAL_RESTRICTED: 3004,
  COUNTRY_DISALLOWED: 3005,
  CHINA_RULE: 3006,
  TEMPLATE_UNAVAILABLE: 3007,
  SENDING_TOO_FAST: 3008,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type Locale = 'en-US' | 'zh-CN';

export interface CatalogueEntry {
  'en-US': string;
  'zh-CN': string;
}

export const ERROR_MESSAGES: Record<ErrorCode, CatalogueEntry> = {
  500: { 'en-US': 'The system is temporarily unavailable.', 'zh-CN': '系统暂时不可用。' },
  1001: { 'en-US': 'Invalid parameter.', 'zh-CN': '参数无效。' },
  1002: { 'en-US': 'User not found.', 'zh-CN': '用户不存在。' },
  1003: { 'en-US': 'Order not found.', 'zh-CN': '订单不存在。' },
  1004: { 'en-US': 'Payment failed.', 'zh-CN': '支付失败。' },
  1005: { 'en-US': 'Rate limit exceeded. Please slow down.', 'zh-CN': '请求过于频繁，请稍后再试。' },
  1006: { 'en-US': 'This operation is not allowed.', 'zh-CN': '不允许此操作。' },
  1007: {
    'en-US': 'Too many attempts. Please try again in 10 minutes.',
    'zh-CN': '尝试次数过多，请 10 分钟后再试。',
  },
  2001: { 'en-US': 'Incorrect email or password.', 'zh-CN': '邮箱或密码错误。' },
  2002: {
    'en-US': 'This user is locked after too many failed sign-ins. Try again in 15 minutes.',
    'zh-CN': '登录失败次数过多，用户已被锁定，请 15 分钟后再试。',
  },
  2003: { 'en-US': 'This user has been disabled.', 'zh-CN': '该用户已被禁用。' },
  2004: { 'en-US': 'This user has not been activated.', 'zh-CN': '该用户尚未激活。' },
  2005: {
    'en-US': 'Your session has expired. Please log in again.',
    'zh-CN': '登录已过期，请重新登录。',
  },
  2006: { 'en-US': 'Invalid session. Please log in again.', 'zh-CN': '登录凭证无效，请重新登录。' },
  2007: { 'en-US': 'The verification code is incorrect.', 'zh-CN': '验证码不正确。' },
  2008: { 'en-US': 'This email is already registered.', 'zh-CN': '该邮箱已注册。' },
  2009: { 'en-US': 'Email not found.', 'zh-CN': '邮箱不存在。' },
  2010: { 'en-US': 'Account not found.', 'zh-CN': '账户不存在。' },
  2011: { 'en-US': 'No account selected.', 'zh-CN': '尚未选择账户。' },
  2012: { 'en-US': 'The old password is incorrect.', 'zh-CN': '原密码不正确。' },
  2013: { 'en-US': 'The link is invalid or has expired.', 'zh-CN': '链接无效或已过期。' },
  2014: { 'en-US': 'The request could not be verified.', 'zh-CN': '请求无法通过验证。' },
  2100: {
    'en-US': 'Sign up with the e-mail address the invitation was sent to.',
    'zh-CN': '请使用收到邀请的邮箱地址注册。',
  },
  2200: { 'en-US': 'Certification record not found.', 'zh-CN': '认证记录不存在。' },
  2201: {
    'en-US': 'A certification is already under review. Withdraw it before submitting another.',
    'zh-CN': '已有认证正在审核中，请先撤回后再重新提交。',
  },
  2202: {
    'en-US': 'Only a certification under review can be withdrawn.',
    'zh-CN': '只能撤回审核中的认证。',
  },
  2203: {
    'en-US': 'Your organisation is already certified.',
    'zh-CN': '您的组织已完成企业认证。',
  },
  2101: {
    'en-US': 'Your organisation does not allow this sign-in method. Sign in with your e-mail and password.',
    'zh-CN': '您所在的组织不允许使用此登录方式，请使用邮箱和密码登录。',
  },
  3001: {
    'en-US': 'Insufficient balance. Please top up and try again.',
    'zh-CN': '余额不足，请充值后重试。',
  },
  3002: {
    'en-US': 'There is no SMS pricing for this destination.',
    'zh-CN': '该目的地暂无短信价格。',
  },
  3003: {
    'en-US': 'The daily sending limit has been reached.',
    'zh-CN': '已达到每日发送上限。',
  },
  3004: {
    'en-US':
      "Trial accounts can send only to the owner's bound phone, up to a daily limit. Complete verification to send freely.",
    'zh-CN': '试用账户只能发送到所有者绑定的手机号码，且有每日上限。完成认证后即可自由发送。',
  },
  3005: {
    'en-US': 'The destination country is disallowed in the SMS settings.',
    'zh-CN': '目的地国家/地区已在短信设置中被禁止。',
  },
  3006: {
    'en-US': 'Messages to China need a 【signature】 and an approved template.',
    'zh-CN': '发往中国大陆的短信需要【签名】并使用已审核通过的模板。',
  },
  3007: {
    'en-US': 'The template was not found or is not approved.',
    'zh-CN': '模板不存在或未审核通过。',
  },
  3008: {
    'en-US': 'Sending too fast. Please try again shortly.',
    'zh-CN': '发送过于频繁，请稍后再试。',
  },
};

export const UNKNOWN_ERROR_MESSAGE: CatalogueEntry = {
  'en-US': 'Something went wrong. Please try again.',
  'zh-CN': '出了点问题，请重试。',
};

export function isErrorCode(code: number): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, code);
}

/** The text for a business code, falling back to the unknown-error text for codes the catalogue lacks. */
export function errorMessage(code: number, locale: Locale = 'en-US'): string {
  return (isErrorCode(code) ? ERROR_MESSAGES[code] : UNKNOWN_ERROR_MESSAGE)[locale];
}
