import { describe, expect, test } from 'vitest';
import { alternateIdForms } from './receipt-id-forms.js';

describe('other forms of a receipt id', () => {
  test.each([
    [
      'a decimal id reaches the hex submit_sm_resp id, in either case',
      '3000000001',
      ['b2d05e01', 'B2D05E01'],
    ],
    ['a decimal id reaches a hex id padded to ten digits', '3000000001', ['00B2D05E01', '00b2d05e01']],
    ['a hex id reaches the decimal submit_sm_resp id', 'B2D05E01', ['3000000001']],
    ['a lower-case hex id reaches the upper-case one', 'b2d05e01', ['B2D05E01']],
    ['leading zeros are stripped', '000123', ['123']],
    ['leading zeros are added to the usual widths', '3000000001', ['003000000001', '00000000003000000001']],
    ['letters change case', 'AbC-42', ['abc-42', 'ABC-42']],
  ])('%s', (_, id, expected) => {
    expect(alternateIdForms(id)).toEqual(expect.arrayContaining(expected));
  });

  test('never lists the id itself, an empty form or a form twice', () => {
    for (const id of ['0', '3000000001', 'b2d05e01', '0000', 'f47ac10b-58cc-4372-a567-0e02b2c3d479']) {
      const forms = alternateIdForms(id);
      expect(forms).not.toContain(id);
      expect(forms).not.toContain('');
      expect(new Set(forms).size).toBe(forms.length);
    }
  });

  test('an id that is no number (a UUID) only changes case', () => {
    expect(alternateIdForms('F47AC10B-58CC-4372-A567-0E02B2C3D479')).toEqual([
      'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    ]);
  });

  test('the list stays short: at most a few dozen look-ups for the longest numeric id', () => {
    expect(alternateIdForms('1'.repeat(40)).length).toBeLessThanOrEqual(40);
    expect(alternateIdForms('0001').length).toBeLessThanOrEqual(40);
  });
});
