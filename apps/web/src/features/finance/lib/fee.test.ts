import { describe, expect, test } from 'vitest';
import { quoteFee } from './fee';

describe('the payment-platform fee preview', () => {
  test('is added on top of the recharge: total = amount + fee', () => {
    expect(quoteFee('20.00', '3')).toEqual({ amount: '20.00', fee: '0.60', total: '20.60' });
    expect(quoteFee('110.00', '2.9')).toEqual({ amount: '110.00', fee: '3.19', total: '113.19' });
  });

  test('rounds half up to the cent', () => {
    expect(quoteFee('10.50', '2.9')).toEqual({ amount: '10.50', fee: '0.30', total: '10.80' });
    expect(quoteFee('10.00', '0.05')).toEqual({ amount: '10.00', fee: '0.01', total: '10.01' });
  });

  test('rounds to whole units in a currency without cents', () => {
    expect(quoteFee('1500', '2.9', 'JPY')).toEqual({ amount: '1500.00', fee: '44.00', total: '1544.00' });
  });

  test('no fee when the percent is zero', () => {
    expect(quoteFee('100.00', '0')).toEqual({ amount: '100.00', fee: '0.00', total: '100.00' });
  });
});
