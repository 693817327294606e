import { describe, expect, test } from 'vitest';
import { DEFAULT_PAYMENTS_CONFIG } from '../../providers/payment/payments-config.js';
import { feeMicrosOf, packPriceMicros } from './packages.js';

const config = DEFAULT_PAYMENTS_CONFIG;

describe('order arithmetic', () => {
  test('packs keep their US dollar price and convert into whole smallest units of other currencies', () => {
    expect(packPriceMicros('usd-100', 'USD', config)).toBe(100_000_000n);
    expect(packPriceMicros('usd-10', 'EUR', config)).toBe(9_200_000n);
    expect(packPriceMicros('usd-10', 'JPY', config)).toBe(1_500_000_000n);
    expect(packPriceMicros('usd-10', 'XXX', config)).toBeNull();
    const odd = { ...config, currencyRates: { ...config.currencyRates, GBP: '0.78912' } };
    expect(packPriceMicros('usd-10', 'GBP', odd)).toBe(7_890_000n); // 7.8912 → 7.89
  });

  test('the fee is the percent of the amount, half up to the smallest unit', () => {
    expect(feeMicrosOf(20_000_000n, 'USD', config)).toBe(600_000n);
    expect(feeMicrosOf(1_500_000_000n, 'JPY', config)).toBe(45_000_000n);
    const odd = { ...config, feePercent: '2.9', feePercentMicros: 2_900_000n };
    expect(feeMicrosOf(10_000_000n, 'USD', odd)).toBe(290_000n);
    expect(feeMicrosOf(150_000n, 'USD', odd)).toBe(0n); // 0.00435 → 0.00
    expect(feeMicrosOf(10_000_000n, 'USD', { ...config, feePercentMicros: 0n })).toBe(0n);
  });
});
