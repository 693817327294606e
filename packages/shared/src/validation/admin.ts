/**
 * Request and answer schemas of the organisation administration calls (`/admin/…`), shared by the admin
 * console pages and the server routes. Organisation roles on the wire are `owner`, `admin` and `user`.
 */
import { z } from 'zod';
import { BILLING_COUNTRIES } from '../constants/index.js';
import { ZEmailSchema } from './auth.js';
import { zFormArray, zFormBoolean, zRequiredText } from './form-fields.js';

export const ORG_ROLES = ['owner', 'admin', 'user'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];
/** Roles an owner or admin can give: there is one owner, the one who signed up. */
export const ASSIGNABLE_ROLES = ['admin', 'user'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const SIGN_IN_METHODS = ['password', 'sso'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** An invitation link works for 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Invitation ids start with this, so `/signup/<id>` knows an invitation from a pending sign-up. */
export const INVITATION_ID_PREFIX = 'invite.';
export const MAX_IMPORT_ROWS = 500;

const ZAccessListSchema = zFormArray(zRequiredText('accountIdInvalid', 64))
  .refine((ids) => ids.length <= 10, { error: 'accountIdInvalid' })
  .transform((ids) => [...new Set(ids)]);

const ZAssignableRoleSchema = z.enum(ASSIGNABLE_ROLES, { error: 'orgRoleInvalid' });

export const ZInviteSchema = z.object({
  email: ZEmailSchema,
  role: ZAssignableRoleSchema,
  accountIds: ZAccessListSchema.default([]),
});
export type TInviteInput = z.input<typeof ZInviteSchema>;

export const ZUserIdSchema = z.object({ userId: z.uuid({ error: 'userIdInvalid' }) });
export const ZInvitationIdSchema = z.object({ invitationId: z.uuid({ error: 'invitationIdInvalid' }) });

export const ZMemberAccessSchema = z.object({
  userId: z.uuid({ error: 'userIdInvalid' }),
  role: ZAssignableRoleSchema,
  accountIds: ZAccessListSchema.default([]),
});
export type TMemberAccessInput = z.input<typeof ZMemberAccessSchema>;

export const MEMBER_KINDS = ['managed', 'independent'] as const;
export const ZPageSchema = z.object({
  page: z.coerce.number({ error: 'pageInvalid' }).int().min(1, { error: 'pageInvalid' }).default(1),
  pageSize: z.coerce
    .number({ error: 'pageInvalid' })
    .int()
    .min(1, { error: 'pageInvalid' })
    .max(100, { error: 'pageInvalid' })
    .default(20),
});
export const ZMemberListSchema = ZPageSchema.extend({
  kind: z.enum(MEMBER_KINDS, { error: 'memberKindInvalid' }),
});

export const ZImportSchema = z.object({
  csv: zRequiredText('importCsvRequired', 200_000),
  dryRun: zFormBoolean.default(true),
});

export const ZOrgSettingsSchema = z.object({
  name: zRequiredText('orgNameRequired', 100, 'orgNameTooLong'),
  billingContact: z.union([z.literal(''), ZEmailSchema]).default(''),
  defaultCountry: z.union([z.literal(''), z.enum(BILLING_COUNTRIES, { error: 'billingCountryRequired' })]),
  requireTwoFactor: zFormBoolean.default(false),
  signInMethods: zFormArray(z.enum(SIGN_IN_METHODS, { error: 'signInMethodInvalid' }))
    .refine((methods) => methods.includes('password'), { error: 'signInPasswordRequired' })
    .transform((methods) => [...new Set(methods)]),
});
export type TOrgSettingsInput = z.input<typeof ZOrgSettingsSchema>;

export const ZAuditListSchema = ZPageSchema.extend({
  action: z.string().trim().max(64).optional(),
  userId: z.union([z.literal(''), z.uuid({ error: 'userIdInvalid' })]).optional(),
  from: z.iso.datetime({ error: 'dateInvalid' }).optional(),
  to: z.iso.datetime({ error: 'dateInvalid' }).optional(),
});

export const ZInvitationTestSchema = z.object({
  email: z.string(),
  organisationName: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
});
export type InvitationPreview = z.infer<typeof ZInvitationTestSchema>;

export const ZMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ORG_ROLES),
  status: z.enum(['active', 'disabled', 'inactive']),
  managed: z.boolean(),
  accountIds: z.array(z.string()),
  twoFactor: z.enum(['email', 'sms', 'totp']),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof ZMemberSchema>;

export const ZInvitationSchema = z.object({
  invitationId: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  accountIds: z.array(z.string()),
  managed: z.boolean(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof ZInvitationSchema>;

export function zPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

export const ZImportRowSchema = z.object({
  line: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  accountIds: z.array(z.string()),
  /** A validation message key or catalogue code text; null when the row is fine. */
  error: z.string().nullable(),
});
export const ZImportResultSchema = z.object({
  rows: z.array(ZImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  invited: z.number().int(),
});
export type ImportResult = z.infer<typeof ZImportResultSchema>;

export const ZOrgSettingsViewSchema = z.object({
  name: z.string(),
  billingContact: z.string(),
  defaultCountry: z.string(),
  requireTwoFactor: z.boolean(),
  signInMethods: z.array(z.enum(SIGN_IN_METHODS)),
});
export type OrgSettings = z.infer<typeof ZOrgSettingsViewSchema>;

export const ZAdminAccountSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  billingCountry: z.string(),
  currency: z.string(),
  balance: z.string(),
  verificationStatus: z.number().int(),
  members: z.number().int(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof ZAdminAccountSchema>;

export const ZAdminOverviewSchema = z.object({
  members: z.number().int(),
  accounts: z.number().int(),
  pendingInvitations: z.number().int(),
  messagesThisMonth: z.number().int(),
  /** Spend this month per currency, decimal strings. */
  spendThisMonth: z.array(z.object({ currency: z.string(), amount: z.string() })),
});
export type AdminOverview = z.infer<typeof ZAdminOverviewSchema>;

export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntrySchema>;
