/**
 * The text of an identity-verification result (spec section 4's result and sub-codes, from packages/shared in
 * both languages), shown by the console's verification page and by the phone-side result page.
 */
import {
  KYC_RESULT_TEXT,
  KYC_SUB_TEXT,
  type KycResultCode,
  type KycSubCode,
} from '@beacon/shared/validation/kyc';
import type { AppLocale } from '../i18n';

/** "Failed — Name and ID number do not match": the result code's text, then the sub-code's if it has one. */
export function kycReasonText(resultCode: number | null, subCode: number | null, locale: AppLocale): string {
  const parts: string[] = [];
  const result = resultCode === null ? undefined : KYC_RESULT_TEXT[resultCode as KycResultCode];
  const sub = subCode === null ? undefined : KYC_SUB_TEXT[subCode as KycSubCode];
  if (result) parts.push(result[locale]);
  if (sub && subCode !== 200) parts.push(sub[locale]);
  return parts.join(' — ');
}
