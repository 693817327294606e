/**
 * Every validation message a shared schema can produce, by key. Schemas carry the key as their error text;
 * the server turns it into the caller's language for `msg`, the console hands it to i18next. Wording
 * follows spec section 5 where the spec quotes it.
 */
import type { CatalogueEntry } from '../errors/catalogue.js';
import { ADMIN_MESSAGES } from './admin.js';
import { INSIGHTS_MESSAGES } from './insights-messages.js';
import { CERTIFICATION_MESSAGES } from './certification.js';
import { KYC_MESSAGES } from './kyc.js';
import { SENDER_ID_MESSAGES } from './sender-id-messages.js';
import { USER_MESSAGES } from './user-messages.js';

/** The messages of sign-up, sign-in and accounts; the user centre's own table is merged in below. */
export const GENERAL_MESSAGES = {
  required: { 'en-US': 'This field is required', 'zh-CN': '此项为必填项' },
  emailInvalid: { 'en-US': 'Please enter a valid email address', 'zh-CN': '请输入有效的邮箱地址' },
  passwordEmpty: { 'en-US': 'Password cannot be empty', 'zh-CN': '密码不能为空' },
  passwordTooShort: { 'en-US': 'Password must be at least 8 characters', 'zh-CN': '密码至少需要 8 个字符' },
  passwordTooLong: { 'en-US': 'Password must be at most 128 characters', 'zh-CN': '密码最多 128 个字符' },
  passwordClasses: {
    'en-US': 'Use at least 3 of: lowercase letters, uppercase letters, digits, special characters',
    'zh-CN': '请至少包含小写字母、大写字母、数字、特殊字符中的 3 种',
  },
  passwordRepeats: {
    'en-US': 'Do not use more than 2 identical characters in a row',
    'zh-CN': '同一字符不能连续出现超过 2 次',
  },
  passwordCommon: {
    'en-US': 'Your password is too simple or commonly used. Please choose a stronger one.',
    'zh-CN': '密码过于简单或常见，请选择更强的密码。',
  },
  passwordMismatch: { 'en-US': 'The two passwords do not match', 'zh-CN': '两次输入的密码不一致' },
  usernameRequired: { 'en-US': 'Please enter your username', 'zh-CN': '请输入用户名' },
  usernameTooLong: { 'en-US': 'Username must be at most 64 characters', 'zh-CN': '用户名最多 64 个字符' },
  agreeRequired: {
    'en-US': 'Please agree to Privacy Policy and Terms of Service first',
    'zh-CN': '请先同意隐私政策和服务条款',
  },
  captchaRequired: { 'en-US': 'Please complete the human check', 'zh-CN': '请完成人机验证' },
  codeInvalid: { 'en-US': 'Enter the 6-digit code', 'zh-CN': '请输入 6 位验证码' },
  tokenRequired: {
    'en-US': 'The link or ticket is missing',
    'zh-CN': '缺少链接或凭证',
  },
  accountNameRequired: { 'en-US': 'Account name is required', 'zh-CN': '账户名称为必填项' },
  accountNameTooLong: {
    'en-US': 'Account name must be at most 64 characters',
    'zh-CN': '账户名称最多 64 个字符',
  },
  productsRequired: { 'en-US': 'Select at least one option', 'zh-CN': '请至少选择一项' },
  productInvalid: { 'en-US': 'Unknown product', 'zh-CN': '未知的产品' },
  billingCountryRequired: { 'en-US': 'Please select your billing country', 'zh-CN': '请选择账单国家/地区' },
  accountIdInvalid: { 'en-US': 'Invalid account ID', 'zh-CN': '账户 ID 无效' },
  textUnstorable: {
    'en-US': 'Contains characters that cannot be stored (a NUL character or broken Unicode)',
    'zh-CN': '包含无法保存的字符（NUL 字符或残缺的 Unicode 字符）',
  },
  nestedTooDeep: { 'en-US': 'Nested too deeply', 'zh-CN': '嵌套层级过深' },
} satisfies Record<string, CatalogueEntry>;

export const VALIDATION_MESSAGES = {
  ...GENERAL_MESSAGES,
  ...USER_MESSAGES,
  ...KYC_MESSAGES,
  ...ADMIN_MESSAGES,
  ...CERTIFICATION_MESSAGES,
  ...INSIGHTS_MESSAGES,
  ...SENDER_ID_MESSAGES,
};

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, key);
}
