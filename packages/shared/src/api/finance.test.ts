import { describe, expect, test } from 'vitest';
import {
  ZBalanceAlertSetSchema,
  ZOrderCreateSchema,
  ZUsageLogListSchema,
  ZSandboxCompleteSchema,
} from './finance.js';

describe('finance request schemas', () => {
  test('an order takes 1–10 cart lines of known packs with quantities 1–99, also as JSON text in a form', () => {
    expect(ZOrderCreateSchema.parse({ items: '[{"packageId":"usd-10","quantity":"2"}]' })).toEqual({
      items: [{ packageId: 'usd-10', quantity: 2 }],
    });
    const issues = (input: unknown) =>
      ZOrderCreateSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(issues({ items: [] })).toEqual(['cartEmpty']);
    expect(issues({ items: [{ packageId: 'usd-5', quantity: 1 }] })).toEqual(['packageInvalid']);
    expect(issues({ items: [{ packageId: 'usd-10', quantity: 100 }] })).toEqual(['quantityInvalid']);
    expect(issues({ items: [{ packageId: 'usd-10', quantity: 1.5 }] })).toEqual(['quantityInvalid']);
  });

  test('the sandbox completion names an order id and one of the three outcomes', () => {
    expect(
      ZSandboxCompleteSchema.safeParse({ orderId: 'nope', outcome: 'paid' }).error?.issues[0]?.message,
    ).toBe('orderIdInvalid');
    expect(
      ZSandboxCompleteSchema.safeParse({ orderId: 'OR01JD0000000000000000000000', outcome: 'refunded' }).error
        ?.issues[0]?.message,
    ).toBe('outcomeInvalid');
  });

  test('the usage log filters take types as a list or a comma string and refuse a reversed range', () => {
    expect(ZUsageLogListSchema.parse({ type: 'CONSUME,RECHARGE' }).type).toEqual(['CONSUME', 'RECHARGE']);
    const reversed = ZUsageLogListSchema.safeParse({
      since: '2026-01-02T00:00:00Z',
      until: '2026-01-01T00:00:00Z',
    });
    expect(reversed.error?.issues[0]?.message).toBe('logRangeInvalid');
  });

  test('a threshold is a decimal up to 1,000,000 with 2 decimals; blank turns the alert off', () => {
    expect(ZBalanceAlertSetSchema.parse({ threshold: '5.50' }).threshold).toBe('5.50');
    expect(ZBalanceAlertSetSchema.parse({ threshold: '' }).threshold).toBeNull();
    expect(ZBalanceAlertSetSchema.parse({ threshold: null }).threshold).toBeNull();
    for (const bad of ['-1', '1.234', '1000000.01', 'abc']) {
      expect(ZBalanceAlertSetSchema.safeParse({ threshold: bad }).error?.issues[0]?.message).toBe(
        'thresholdInvalid',
      );
    }
  });
});
