/**
 * Puts the failure of a quiet user-centre call where the user is looking: the server's per-field messages
 * (1001) on their fields, codes that belong to one field (2012 → the old password, 2007 → the code) on that
 * field, and anything else as text for the form's alert — catalogue messages in the language showing now.
 */
import type { FormInstance } from 'antd';
import { errorMessage, isErrorCode } from '@beacon/shared/errors/catalogue';
import type { AppLocale } from '@/shared/i18n';
import { ApiError, getFieldErrors } from '@/shared/request';

export type FieldCodes = Partial<Record<number, { field: string; text?: string }>>;

export function failureText(error: unknown, locale: AppLocale, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.kind !== 'business') return error.message || fallback;
  return isErrorCode(error.code) ? errorMessage(error.code, locale) : fallback;
}

/** Shows `error` on the form; answers the text for an alert, or null when it went on fields. */
export function applyFailure<T>(
  form: FormInstance<T>,
  error: unknown,
  options: { fields: readonly string[]; locale: AppLocale; fallback: string; fieldCodes?: FieldCodes },
): string | null {
  const fieldErrors = getFieldErrors(error);
  const known = Object.entries(fieldErrors).filter(([name]) => options.fields.includes(name));
  if (known.length > 0) {
    form.setFields(known.map(([name, text]) => ({ name: name as never, errors: [text] })));
    return null;
  }
  if (error instanceof ApiError && error.kind === 'business') {
    const target = options.fieldCodes?.[error.code];
    if (target) {
      form.setFields([
        { name: target.field as never, errors: [target.text ?? failureText(error, options.locale, '')] },
      ]);
      return null;
    }
  }
  return failureText(error, options.locale, options.fallback);
}
