/**
 * Every message the SMS rules can produce, by key, in the shape of `validation/messages.ts`. Kept in its own
 * table so the SMS module owns its wording. Placeholders use i18next's `{{name}}` syntax so the console can
 * pass a key and its params straight to `t()`; the server fills them with `formatSmsMessage`.
 */
import type { CatalogueEntry, Locale } from '../errors/catalogue.js';

export const SMS_MESSAGES = {
  phoneEmpty: { 'en-US': 'Phone number cannot be empty', 'zh-CN': '手机号码不能为空' },
  phoneInvalid: {
    'en-US': 'Please enter a valid E.164 phone number',
    'zh-CN': '请输入有效的 E.164 格式手机号码',
  },
  phoneNonGeographic: {
    'en-US': 'This number does not belong to a country or region and cannot receive SMS',
    'zh-CN': '该号码不属于任何国家或地区，无法接收短信',
  },
  phoneDuplicate: { 'en-US': 'This phone number has already been added', 'zh-CN': '该手机号码已添加' },
  recipientsRequired: {
    'en-US': 'Please enter one or more recipients.',
    'zh-CN': '请输入一个或多个收件人。',
  },
  recipientsInvalid: { 'en-US': 'Please enter valid phone number', 'zh-CN': '请输入有效的手机号码' },
  recipientsTooMany: {
    'en-US': 'You can send to at most 10,000 recipients at a time',
    'zh-CN': '每次最多发送给 10,000 个收件人',
  },
  contentEmpty: { 'en-US': 'Content cannot be empty', 'zh-CN': '内容不能为空' },
  contentTooLong: {
    'en-US': 'The message is too long: at most 10 segments',
    'zh-CN': '短信内容过长：最多拆分为 10 条',
  },
  senderIdEmpty: { 'en-US': 'Sender ID cannot be empty', 'zh-CN': '发送方 ID 不能为空' },
  senderIdTooLong: {
    'en-US': 'An alphanumeric sender ID can have at most 11 characters',
    'zh-CN': '字母数字发送方 ID 最多 11 个字符',
  },
  senderIdNumericLength: {
    'en-US': 'A numeric sender ID must have 3 to 15 digits',
    'zh-CN': '数字发送方 ID 必须为 3 到 15 位数字',
  },
  senderIdInvalid: {
    'en-US':
      'A sender ID contains only letters, digits and spaces with at least one letter, or is a number of up to 15 digits',
    'zh-CN': '发送方 ID 只能包含字母、数字和空格且至少包含一个字母，或为最多 15 位的数字',
  },
  templateNameEmpty: { 'en-US': 'Template name cannot be empty', 'zh-CN': '模板名称不能为空' },
  variableNameInvalid: {
    'en-US': 'Variable name {{name}} can contain only letters, digits and underscores',
    'zh-CN': '变量名 {{name}} 只能包含字母、数字和下划线',
  },
  variableNameReserved: {
    'en-US': 'Variable name {{name}} is a reserved keyword, please choose another name.',
    'zh-CN': '变量名 {{name}} 是保留关键字，请换一个名称。',
  },
  variableMissing: {
    'en-US': 'Please provide a value for variable {{name}}',
    'zh-CN': '请为变量 {{name}} 提供取值',
  },
  chinaSignatureRequired: {
    'en-US':
      'Messages to China need a signature of 2 to 12 characters in 【】 at the start or end, e.g. 【Beacon】',
    'zh-CN': '发往中国大陆的短信需要在开头或结尾添加 2 到 12 个字符的【】签名，例如【Beacon】',
  },
  messageTypeInvalid: {
    'en-US': 'Invalid message type (allowed: otp, marketing)',
    'zh-CN': '消息类型无效（允许：otp、marketing）',
  },
  smsTypeInvalid: { 'en-US': 'Please select a message type', 'zh-CN': '请选择消息类型' },
} satisfies Record<string, CatalogueEntry>;

export type SmsMessageKey = keyof typeof SMS_MESSAGES;

/** A message key with the values for its placeholders, as schemas and parsers report problems. */
export interface SmsProblem {
  key: SmsMessageKey;
  params?: Record<string, string | number>;
}

export function isSmsMessageKey(key: string): key is SmsMessageKey {
  return Object.prototype.hasOwnProperty.call(SMS_MESSAGES, key);
}

/** The text of a problem in one language, placeholders filled (the server's side of `t(key, params)`). */
export function formatSmsMessage(problem: SmsProblem, locale: Locale = 'en-US'): string {
  const params = problem.params ?? {};
  return SMS_MESSAGES[problem.key][locale].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
