import { describe, expect, test } from 'vitest';
import { isGsm7Char, isGsm7Text } from './gsm7-alphabet.js';
import { replaceLookAlikes } from './smart-encoding.js';
import { SMART_ENCODING_TABLE } from './smart-encoding-table.js';

describe('smart encoding table', () => {
  test('every entry replaces a non-GSM character with GSM-7 text', () => {
    for (const [from, to] of SMART_ENCODING_TABLE) {
      expect(isGsm7Char(from), `U+${from.codePointAt(0)?.toString(16)}`).toBe(false);
      expect(isGsm7Text(to)).toBe(true);
    }
  });

  test('no letter is transliterated, only full-width forms of Latin letters are narrowed', () => {
    // Modifier letters (ʻ ʼ ʺ, category Lm) are in the table as the apostrophes and quotes they stand for.
    for (const from of SMART_ENCODING_TABLE.keys()) {
      if (/[\p{Lu}\p{Ll}\p{Lt}\p{Lo}]/u.test(from)) expect(from).toMatch(/^[Ａ-Ｚａ-ｚ]$/);
    }
  });

  test.each([
    ['‘single’', "'single'"],
    ['“double”', '"double"'],
    ['«guillemets»', '"guillemets"'],
    ['a – b — c', 'a - b - c'],
    ['wait…', 'wait...'],
    ['• one', '- one'],
    ['no\u00a0break\u2009thin\u3000ideographic', 'no break thin ideographic'],
    ['zero\u200bwidth\ufeff', 'zerowidth'],
    ['soft\u00adhyphen', 'softhyphen'],
    ['tab\there', 'tab here'],
    ['line\u2028break', 'line\nbreak'],
    ['１２３！？（ｏｋ）', '123!?(ok)'],
    ['｛ｘ｝', '{x}'],
    ['｀', "'"],
  ])('%j becomes %j', (input, output) => {
    const result = replaceLookAlikes(input);
    expect(result.text).toBe(output);
    expect(result.unconvertible).toEqual([]);
  });

  test('each replacement says what, with what, and where in the original text', () => {
    expect(replaceLookAlikes('😀 It’s “fine”').replacements).toEqual([
      { from: '’', to: "'", index: 5 },
      { from: '“', to: '"', index: 8 },
      { from: '”', to: '"', index: 13 },
    ]);
  });

  test('characters with no look-alike are listed once', () => {
    expect(replaceLookAlikes('你好，你好 ’').unconvertible).toEqual(['你', '好']);
  });
});
