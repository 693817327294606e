import { describe, expect, test } from 'vitest';
import { decodeUcs2, encodeUcs2 } from './ucs2-codec.js';

describe('UCS-2 codec', () => {
  test.each([
    ['你好', '4f60597d'],
    ['A€', '004120ac'],
    ['😀', 'd83dde00'],
    ['', ''],
  ])('%j is UTF-16BE %s', (text, hex) => {
    expect(encodeUcs2(text).toString('hex')).toBe(hex);
    expect(decodeUcs2(Buffer.from(hex, 'hex'))).toBe(text);
  });

  test('a dangling odd octet decodes to U+FFFD', () => {
    expect(decodeUcs2(Buffer.from('4f6059', 'hex'))).toBe('你\ufffd');
  });
});
