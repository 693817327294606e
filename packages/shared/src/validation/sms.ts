/**
 * Request schemas of the console's SMS calls (docs/sms-console-api.md, API.md settings), shared by the console
 * forms and the server routes, and the public send API's body for its OpenAPI description and TS callers.
 * Issues carry a key of the shared `validation` texts (i18n/resources).
 */
import { getCountries, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { MAX_RECIPIENTS } from '../sms/limits.js';
import { SEND_API_MESSAGE_TYPES, ZSmsMessageTypeSchema } from '../sms/message-types.js';
import type { PhoneNumber } from '../sms/phone.js';
import { parseRecipientEntries, splitRecipientInput } from '../sms/recipients.js';
import { ZSenderIdSchema } from '../sms/sender-id.js';
import { SMPP_SYSTEM_ID_MAX_LENGTH } from '../sms/smpp-access.js';
import { zFormArray, zFormBoolean, zRequiredText } from './form-fields.js';
import { ZRecipientVariablesSchema, ZTemplateVariablesSchema } from './send-variables.js';

export {
  ZRecipientVariablesSchema,
  ZTemplateVariablesSchema,
  mergeRecipientVariables,
  type TRecipientVariables,
} from './send-variables.js';

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

/** `POST /sms/smpp/credential/revoke`: the system_id of a live credential of the current account. */
export const ZSmppCredentialRevokeSchema = z.object({
  systemId: zRequiredText('smppSystemIdInvalid', SMPP_SYSTEM_ID_MAX_LENGTH),
});

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
