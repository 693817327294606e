/**
 * SMS templates (API.md "Templates", spec sections 3–5): the request schemas the template form and the server's
 * routes share, the item the list answers, and the review states. Issues carry keys of the shared
 * `validation` texts, with the variable name in `params` where the message names one.
 */
import { z } from 'zod';
import { analyzeMessage } from '../sms/analyze-message.js';
import { MAX_MESSAGE_SEGMENTS } from '../sms/limits.js';
import { hasChinaSignature } from '../sms/china-signature.js';
import { ZTemplateContentSchema } from '../sms/message-schemas.js';
import { ZSmsMessageTypeSchema } from '../sms/message-types.js';
import { zRequiredText } from './form-fields.js';
import { ZCursorSchema, ZPageLimitSchema, ZSmsCountrySchema } from './sms.js';

/** Spec section 3: 0 rejected, 1 approved, 2 pending review. */
export const TEMPLATE_STATUS = { REJECTED: 0, APPROVED: 1, PENDING: 2 } as const;
export type TemplateStatus = (typeof TEMPLATE_STATUS)[keyof typeof TEMPLATE_STATUS];
export const TEMPLATE_STATUSES: readonly TemplateStatus[] = Object.values(TEMPLATE_STATUS);

export const TEMPLATE_SCOPES = ['custom', 'public'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

export const TEMPLATE_NAME_MAX = 64;
export const TEMPLATE_PURPOSE_MAX = 500;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const ZTemplateIdSchema = zRequiredText('templateIdInvalid', 64);

/** The fields a template is written with; the China rule needs the country, so it runs on the whole object. */
const ZTemplateFieldsObject = z.object({
  name: zRequiredText('templateNameEmpty', TEMPLATE_NAME_MAX, 'templateNameTooLong'),
  content: ZTemplateContentSchema,
  type: ZSmsMessageTypeSchema,
  /** Empty means any country or region. */
  country: z.preprocess(blankToUndefined, ZSmsCountrySchema.optional()),
  purpose: z.preprocess(
    blankToUndefined,
    z.string().trim().max(TEMPLATE_PURPOSE_MAX, { error: 'templatePurposeTooLong' }).optional(),
  ),
});

/** Rules that need the whole template: China's 【signature】 and the length (the field checks the rest). */
function checkContent(fields: z.output<typeof ZTemplateFieldsObject>, ctx: z.RefinementCtx): void {
  if (fields.country === 'CN' && !hasChinaSignature(fields.content)) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: 'chinaSignatureRequired' });
  }
  if (analyzeMessage(fields.content).segments > MAX_MESSAGE_SEGMENTS) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: 'contentTooLong' });
  }
}

export const ZTemplateAddSchema = ZTemplateFieldsObject.superRefine(checkContent);
export type TTemplateAddInput = z.input<typeof ZTemplateAddSchema>;
export type TTemplateFields = z.output<typeof ZTemplateAddSchema>;

/** Editing a template submits it for review again, whatever its status was. */
export const ZTemplateUpdateSchema = ZTemplateFieldsObject.extend({
  templateId: ZTemplateIdSchema,
}).superRefine(checkContent);
export type TTemplateUpdateInput = z.input<typeof ZTemplateUpdateSchema>;

export const ZTemplateIdBodySchema = z.object({ templateId: ZTemplateIdSchema });

export const ZTemplateListSchema = z.object({
  scope: z.enum(TEMPLATE_SCOPES, { error: 'templateScopeInvalid' }).default('custom'),
  status: z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' && /^\d+$/.test(blank) ? Number(blank) : blank;
    },
    z
      .custom<TemplateStatus>((value) => TEMPLATE_STATUSES.includes(value as TemplateStatus), {
        error: 'templateStatusInvalid',
      })
      .optional(),
  ),
  cursor: ZCursorSchema,
  limit: ZPageLimitSchema,
});
export type TTemplateListInput = z.input<typeof ZTemplateListSchema>;

/** An operator's (or, later, an admin screen's) decision on a pending template. */
export const ZTemplateReviewSchema = z.object({
  templateId: ZTemplateIdSchema,
  decision: z.enum(['approve', 'reject']),
  reason: z.preprocess(
    blankToUndefined,
    z.string().trim().max(500, { error: 'templateReasonTooLong' }).optional(),
  ),
});
export type TTemplateReviewInput = z.input<typeof ZTemplateReviewSchema>;

export const ZTemplateItemSchema = z.object({
  templateId: z.string(),
  name: z.string(),
  content: z.string(),
  type: z.number().int(),
  country: z.string().nullable(),
  purpose: z.string().nullable(),
  status: z.number().int(),
  /** The reviewer's comment on a rejection. */
  reason: z.string().nullable(),
  variables: z.array(z.string()),
  /** A public template belongs to no account and cannot be edited. */
  public: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTemplateItem = z.infer<typeof ZTemplateItemSchema>;

export const ZTemplatePageSchema = z.object({
  items: z.array(ZTemplateItemSchema),
  nextCursor: z.string().nullable(),
});
export type TTemplatePage = z.infer<typeof ZTemplatePageSchema>;
