/**
 * Country and region names in the console's languages, from the browser's own CLDR data (Intl.DisplayNames),
 * for the 240-odd codes libphonenumber-js knows — more than the console's locale files should carry.
 */
import type { AppLocale } from '@/shared/i18n';

const displayNames = new Map<AppLocale, Intl.DisplayNames>();

function namesIn(locale: AppLocale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names;
}

export function countryName(code: string | null | undefined, locale: AppLocale): string {
  if (!code) return '';
  try {
    return namesIn(locale).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export interface CountryOption {
  value: string;
  label: string;
  /** Code and both languages' names, so a search in either language finds it. */
  searchText: string;
}

export function countryOptions(codes: readonly string[], locale: AppLocale): CountryOption[] {
  return codes
    .map((code) => ({
      value: code,
      label: `${countryName(code, locale)} (${code})`,
      searchText: [code, countryName(code, 'en-US'), countryName(code, 'zh-CN')].join(' ').toLowerCase(),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

export function filterCountryOption(input: string, option: CountryOption | undefined): boolean {
  return Boolean(option?.searchText.includes(input.trim().toLowerCase()));
}
