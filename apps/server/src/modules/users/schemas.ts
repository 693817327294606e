/** Response schemas of the user calls: the user info entity (spec section 3) and the server menu. */
import { z } from 'zod';
import { BILLING_COUNTRIES, LOCALES, PRODUCTS, ROLES, THEMES } from '@beacon/shared';

const ZVerificationStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

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

interface MenuItemShape {
  name: string;
  path: string;
  locale: string;
  icon?: string;
  order: number;
  hideInMenu?: boolean;
  children?: MenuItemShape[];
}

export const ZMenuItemSchema: z.ZodType<MenuItemShape> = z
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
