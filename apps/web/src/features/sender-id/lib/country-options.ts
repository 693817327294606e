/** Destination countries as select options, named in the console's language and searchable by code or name. */
import { SMS_COUNTRIES } from '@beacon/shared/validation/sms';

export interface CountryChoice {
  value: string;
  label: string;
}

const cache = new Map<string, CountryChoice[]>();

export function countryChoices(locale: string): CountryChoice[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const choices = SMS_COUNTRIES.map((code) => ({
    value: code,
    label: `${names.of(code) ?? code} (${code})`,
  })).sort((a, b) => a.label.localeCompare(b.label, locale));
  cache.set(locale, choices);
  return choices;
}
