import { describe, expect, test } from 'vitest';
import { createDispatchRateLimiter } from './dispatch-limits.js';

const NONE = { perSecondRate: 0, perNumberLimit: 0, globalRateLimit: 0 };

describe('dispatch rate limits', () => {
  test('no limits set: every message goes', async () => {
    const limiter = createDispatchRateLimiter();
    for (let i = 0; i < 50; i += 1) {
      expect(await limiter.acquire({ accountId: 'AC1', to: '+14155550100' }, NONE)).toEqual({ waitMs: 0 });
    }
  });

  test('the per-second rate refuses the message after the allowance with the wait until the next window', async () => {
    const limiter = createDispatchRateLimiter();
    const limits = { ...NONE, perSecondRate: 2 };
    expect((await limiter.acquire({ accountId: 'AC2', to: '+1' }, limits)).waitMs).toBe(0);
    expect((await limiter.acquire({ accountId: 'AC2', to: '+2' }, limits)).waitMs).toBe(0);
    const refused = await limiter.acquire({ accountId: 'AC2', to: '+3' }, limits);
    expect(refused.waitMs).toBeGreaterThan(0);
    expect(refused.waitMs).toBeLessThanOrEqual(1_000);
    expect(refused.limit).toEqual({ kind: 'second', key: 'AC2', points: 2, windowMs: 1_000 });
    // Another account has its own allowance.
    expect((await limiter.acquire({ accountId: 'AC3', to: '+3' }, limits)).waitMs).toBe(0);
  });

  test('limits are all or none: a refusal by the per-number limit does not use the per-second allowance', async () => {
    const limiter = createDispatchRateLimiter();
    const limits = { ...NONE, perSecondRate: 2, perNumberLimit: 1 };
    expect((await limiter.acquire({ accountId: 'AC4', to: '+1' }, limits)).waitMs).toBe(0);
    const refused = await limiter.acquire({ accountId: 'AC4', to: '+1' }, limits);
    expect(refused.limit?.kind).toBe('number');
    expect(refused.waitMs).toBeGreaterThan(3_500_000);
    // The refused message gave its per-second unit back, so a second number still goes this second.
    expect((await limiter.acquire({ accountId: 'AC4', to: '+2' }, limits)).waitMs).toBe(0);
    expect((await limiter.acquire({ accountId: 'AC4', to: '+3' }, limits)).limit?.kind).toBe('second');
  });
});
