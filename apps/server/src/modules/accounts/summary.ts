/** The account as the console sees it in user info: money as a decimal string, ids public only. */
import {
  formatMicros,
  type AccountSummary,
  type BillingCountry,
  type Product,
  type VerificationStatus,
} from '@beacon/shared';
import type { AccountRow } from '../../db/schema/index.js';

export function toAccountSummary(account: AccountRow): AccountSummary {
  return {
    accountId: account.id,
    name: account.name,
    products: account.products as Product[],
    billingCountry: account.billingCountry as BillingCountry,
    verificationStatus: account.verificationStatus as VerificationStatus,
    balance: formatMicros(account.balanceMicros),
    currency: account.currency,
    createdAt: account.createdAt.toISOString(),
  };
}
