import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, test } from 'vitest';
import { openRedis } from '../../lib/redis.js';
import { createDispatchRateLimiter } from '../delivery/index.js';
import { createSendRateLimiter } from './send-rate-limiter.js';

describe('acceptance rate limit (perSecondRate)', () => {
  test('0 means no limit', async () => {
    const limiter = createSendRateLimiter();
    for (let i = 0; i < 20; i += 1) expect(await limiter.take('AC-none', 0)).toBe(0);
  });

  test('the send after the allowance waits for the next second; other accounts are not affected', async () => {
    const limiter = createSendRateLimiter();
    expect(await limiter.take('AC-a', 2)).toBe(0);
    expect(await limiter.take('AC-a', 2)).toBe(0);
    const wait = await limiter.take('AC-a', 2);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1_000);
    expect(await limiter.take('AC-b', 2)).toBe(0);
  });
});

// With REDIS_URL (CI sets it when Redis answers) the counts live in Redis, so two API processes — two limiter
// instances on two connections here — share one allowance instead of each granting its own.
describe.skipIf(!process.env.REDIS_URL)('rate limits shared through Redis (REDIS_URL)', () => {
  const connections: Redis[] = [];
  // Without an offline queue a command sent before the connection is ready would go to the in-memory
  // insurance limiter, so wait for it.
  const connect = async () => {
    const redis = openRedis(process.env.REDIS_URL!, pino({ level: 'silent' }));
    connections.push(redis);
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    return redis;
  };
  afterAll(() => connections.forEach((redis) => redis.disconnect()));

  test('two processes accepting for one account share its per-second allowance', async () => {
    const account = `AC-${randomUUID()}`;
    const first = createSendRateLimiter({ redis: await connect() });
    const second = createSendRateLimiter({ redis: await connect() });
    expect(await first.take(account, 3)).toBe(0);
    expect(await second.take(account, 3)).toBe(0);
    expect(await first.take(account, 3)).toBe(0);
    expect(await second.take(account, 3)).toBeGreaterThan(0);
  });

  test('two dispatch workers share the per-number limit', async () => {
    const account = `AC-${randomUUID()}`;
    const limits = { perSecondRate: 0, perNumberLimit: 1, globalRateLimit: 0 };
    const first = createDispatchRateLimiter({ redis: await connect() });
    const second = createDispatchRateLimiter({ redis: await connect() });
    expect((await first.acquire({ accountId: account, to: '+14155550100' }, limits)).waitMs).toBe(0);
    const refused = await second.acquire({ accountId: account, to: '+14155550100' }, limits);
    expect(refused.limit?.kind).toBe('number');
  });
});
