import { describe, expect, test } from 'vitest';
import { formatMicros, parseDecimalToMicros } from './money.js';

describe('money as micro-units', () => {
  test.each([
    [0n, '0.00'],
    [1n, '0.000001'],
    [7_500n, '0.0075'],
    [1_000_000n, '1.00'],
    [12_500_000n, '12.50'],
    [100_000_000_000n, '100000.00'],
    [-2_340_000n, '-2.34'],
    [9_007_199_254_740_993_000_000n, '9007199254740993.00'],
  ])('%s micro-units read as %s', (micros, text) => {
    expect(formatMicros(micros)).toBe(text);
  });

  test('the minimum number of fraction digits can be lowered for currencies without minor units', () => {
    expect(formatMicros(100_000_000n, 0)).toBe('100');
    expect(formatMicros(100_500_000n, 0)).toBe('100.5');
  });

  test.each([
    ['12.5', 12_500_000n],
    ['0.000001', 1n],
    [' 100 ', 100_000_000n],
    ['-3.25', -3_250_000n],
  ])('%j parses to %s micro-units', (text, micros) => {
    expect(parseDecimalToMicros(text)).toBe(micros);
  });

  test.each(['', '1.2345678', '1e3', '12,5', 'abc', '.5', '5.'])('%j is not an amount', (text) => {
    expect(parseDecimalToMicros(text)).toBeNull();
  });

  test('formatting and parsing are inverse for every shown amount', () => {
    for (const micros of [0n, 1n, 999_999n, 1_000_001n, 123_456_789n]) {
      expect(parseDecimalToMicros(formatMicros(micros))).toBe(micros);
    }
  });
});
