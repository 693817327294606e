/**
 * The user calls' answers: the user info entity of spec section 3 with the account summaries (API.md
 * `GET /user/info`) and the server menu — the response schemas the server's routes declare and the
 * console's types are inferred from.
 */
import { z } from 'zod';
import { BILLING_COUNTRIES, LOCALES, PRODUCTS, ROLES } from '../constants/index.js';
import { THEMES } from '../validation/user.js';
import { ZVerificationStatusSchema } from './kyc.js';

export const ZAccountSummarySchema = z
  .object({
    accountId: z.string(),
    name: z.string(),
    products: z.array(z.enum(PRODUCTS)),
    billingCountry: z.enum(BILLING_COUNTRIES),
    verificationStatus: ZVerificationStatusSchema.describe(
      '0 not verified, 1 verified, 2 under review, 3 failed',
    ),
    balance: z.string().describe('Decimal string in `currency`, e.g. "12.50".'),
    currency: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AccountSummary' });
export type AccountSummary = z.output<typeof ZAccountSummarySchema>;

const nullableText = z.string().nullable();

export const ZUserInfoSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    avatar: nullableText,
    job: nullableText,
    jobName: nullableText,
    timezone: z.string(),
    timeFormat: z.string(),
    address: nullableText,
    profile: nullableText,
    introduction: nullableText,
    personalWebsite: nullableText,
    organization: nullableText.describe('Organisation id.'),
    organizationName: nullableText,
    location: nullableText,
    locationName: nullableText,
    phone: nullableText,
    createdAt: z.iso.datetime(),
    certification: z.number().int(),
    twoFactor: z.enum(['email', 'sms', 'totp']).describe("'totp': an authenticator app."),
    pendingEmail: nullableText.describe('A new sign-in e-mail waiting for its code (`/user/email/confirm`).'),
    language: z.enum(LOCALES),
    theme: z.enum(THEMES),
    passwordChangedAt: z.iso.datetime().nullable(),
    role: z.enum(ROLES),
    maxAccounts: z.number().int(),
    currentAccount: nullableText,
    accountId: nullableText.describe('Same as currentAccount.'),
    accounts: z.array(ZAccountSummarySchema),
    verificationStatus: ZVerificationStatusSchema.nullable().describe('Of the current account.'),
    verificationAt: z.iso.datetime().nullable(),
    verificationData: z.unknown(),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.output<typeof ZUserInfoSchema>;

/**
 * One entry of the server menu (`POST /user/menu`): a console route by name, path and locale key. Written as
 * an interface because the schema is recursive (zod needs the type to check it against).
 */
export interface MenuItem {
  name: string;
  path: string;
  locale: string;
  icon?: string;
  order: number;
  /** A page the user may open that the menu does not show (a form reached from a list, an exception page). */
  hideInMenu?: boolean;
  children?: MenuItem[];
}

export const ZMenuItemSchema: z.ZodType<MenuItem> = z
  .object({
    name: z.string().describe('Console route name.'),
    path: z.string(),
    locale: z.string().describe('i18n key of the title.'),
    icon: z.string().optional().describe('@ant-design/icons component name.'),
    order: z.number().int(),
    hideInMenu: z
      .boolean()
      .optional()
      .describe('A page the role may open that the menu does not show; it still counts for the route guard.'),
    get children() {
      return z.array(ZMenuItemSchema).optional();
    },
  })
  .meta({ id: 'MenuItem' });
