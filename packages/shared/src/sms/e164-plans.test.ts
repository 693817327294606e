import parsePhoneNumberFromString from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, test } from 'vitest';
import { decideStrictE164 } from './e164-plans.js';
import { parseE164 } from './phone.js';

/** parseE164 as it was before e164-plans.ts: the library alone decides. */
function libraryDecision(input: string): ReturnType<typeof parseE164> {
  const parsed = parsePhoneNumberFromString(input);
  if (!parsed || !parsed.isValid() || parsed.number !== input) return 'phoneInvalid';
  if (!parsed.country) return 'phoneNonGeographic';
  return { e164: parsed.number, country: parsed.country, type: parsed.getType() };
}

/** A fixed-seed generator (mulberry32): the same inputs on every run. */
function randomDigits(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join('');
}

const STRICT = /^\+[1-9]\d{1,14}$/;
const callingCodes = [...Object.keys(metadata.country_calling_codes), ...Object.keys(metadata.nonGeographic)];

/** Every `+` and 2–4 digits; random numbers of every length after every calling code; each country's example
 *  mobile number with its first or last digits changed, one digit more or less, a national prefix kept. */
function inputs(): string[] {
  const digits = randomDigits(14);
  const all = new Set<string>();
  for (let n = 10; n < 10_000; n += 1) all.add(`+${n}`);
  for (const code of callingCodes) {
    for (let length = 1; length + code.length <= 15; length += 1) {
      for (let i = 0; i < 8; i += 1) all.add(`+${code}${digits(length)}`);
    }
  }
  for (const [country, national] of Object.entries(examples)) {
    const code = metadata.countries[country as keyof typeof metadata.countries]![0] as string;
    const variants = [national, national.slice(0, -1), `${national}${digits(1)}`];
    for (const prefix of ['0', '1', '8', '9', '00', '06']) variants.push(`${prefix}${national}`);
    for (let k = 1; k <= 6; k += 1) {
      for (let i = 0; i < 4; i += 1) {
        variants.push(`${national.slice(0, -k)}${digits(k)}`);
        if (k <= 3) variants.push(`${digits(k)}${national.slice(k)}`);
      }
    }
    for (const variant of variants) all.add(`+${code}${variant}`);
  }
  return [...all].filter((input) => STRICT.test(input));
}

describe('E.164 decisions with precompiled patterns', () => {
  test('answer what libphonenumber-js answers, over every calling code and country', () => {
    const list = inputs();
    const mismatches: string[] = [];
    const countries = new Set<string>();
    const types = new Set<string>();
    let decidedHere = 0;
    let nonGeographic = 0;
    for (const input of list) {
      const expected = libraryDecision(input);
      const actual = parseE164(input);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        mismatches.push(`${input}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`);
      }
      if (decideStrictE164(input) !== null) decidedHere += 1;
      if (typeof expected === 'object') {
        countries.add(expected.country);
        types.add(String(expected.type));
      } else if (expected === 'phoneNonGeographic') nonGeographic += 1;
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
    // The sample reaches what it is meant to: valid numbers of (nearly) every country, of many types, and
    // numbers the library has to rewrite (handed back to it) besides the ones decided here.
    expect(list.length).toBeGreaterThan(35_000);
    expect(countries.size).toBeGreaterThan(230);
    expect([...types].sort()).toEqual(
      expect.arrayContaining([
        'FIXED_LINE',
        'FIXED_LINE_OR_MOBILE',
        'MOBILE',
        'TOLL_FREE',
        'PREMIUM_RATE',
        'VOIP',
      ]),
    );
    expect(nonGeographic).toBeGreaterThan(0);
    expect(decidedHere).toBeGreaterThan(list.length * 0.9);
    expect(decidedHere).toBeLessThan(list.length);
    // The library's own parse of each input is the slow half (tens of microseconds each).
  }, 60_000);
});
