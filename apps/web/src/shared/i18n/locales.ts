/** The two console languages and where the user's choice is kept (spec sections 4 and 9). */
import { DEFAULT_LOCALE, LOCALES } from '@beacon/shared/constants/index';

export type AppLocale = (typeof LOCALES)[number];

export const APP_LOCALES: readonly AppLocale[] = LOCALES;
export const FALLBACK_LOCALE: AppLocale = DEFAULT_LOCALE;

/** The raw locale string lives under this localStorage key. */
export const LOCALE_STORAGE_KEY = 'locale';

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

/** The stored choice, or English: the spec's default is English, not the browser's language. */
export function readStoredLocale(): AppLocale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isAppLocale(stored) ? stored : FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

/** Whether this browser's language was chosen (and stored) rather than the default. */
export function hasStoredLocale(): boolean {
  try {
    return isAppLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return false;
  }
}

export function storeLocale(locale: AppLocale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or a full quota: the switch still applies for this visit.
  }
}
