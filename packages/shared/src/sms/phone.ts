/**
 * E.164 numbers as the send form and the send API take them: the strict written form first (plus sign,
 * country code, at most 15 digits, nothing else), then libphonenumber-js decides validity and country. Its
 * answer stands even where it surprises (+447911123456 is Guernsey, not Great Britain): its metadata is
 * maintained and our guesses would not be. The `max` metadata is used because only it knows number types.
 */
import parsePhoneNumberFromString, { type CountryCode, type NumberType } from 'libphonenumber-js/max';
import { decideStrictE164 } from './e164-plans.js';
import { E164_MAX_DIGITS } from './limits.js';
import type { ValidationKey } from '../i18n/texts.js';

const E164_FORM = new RegExp(`^\\+[1-9]\\d{1,${E164_MAX_DIGITS - 1}}$`);

export interface PhoneNumber {
  e164: string;
  country: CountryCode;
  /** MOBILE, FIXED_LINE_OR_MOBILE (most of North America), FIXED_LINE…; undefined when the library cannot tell. */
  type: NumberType;
}

export type PhoneProblemKey = Extract<ValidationKey, 'phoneEmpty' | 'phoneInvalid' | 'phoneNonGeographic'>;

/** The number with its country, or the key of what is wrong with it. */
export function parseE164(input: string): PhoneNumber | PhoneProblemKey {
  if (input.trim() === '') return 'phoneEmpty';
  if (!E164_FORM.test(input)) return 'phoneInvalid';
  // The library's own decision with its patterns compiled once (e164-plans.ts); the library itself where the
  // digits would need its rewriting.
  const decided = decideStrictE164(input);
  if (decided !== null) {
    return typeof decided === 'string'
      ? decided
      : { e164: input, country: decided.country, type: decided.type };
  }
  const parsed = parsePhoneNumberFromString(input);
  // The library forgives a national trunk prefix (+44 07911…) and rewrites the number; E.164 never has one.
  if (!parsed || !parsed.isValid() || parsed.number !== input) return 'phoneInvalid';
  // +800, +808, +870, +881–883, +979: valid but of no country, so neither priced nor routed by us.
  if (!parsed.country) return 'phoneNonGeographic';
  return { e164: parsed.number, country: parsed.country, type: parsed.getType() };
}

export function isPhoneProblem(result: PhoneNumber | PhoneProblemKey): result is PhoneProblemKey {
  return typeof result === 'string';
}
