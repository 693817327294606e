/** The user info entity of spec section 3 and the account summary (API.md `GET /user/info`). */
import type { BillingCountry, Product, Role, VerificationStatus } from '../constants/index.js';

export interface AccountSummary {
  accountId: string;
  name: string;
  products: Product[];
  billingCountry: BillingCountry;
  verificationStatus: VerificationStatus;
  /** Decimal string in the account's currency. */
  balance: string;
  currency: string;
  createdAt: string;
}

export interface UserInfo {
  id: string;
  username: string;
  email: string;
  avatar: string | null;
  job: string | null;
  jobName: string | null;
  timezone: string;
  timeFormat: string;
  address: string | null;
  profile: string | null;
  introduction: string | null;
  personalWebsite: string | null;
  organization: string | null;
  organizationName: string | null;
  location: string | null;
  locationName: string | null;
  phone: string | null;
  createdAt: string;
  certification: number;
  twoFactor: 'email' | 'sms' | 'totp';
  /** A new sign-in e-mail waiting for its code, or null. */
  pendingEmail: string | null;
  language: 'en-US' | 'zh-CN';
  theme: 'light' | 'dark';
  passwordChangedAt: string | null;
  role: Role;
  maxAccounts: number;
  currentAccount: string | null;
  /** Same as currentAccount: the spec's user info names the field both ways. */
  accountId: string | null;
  accounts: AccountSummary[];
  verificationStatus: VerificationStatus | null;
  verificationAt: string | null;
  verificationData: unknown;
}

/** One entry of the server menu (`POST /user/menu`): a console route by name, path and locale key. */
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
