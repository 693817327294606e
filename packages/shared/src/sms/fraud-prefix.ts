/**
 * The destination prefix the fraud guard counts and blocks under (docs/verify-api.md): the calling code plus
 * the next three digits of the national number (+44 7400 123456 → "44740", +1 415 555 0100 → "1415"). Three
 * digits name the mobile range or the area in most numbering plans, which is where pumped traffic
 * concentrates; libphonenumber-js has no per-range metadata to go deeper by.
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';

export const FRAUD_PREFIX_NATIONAL_DIGITS = 3;

/** Digits, no "+": calling code of `country` and the next three digits of `e164`. */
export function fraudPrefixOf(e164: string, country: CountryCode): string {
  const callingCode = getCountryCallingCode(country);
  return e164.slice(1, 1 + callingCode.length + FRAUD_PREFIX_NATIONAL_DIGITS);
}

let byCallingCode: Map<string, CountryCode> | undefined;

/** The country of a prefix's calling code (ISO alpha-2; the main one of a shared code), or "" for none. */
export function countryOfFraudPrefix(prefix: string): string {
  if (!byCallingCode) {
    byCallingCode = new Map();
    // getCountries() is alphabetical: a code shared by several countries is named after its main one instead.
    for (const country of getCountries()) {
      const code = getCountryCallingCode(country);
      if (!byCallingCode.has(code)) byCallingCode.set(code, country);
    }
    byCallingCode.set('1', 'US');
    byCallingCode.set('7', 'RU');
    byCallingCode.set('44', 'GB');
  }
  for (let length = 1; length <= 3 && length <= prefix.length; length += 1) {
    const country = byCallingCode.get(prefix.slice(0, length));
    if (country) return country;
  }
  return '';
}
