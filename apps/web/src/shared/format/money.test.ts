import { describe, expect, test } from 'vitest';
import { formatExactMoney, formatMoney } from './money';

describe('formatMoney', () => {
  test.each([
    ['12.5', 'USD', 'en-US', '$12.50'],
    ['1234567.891', 'EUR', 'en-US', '€1,234,567.89'],
    ['100', 'JPY', 'en-US', '¥100'],
    ['8.2', 'CNY', 'zh-CN', '¥8.20'],
  ] as const)('%s %s in %s reads %s', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });

  test('a malformed amount shows as zero instead of NaN', () => {
    expect(formatMoney('abc', 'USD', 'en-US')).toBe('$0.00');
  });
});

describe('formatExactMoney', () => {
  test.each([
    ['0.0075', 'USD', 'en-US', '$0.0075'],
    ['0.015', 'USD', 'en-US', '$0.015'],
    ['0.02', 'GBP', 'en-US', '£0.02'],
    ['3', 'USD', 'en-US', '$3.00'],
    ['0.412', 'JPY', 'en-US', '¥0.412'],
    ['0.1234567', 'CNY', 'zh-CN', '¥0.123457'],
  ] as const)('%s %s in %s reads %s', (amount, currency, locale, expected) => {
    expect(formatExactMoney(amount, currency, locale)).toBe(expected);
  });
});
