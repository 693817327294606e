import { describe, expect, test } from 'vitest';
import { formatMoney } from './money';

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
