/**
 * The text of an identity-verification result (spec section 4's result and sub-codes, from packages/shared in
 * both languages), shown by the console's verification page and by the phone-side result page.
 */
import { hasText, text } from '@beacon/shared/i18n/texts';
import type { AppLocale } from '../i18n';

/** "Failed — Name and ID number do not match": the result code's text, then the sub-code's if it has one. */
export function kycReasonText(resultCode: number | null, subCode: number | null, locale: AppLocale): string {
  const parts: string[] = [];
  const result = `result.${resultCode}`;
  const sub = `sub.${subCode}`;
  if (resultCode !== null && hasText('kyc', result)) parts.push(text(locale, 'kyc', result));
  if (subCode !== null && subCode !== 200 && hasText('kyc', sub)) parts.push(text(locale, 'kyc', sub));
  return parts.join(' — ');
}
