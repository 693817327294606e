/**
 * The text a quiet public page (sign-in, sign-up, password, the phone-side identity check) shows for a failed
 * call: the catalogue message for a known business code (in the language showing now, so a language switch
 * re-translates it), the server's own words for 1001, and the page's "refresh and try again" text otherwise.
 */
import { ErrorCode, errorMessage, isErrorCode } from '@beacon/shared/errors/catalogue';
import { ApiError } from './api-error';
import type { AppLocale } from '../i18n';

export function failureText(error: unknown, locale: AppLocale, fallback: string): string {
  if (!(error instanceof ApiError) || error.kind !== 'business') return fallback;
  if (error.code === ErrorCode.INVALID_PARAMETER && error.msg) return error.msg;
  return isErrorCode(error.code) ? errorMessage(error.code, locale) : fallback;
}
