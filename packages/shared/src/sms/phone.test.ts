import { describe, expect, test } from 'vitest';
import { parseE164 } from './phone.js';

describe('E.164 phone numbers', () => {
  test.each([
    ['+14155550100', 'US', 'FIXED_LINE_OR_MOBILE'],
    ['+12125550100', 'US', 'FIXED_LINE_OR_MOBILE'],
    ['+14418001234', 'BM', 'MOBILE'],
    ['+442079460958', 'GB', 'FIXED_LINE'],
    ['+447911123456', 'GG', 'MOBILE'],
    ['+8613812345678', 'CN', 'MOBILE'],
    ['+861012345678', 'CN', 'FIXED_LINE'],
    ['+919876543210', 'IN', 'MOBILE'],
    ['+4915123456789', 'DE', 'MOBILE'],
    ['+4930123456', 'DE', 'FIXED_LINE'],
    ['+5511987654321', 'BR', 'MOBILE'],
    ['+819012345678', 'JP', 'MOBILE'],
    ['+81312345678', 'JP', 'FIXED_LINE'],
  ])('%s is valid, in %s, %s', (input, country, type) => {
    expect(parseE164(input)).toEqual({ e164: input, country, type });
  });

  test.each([
    ['no plus sign', '14155550100'],
    ['spaces', '+1 415 555 0100'],
    ['dashes', '+1-415-555-0100'],
    ['brackets', '+1(415)5550100'],
    ['a leading space', ' +14155550100'],
    ['a trailing space', '+14155550100 '],
    ['a country code starting with 0', '+04155550100'],
    ['16 digits', '+1415555010012345'],
    ['letters', '+1415555CALL'],
    ['two plus signs', '++14155550100'],
    ['US: 9 digits after the country code', '+1415555010'],
    ['US: area code 555', '+15555555555'],
    ['GB: one digit too many', '+4479111234567'],
    ['GB: the drama range 07700 900xxx', '+447700900123'],
    ['CN: one digit short', '+861381234567'],
    ['CN: one digit too many', '+86138123456789'],
    ['CN: national trunk prefix kept', '+8601012345678'],
    ['GB: national trunk prefix kept', '+4407911123456'],
    ['IN: one digit short', '+91987654321'],
    ['DE: too short', '+491512345'],
    ['BR: mobile without its ninth digit', '+551198765432'],
    ['BR: area code 11 then 0', '+5511087654321'],
    ['JP: one digit short', '+81901234567'],
    ['an unassigned country code', '+999123456'],
  ])('%s is not a valid E.164 number (%s)', (_name, input) => {
    expect(parseE164(input)).toBe('phoneInvalid');
  });

  test.each(['', '   '])('%j is empty', (input) => {
    expect(parseE164(input)).toBe('phoneEmpty');
  });

  test('a valid number of no country (international freephone) is refused as non-geographic', () => {
    expect(parseE164('+80012345678')).toBe('phoneNonGeographic');
  });
});
