/**
 * Request schemas of the console's SMS calls (docs/sms-console-api.md, API.md settings), shared by the console
 * forms and the server routes, and the public send API's body for its OpenAPI description and TS callers.
 * Issues carry a message key of VALIDATION_MESSAGES, SMS_MESSAGES or SMS_FORM_MESSAGES (below).
 */
import { getCountries, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import type { CatalogueEntry } from '../errors/catalogue.js';
import { MAX_RECIPIENTS } from '../sms/limits.js';
import { SEND_API_MESSAGE_TYPES, ZSmsMessageTypeSchema } from '../sms/message-types.js';
import type { PhoneNumber } from '../sms/phone.js';
import { parseRecipientEntries, splitRecipientInput } from '../sms/recipients.js';
import { ZSenderIdSchema } from '../sms/sender-id.js';
import { zFormArray, zFormBoolean, zRequiredText } from './form-fields.js';
import { ZRecipientVariablesSchema, ZTemplateVariablesSchema } from './send-variables.js';
import { SMS_OVERVIEW_MESSAGES } from '../api/sms-overview.js';
import { TEMPLATE_MESSAGES } from './template-messages.js';

export {
  ZRecipientVariablesSchema,
  ZTemplateVariablesSchema,
  mergeRecipientVariables,
  type TRecipientVariables,
} from './send-variables.js';

/** Messages of the rules below that neither the general nor the SMS table has. */
export const SMS_FORM_MESSAGES = {
  contentOrTemplateRequired: {
    'en-US': 'Enter the content or choose a template',
    'zh-CN': '请输入内容或选择模板',
  },
  templateIdInvalid: { 'en-US': 'Invalid template ID', 'zh-CN': '模板 ID 无效' },
  variablesInvalid: {
    'en-US': 'Variables must be an object of names (letters, digits, _) and text values',
    'zh-CN': '变量必须是名称（字母、数字、下划线）与文本值组成的对象',
  },
  recipientVariablesInvalid: {
    'en-US': 'Variables per recipient must be an object keyed by E.164 numbers, each holding variables',
    'zh-CN': '按收件人的变量必须是以 E.164 号码为键、值为变量的对象',
  },
  recipientVariablesTooMany: {
    'en-US': 'Variables can be given for at most 10,000 recipients',
    'zh-CN': '最多可为 10,000 个收件人提供变量',
  },
  recipientVariablesUnknown: {
    'en-US': 'Variables were given for a number that is not among the recipients',
    'zh-CN': '提供了变量的号码不在收件人中',
  },
  sendAtInvalid: {
    'en-US': 'Enter the send time as an ISO 8601 date and time with a time zone, at most a year ahead',
    'zh-CN': '请以带时区的 ISO 8601 格式填写发送时间，最多提前一年',
  },
  sendAgreeRequired: {
    'en-US': 'Please confirm that the recipients agreed to receive these messages',
    'zh-CN': '请确认收件人已同意接收这些短信',
  },
  ipEntryInvalid: {
    'en-US': 'Enter IPv4 or IPv6 addresses or CIDR ranges, e.g. 203.0.113.7 or 2001:db8::/32',
    'zh-CN': '请输入 IPv4 或 IPv6 地址或 CIDR 网段，例如 203.0.113.7 或 2001:db8::/32',
  },
  ipListTooLong: { 'en-US': 'At most 100 entries', 'zh-CN': '最多 100 项' },
  limitInvalid: {
    'en-US': 'Enter a whole number from 0 (no limit) to 1,000,000,000',
    'zh-CN': '请输入 0（不限制）到 1,000,000,000 之间的整数',
  },
  webhookUrlInvalid: {
    'en-US': 'Enter an http:// or https:// URL',
    'zh-CN': '请输入 http:// 或 https:// 开头的网址',
  },
  webhookUrlPrivate: {
    'en-US': 'This URL points to a private or local network address and cannot receive webhooks',
    'zh-CN': '该网址指向私有或本地网络地址，无法接收 Webhook',
  },
  webhookUrlUnresolvable: {
    'en-US': 'The host name of this URL cannot be resolved',
    'zh-CN': '无法解析该网址的主机名',
  },
  webhookSecretInvalid: {
    'en-US': 'The webhook secret must have 16 to 256 printable ASCII characters',
    'zh-CN': 'Webhook 密钥必须为 16 到 256 个可打印 ASCII 字符',
  },
  countryInvalid: { 'en-US': 'Unknown country or region code', 'zh-CN': '未知的国家或地区代码' },
  apiKeyNameRequired: { 'en-US': 'Please enter a name for the key', 'zh-CN': '请输入密钥名称' },
  apiKeyNameTooLong: { 'en-US': 'The name can have at most 64 characters', 'zh-CN': '名称最多 64 个字符' },
  apiKeyIdInvalid: { 'en-US': 'Invalid key ID', 'zh-CN': '密钥 ID 无效' },
  cursorInvalid: { 'en-US': 'Invalid page cursor', 'zh-CN': '分页游标无效' },
  pageSizeInvalid: { 'en-US': 'Page size must be 1 to 100', 'zh-CN': '每页数量须为 1 到 100' },
  ...TEMPLATE_MESSAGES,
  ...SMS_OVERVIEW_MESSAGES,
} satisfies Record<string, CatalogueEntry>;

export type SmsFormMessageKey = keyof typeof SMS_FORM_MESSAGES;

export function isSmsFormMessageKey(key: string): key is SmsFormMessageKey {
  return Object.prototype.hasOwnProperty.call(SMS_FORM_MESSAGES, key);
}

/** Every country libphonenumber-js knows: what numbers can belong to, what prices and settings name. */
export const SMS_COUNTRIES: readonly CountryCode[] = getCountries();
const SMS_COUNTRY_SET = new Set<string>(SMS_COUNTRIES);

export function isSmsCountry(value: unknown): value is CountryCode {
  return typeof value === 'string' && SMS_COUNTRY_SET.has(value);
}

export const ZSmsCountrySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.custom<CountryCode>(isSmsCountry, { error: 'countryInvalid' }),
);

/** A send time a year ahead at most (scheduled sends); earlier than now means "send now". */
export const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 3_600_000;

/**
 * Recipients as the send form posts them: a list, or one string separated by commas or new lines. Invalid
 * numbers are issues at their index; duplicates are not errors (the server drops them, keeping the first).
 * The output is the parse, so the server does not parse 10,000 numbers twice.
 */
export const ZRecipientEntriesSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? splitRecipientInput(value) : value),
    z.array(z.unknown(), { error: 'recipientsRequired' }),
  )
  .transform((values, ctx) => {
    // A number or object where a phone is expected is one bad entry, reported with the rest. It is never
    // turned into text: an object's toString may be anything, and String() of deep arrays overflows the stack.
    const entries = values.map((value) => (typeof value === 'string' ? value.trim() : ''));
    values.forEach((value, index) => {
      if (typeof value !== 'string') ctx.addIssue({ code: 'custom', message: 'phoneInvalid', path: [index] });
    });
    const list = parseRecipientEntries(entries);
    if (list.listProblem) ctx.addIssue({ code: 'custom', message: list.listProblem });
    for (const problem of list.problems) {
      if (problem.key === 'phoneDuplicate' || typeof values[problem.index] !== 'string') continue;
      ctx.addIssue({
        code: 'custom',
        message: problem.key,
        path: [problem.index],
        params: { input: problem.input },
      });
    }
    return {
      recipients: list.recipients,
      duplicates: list.problems.filter((p) => p.key === 'phoneDuplicate').map((p) => p.input),
    };
  });
export type TParsedRecipients = { recipients: PhoneNumber[]; duplicates: string[] };

/** ISO 8601 with a time zone; blank means "now". */
export const ZSendAtSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.iso
    .datetime({ offset: true, error: 'sendAtInvalid' })
    .transform((text) => new Date(text))
    .optional(),
);

const ZTemplateIdSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string({ error: 'templateIdInvalid' }).trim().min(1, { error: 'templateIdInvalid' }).max(64).optional(),
);

/** Content before rendering: blank counts as absent; the 10-segment cap is checked on the rendered text. */
const ZOptionalContentSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: 'contentEmpty' }).max(10_000, { error: 'contentTooLong' }).optional(),
);

/** `POST /sms/send` of the console (docs/sms-console-api.md). */
export const ZSmsSendSchema = z
  .object({
    type: ZSmsMessageTypeSchema,
    from: ZSenderIdSchema,
    to: ZRecipientEntriesSchema,
    content: ZOptionalContentSchema,
    templateId: ZTemplateIdSchema,
    variables: ZTemplateVariablesSchema.optional(),
    /** `{ "+14155550100": { "name": "Ada" } }`: a recipient's own values win over `variables`. */
    recipientVariables: ZRecipientVariablesSchema.optional(),
    sendAt: ZSendAtSchema,
    agree: zFormBoolean.refine((agreed) => agreed, { error: 'sendAgreeRequired' }),
    smartEncoding: zFormBoolean.optional(),
  })
  .refine((body) => body.content !== undefined || body.templateId !== undefined, {
    message: 'contentOrTemplateRequired',
    path: ['content'],
    // Reported together with the other fields' problems, not only once they are fixed.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .superRefine((body, ctx) => {
    if (!body.recipientVariables) return;
    const recipients = new Set(body.to.recipients.map((recipient) => recipient.e164));
    // The first stray number is enough to name; 10,000 issues would say nothing more.
    const stray = Object.keys(body.recipientVariables).find((phone) => !recipients.has(phone));
    if (stray !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'recipientVariablesUnknown',
        path: ['recipientVariables', stray],
      });
    }
  });
export type TSmsSendInput = z.input<typeof ZSmsSendSchema>;

/** The public send API's body (API.md) — described for callers; the route maps failures to its own codes. */
export const ZSendApiRequestSchema = z
  .object({
    type: z.enum(SEND_API_MESSAGE_TYPES).describe('otp or marketing.'),
    to: z
      .union([z.string(), z.array(z.string()).max(MAX_RECIPIENTS)])
      .describe('One E.164 number or a list of at most 10,000; duplicates are dropped keeping the first.'),
    content: z.string().optional().describe('The text; required unless templateId is given.'),
    templateId: z.string().optional().describe('An approved template of the account, or a public one.'),
    variables: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('Values of the template variables.'),
    from: z.string().optional().describe('Sender ID: up to 11 letters/digits/spaces, or 3–15 digits.'),
    sendAt: z
      .string()
      .optional()
      .describe('ISO 8601 with a time zone: a future time schedules the send, a past one sends now.'),
  })
  .meta({
    id: 'SendApiRequest',
    examples: [
      {
        type: 'otp',
        to: ['+14155550100', '+447400123456'],
        content: 'Your Beacon code is 042917',
        from: 'Beacon',
      },
    ],
  });
export type TSendApiRequest = z.input<typeof ZSendApiRequestSchema>;

const ZIpEntrySchema = z
  .string({ error: 'ipEntryInvalid' })
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'ipEntryInvalid' }));

const ZLimitSchema = z.preprocess(
  (value) => {
    if (value === '' || value === null) return 0;
    return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  },
  z
    .number({ error: 'limitInvalid' })
    .int({ error: 'limitInvalid' })
    .min(0, { error: 'limitInvalid' })
    .max(1e9, {
      error: 'limitInvalid',
    }),
);

/** Null clears a URL; the server also refuses hosts on private networks (webhook URL guard). */
export const ZWebhookUrlSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string({ error: 'webhookUrlInvalid' })
    .trim()
    .max(2_048, { error: 'webhookUrlInvalid' })
    .pipe(z.url({ protocol: /^https?$/, error: 'webhookUrlInvalid' }))
    .nullable(),
);

export const ZWebhookSecretSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string({ error: 'webhookSecretInvalid' })
    .regex(/^[\x21-\x7e]{16,256}$/, { error: 'webhookSecretInvalid' })
    .nullable(),
);

/** `POST /sms/setting/update`: any subset of the settings of API.md. */
export const ZSmsSettingsUpdateSchema = z.object({
  ipWhitelist: zFormArray(ZIpEntrySchema)
    .refine((list) => list.length <= 100, { error: 'ipListTooLong' })
    .transform((list) => [...new Set(list)])
    .optional(),
  dailyLimit: ZLimitSchema.optional(),
  perNumberLimit: ZLimitSchema.optional(),
  globalRateLimit: ZLimitSchema.optional(),
  perSecondRate: ZLimitSchema.optional(),
  statusWebhookUrl: ZWebhookUrlSchema.optional(),
  moWebhookUrl: ZWebhookUrlSchema.optional(),
  webhookSecret: ZWebhookSecretSchema.optional(),
  signatureEnabled: zFormBoolean.optional(),
  disallowedCountries: zFormArray(ZSmsCountrySchema)
    .transform((list) => [...new Set(list)])
    .optional(),
});
export type TSmsSettingsUpdateInput = z.input<typeof ZSmsSettingsUpdateSchema>;

export const ZApiKeyCreateSchema = z.object({
  name: zRequiredText('apiKeyNameRequired', 64, 'apiKeyNameTooLong'),
});
export type TApiKeyCreateInput = z.input<typeof ZApiKeyCreateSchema>;

export const ZApiKeyRevokeSchema = z.object({ keyId: zRequiredText('apiKeyIdInvalid', 64) });

export const ZPageLimitSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'pageSizeInvalid' })
    .int({ error: 'pageSizeInvalid' })
    .min(1, { error: 'pageSizeInvalid' })
    .max(100, { error: 'pageSizeInvalid' })
    .default(20),
);

export const ZCursorSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string({ error: 'cursorInvalid' }).max(512, { error: 'cursorInvalid' }).optional(),
);

export const ZOptOutListSchema = z.object({
  phone: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string({ error: 'phoneInvalid' }).trim().max(32, { error: 'phoneInvalid' }).optional(),
  ),
  cursor: ZCursorSchema,
  limit: ZPageLimitSchema,
});

export const ZOptOutDeleteSchema = z.object({ phone: zRequiredText('phoneEmpty', 32, 'phoneInvalid') });

export const ZPriceListSchema = z.object({
  countries: zFormArray(ZSmsCountrySchema)
    .transform((list) => [...new Set(list)])
    .optional(),
});
