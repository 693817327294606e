import { describe, expect, test } from 'vitest';
import { gsm7BasicChar, gsm7SeptetCount, gsm7Septets, isGsm7Char, isGsm7Text } from './gsm7-alphabet.js';

describe('GSM 03.38 alphabet', () => {
  test.each([
    ['@', [0x00]],
    ['£', [0x01]],
    ['$', [0x02]],
    ['\n', [0x0a]],
    ['\r', [0x0d]],
    ['Δ', [0x10]],
    ['_', [0x11]],
    ['É', [0x1f]],
    [' ', [0x20]],
    ['¤', [0x24]],
    ['¡', [0x40]],
    ['A', [0x41]],
    ['§', [0x5f]],
    ['¿', [0x60]],
    ['a', [0x61]],
    ['à', [0x7f]],
    ['\f', [0x1b, 0x0a]],
    ['^', [0x1b, 0x14]],
    ['{', [0x1b, 0x28]],
    ['}', [0x1b, 0x29]],
    ['\\', [0x1b, 0x2f]],
    ['[', [0x1b, 0x3c]],
    ['~', [0x1b, 0x3d]],
    [']', [0x1b, 0x3e]],
    ['|', [0x1b, 0x40]],
    ['€', [0x1b, 0x65]],
  ])('%j is septets %j', (char, septets) => {
    expect(gsm7Septets(char)).toEqual(septets);
    expect(gsm7SeptetCount(char)).toBe(septets.length);
  });

  test.each(['`', 'á', 'ç', '’', '“', '\t', '\x1b', '你', '😀', 'Ä'.normalize('NFD')])(
    '%j is not GSM-7',
    (char) => {
      expect(isGsm7Char(char)).toBe(false);
    },
  );

  test('the default alphabet has 127 characters and the escape, the extension table 10', () => {
    const basic = Array.from({ length: 128 }, (_, septet) => gsm7BasicChar(septet));
    expect(basic.filter((char) => char !== undefined)).toHaveLength(127);
    expect(new Set(basic).size).toBe(128);
    expect(basic[0x1b]).toBeUndefined();
  });

  test('a text is GSM-7 only when every character is', () => {
    expect(isGsm7Text('Your code is 123456. [Beacon] €5 {ok}')).toBe(true);
    expect(isGsm7Text('Your code is 123456 ✓')).toBe(false);
  });
});
