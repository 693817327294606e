/**
 * What a quiet finance call's failure says: the catalogue's words for a business code (1003 order not found,
 * 1004 payment failed…), otherwise the request client's own text (offline, timeout, server error).
 */
import { failureText } from '@/shared/request/failure-text';
import type { AppLocale } from '@/shared/i18n';

export function problemText(error: unknown, locale: AppLocale): string {
  return failureText(error, locale, error instanceof Error ? error.message : '');
}
