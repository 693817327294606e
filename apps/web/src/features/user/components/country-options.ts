/** Every country or region as a select option, named in the current language (Intl.DisplayNames). */
import { listCountryCodes } from '@beacon/shared/validation/user';

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

export function countryOptions(locale: string): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const options = listCountryCodes()
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  cache.set(locale, options);
  return options;
}
