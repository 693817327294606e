import { describe, expect, test } from 'vitest';
import { decodeGsm7Unpacked, encodeGsm7Unpacked } from './gsm7-codec.js';
import { gsm7BasicChar } from './gsm7-alphabet.js';

const EVERY_GSM_CHAR =
  Array.from({ length: 128 }, (_, septet) => gsm7BasicChar(septet) ?? '').join('') + '\f^{}\\[~]|€';

describe('GSM-7 unpacked codec', () => {
  test.each([
    ['@£$', '000102'],
    ['Hi!', '486921'],
    ['€5', '1b6535'],
    ['{x}', '1b28781b29'],
    ['a\fb', '611b0a62'],
    ['ÄÖÑÜ§¿äöñüà', '5b5c5d5e5f607b7c7d7e7f'],
  ])('%j is the septets %s, one per octet', (text, hex) => {
    expect(encodeGsm7Unpacked(text).toString('hex')).toBe(hex);
    expect(decodeGsm7Unpacked(Buffer.from(hex, 'hex'))).toBe(text);
  });

  test('every character of both tables survives a round trip', () => {
    expect(decodeGsm7Unpacked(encodeGsm7Unpacked(EVERY_GSM_CHAR))).toBe(EVERY_GSM_CHAR);
  });

  test('a character outside GSM 03.38 is refused, not replaced', () => {
    expect(() => encodeGsm7Unpacked('café ’')).toThrow(RangeError);
  });

  test.each([
    ['an escape before an unassigned code shows the default character', '1b41', 'A'],
    ['a trailing escape is dropped', '41421b', 'AB'],
    ['an octet above 0x7F becomes U+FFFD', '41ff42', 'A\ufffdB'],
  ])('decoding never throws: %s', (_name, hex, text) => {
    expect(decodeGsm7Unpacked(Buffer.from(hex, 'hex'))).toBe(text);
  });
});
