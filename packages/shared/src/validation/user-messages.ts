/**
 * Validation messages of the user centre (profile, preferences, security), by key. Merged into
 * VALIDATION_MESSAGES so the server's 1001 answers and the console's form rules translate them like the
 * sign-in messages. Wording follows spec section 5 where the spec quotes it (avatar type and size).
 */
import type { CatalogueEntry } from '../errors/catalogue.js';

export const USER_MESSAGES = {
  timezoneInvalid: { 'en-US': 'Please select a timezone', 'zh-CN': '请选择时区' },
  countryRequired: { 'en-US': 'Please select your country or region', 'zh-CN': '请选择国家/地区' },
  areaRequired: { 'en-US': 'Please enter your area', 'zh-CN': '请输入所在地区' },
  areaTooLong: { 'en-US': 'Area must be at most 64 characters', 'zh-CN': '所在地区最多 64 个字符' },
  profileTooLong: { 'en-US': 'Profile must be at most 200 words', 'zh-CN': '个人简介最多 200 个词' },
  profileTooManyChars: {
    'en-US': 'Profile must be at most 2,000 characters',
    'zh-CN': '个人简介最多 2,000 个字符',
  },
  textTooLong: { 'en-US': 'Must be at most 255 characters', 'zh-CN': '最多 255 个字符' },
  websiteInvalid: {
    'en-US': 'Enter a web address starting with http:// or https://',
    'zh-CN': '请输入以 http:// 或 https:// 开头的网址',
  },
  languageInvalid: { 'en-US': 'Please select a language', 'zh-CN': '请选择语言' },
  timeFormatInvalid: { 'en-US': 'Please select a time format', 'zh-CN': '请选择时间格式' },
  themeInvalid: { 'en-US': 'Please select a theme', 'zh-CN': '请选择主题' },
  oldPasswordEmpty: { 'en-US': 'Please enter your current password', 'zh-CN': '请输入当前密码' },
  passwordSameAsOld: {
    'en-US': 'The new password must be different from the current one',
    'zh-CN': '新密码不能与当前密码相同',
  },
  phoneRequired: { 'en-US': 'Please enter your phone number', 'zh-CN': '请输入手机号码' },
  phoneNumberInvalid: {
    'en-US': 'Please enter a valid phone number with its country code, e.g. +14155550100',
    'zh-CN': '请输入带国家代码的有效手机号码，例如 +8613800138000',
  },
  twoFactorInvalid: { 'en-US': 'Please choose email or SMS', 'zh-CN': '请选择邮件或短信' },
  totpProofRequired: {
    'en-US': 'Enter the code from your authenticator app or your password',
    'zh-CN': '请输入身份验证器中的验证码或您的密码',
  },
  sessionIdInvalid: { 'en-US': 'Invalid session ID', 'zh-CN': '会话 ID 无效' },
  deviceIdInvalid: { 'en-US': 'Invalid device ID', 'zh-CN': '设备 ID 无效' },
  avatarRequired: { 'en-US': 'Please choose an image to upload', 'zh-CN': '请选择要上传的图片' },
  avatarType: {
    'en-US': 'Only JPG, PNG, or GIF formats are allowed.',
    'zh-CN': '仅支持 JPG、PNG 或 GIF 格式。',
  },
  avatarSize: { 'en-US': 'File size cannot exceed 1MB.', 'zh-CN': '文件大小不能超过 1MB。' },
} satisfies Record<string, CatalogueEntry>;

export type UserMessageKey = keyof typeof USER_MESSAGES;
