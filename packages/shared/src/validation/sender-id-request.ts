/**
 * Sender-ID registration requests (`/admin/sender-id/…`, the spec's demo step form made real): the sender ID
 * itself follows the one sender-ID rule of `sms/sender-id.ts`; the demo form's "activity name" (20 characters)
 * becomes the brand name, its "advertising content" (200 characters) the sample message, and its link (http://
 * or https://) the page where recipients opt in or learn who the sender is.
 */
import { z } from 'zod';
import { ZSenderIdSchema, classifySenderId } from '../sms/sender-id.js';
import { ZSmsCountrySchema } from './sms.js';
import { ZPageSchema, zPageOf } from './admin.js';
import { zFormArray, zRequiredText } from './form-fields.js';

export const SENDER_ID_USE_CASES = ['otp', 'notification', 'marketing'] as const;
export type SenderIdUseCase = (typeof SENDER_ID_USE_CASES)[number];

export const SENDER_ID_REQUEST_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type SenderIdRequestStatus = (typeof SENDER_ID_REQUEST_STATUSES)[number];

/** Registration asks for 3 characters at least: shorter alphanumeric IDs are refused by most carriers' registries. */
export const SENDER_ID_REGISTRATION_MIN = 3;
export const SENDER_ID_BRAND_MAX = 20;
export const SENDER_ID_SAMPLE_MAX = 200;
export const SENDER_ID_COUNTRIES_MAX = 20;
const LINK_MAX = 500;

export const ZSenderIdLinkSchema = z
  .string({ error: 'senderIdLinkInvalid' })
  .trim()
  .max(LINK_MAX, { error: 'senderIdLinkInvalid' })
  .refine((link) => /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(link), { error: 'senderIdLinkInvalid' });

/** Step one of the guided form: what is registered, where, and for what. */
export const ZSenderIdIdentitySchema = z.object({
  senderId: ZSenderIdSchema.refine(
    (senderId) => classifySenderId(senderId) === 'numeric' || senderId.length >= SENDER_ID_REGISTRATION_MIN,
    { error: 'senderIdTooShort' },
  ),
  countries: zFormArray(ZSmsCountrySchema)
    .refine((list) => list.length > 0, { error: 'senderIdCountriesRequired' })
    .refine((list) => list.length <= SENDER_ID_COUNTRIES_MAX, { error: 'senderIdCountriesTooMany' })
    .transform((list) => [...new Set(list)]),
  useCase: z.enum(SENDER_ID_USE_CASES, { error: 'senderIdUseCaseRequired' }),
  brandName: zRequiredText('senderIdBrandRequired', SENDER_ID_BRAND_MAX, 'senderIdBrandTooLong'),
});

/** Step two: what recipients will read and who stands behind it. */
export const ZSenderIdDetailsSchema = z.object({
  sampleContent: zRequiredText('senderIdSampleRequired', SENDER_ID_SAMPLE_MAX, 'senderIdSampleTooLong'),
  link: ZSenderIdLinkSchema,
  companyName: zRequiredText('senderIdCompanyRequired', 100, 'senderIdCompanyTooLong'),
  registrationNumber: z.string().trim().max(50, { error: 'senderIdRegistrationTooLong' }).default(''),
});

export const ZSenderIdRequestSchema = ZSenderIdIdentitySchema.extend(ZSenderIdDetailsSchema.shape);
export type TSenderIdRequestInput = z.input<typeof ZSenderIdRequestSchema>;
export type TSenderIdRequest = z.output<typeof ZSenderIdRequestSchema>;

export const ZSenderIdRequestListSchema = ZPageSchema.extend({
  status: z.enum(SENDER_ID_REQUEST_STATUSES, { error: 'senderIdStatusInvalid' }).optional(),
});
export type TSenderIdRequestQuery = z.input<typeof ZSenderIdRequestListSchema>;

export const ZSenderIdRequestIdSchema = z.object({ requestId: z.uuid({ error: 'senderIdRequestInvalid' }) });

export const ZSenderIdRequestItemSchema = z.object({
  requestId: z.string(),
  senderId: z.string(),
  kind: z.enum(['alphanumeric', 'numeric']),
  countries: z.array(z.string()),
  useCase: z.enum(SENDER_ID_USE_CASES),
  brandName: z.string(),
  sampleContent: z.string(),
  link: z.string(),
  companyName: z.string(),
  registrationNumber: z.string(),
  status: z.enum(SENDER_ID_REQUEST_STATUSES),
  reason: z.string().nullable(),
  submittedBy: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type SenderIdRequestItem = z.infer<typeof ZSenderIdRequestItemSchema>;
export const ZSenderIdRequestPageSchema = zPageOf(ZSenderIdRequestItemSchema);
export type SenderIdRequestPage = z.infer<typeof ZSenderIdRequestPageSchema>;

/** The operator's decision (`npm run ops -- senderid:review <id> approve|reject [reason]`). */
export const ZSenderIdReviewSchema = z.object({
  requestId: z.uuid(),
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).optional(),
});
export type TSenderIdReview = z.infer<typeof ZSenderIdReviewSchema>;
