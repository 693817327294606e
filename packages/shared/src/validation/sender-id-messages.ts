/**
 * Validation messages of the sender-ID registration form, apart from its schemas so the console's start-up
 * table (VALIDATION_MESSAGES) does not pull in the phone-number metadata the country rule needs.
 */
import type { CatalogueEntry } from '../errors/catalogue.js';

export const SENDER_ID_MESSAGES = {
  senderIdTooShort: {
    'en-US': 'An alphanumeric sender ID needs at least 3 characters',
    'zh-CN': '字母数字发送方 ID 至少需要 3 个字符',
  },
  senderIdCountriesRequired: {
    'en-US': 'Choose at least one country',
    'zh-CN': '请至少选择一个国家/地区',
  },
  senderIdCountriesTooMany: {
    'en-US': 'At most 20 countries per request',
    'zh-CN': '每个申请最多 20 个国家/地区',
  },
  senderIdUseCaseRequired: { 'en-US': 'Choose what the messages are for', 'zh-CN': '请选择短信用途' },
  senderIdBrandRequired: { 'en-US': 'Enter the brand name', 'zh-CN': '请输入品牌名称' },
  senderIdBrandTooLong: { 'en-US': 'At most 20 characters', 'zh-CN': '最多 20 个字符' },
  senderIdSampleRequired: { 'en-US': 'Enter a sample message', 'zh-CN': '请输入示例短信内容' },
  senderIdSampleTooLong: { 'en-US': 'At most 200 characters', 'zh-CN': '最多 200 个字符' },
  senderIdLinkInvalid: {
    'en-US': 'Enter a link that begins with http:// or https://',
    'zh-CN': '请输入以 http:// 或 https:// 开头的链接',
  },
  senderIdCompanyRequired: { 'en-US': 'Enter the company name', 'zh-CN': '请输入公司名称' },
  senderIdCompanyTooLong: { 'en-US': 'At most 100 characters', 'zh-CN': '最多 100 个字符' },
  senderIdRegistrationTooLong: { 'en-US': 'At most 50 characters', 'zh-CN': '最多 50 个字符' },
  senderIdStatusInvalid: { 'en-US': 'Unknown status', 'zh-CN': '未知的状态' },
  senderIdRequestInvalid: { 'en-US': 'Invalid request ID', 'zh-CN': '申请 ID 无效' },
} satisfies Record<string, CatalogueEntry>;
