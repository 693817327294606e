import { describe, expect, test } from 'vitest';
import { createFakeClock } from '../testing/fake-clock.js';
import { useTestApp } from '../testing/test-app.js';
import { createTokenBucket } from './rate-limit.js';

describe('the token bucket', () => {
  test('allows a burst of the per-minute amount, then refills over the minute', () => {
    const clock = createFakeClock();
    const bucket = createTokenBucket({ perMinute: 3, clock: clock.now });
    expect([1, 2, 3, 4].map(() => bucket.take('a'))).toEqual([true, true, true, false]);
    expect(bucket.take('b')).toBe(true);
    clock.advance(20_000);
    expect(bucket.take('a')).toBe(true);
    expect(bucket.take('a')).toBe(false);
  });

  test('0 per minute means no limit', () => {
    const bucket = createTokenBucket({ perMinute: 0, clock: createFakeClock().now });
    expect(Array.from({ length: 100 }, () => bucket.take('a')).every(Boolean)).toBe(true);
  });
});

const t = useTestApp({ config: { authRateLimitPerMinute: 3 } });

describe('the public auth calls', () => {
  test('answer 1005 to an address over its limit, and other addresses are not affected', async () => {
    const call = (remoteAddress: string) =>
      t.post('/api/auth/password/otp', { email: 'someone@example.com' }, { remoteAddress });
    for (let i = 1; i <= 3; i += 1) expect((await call('192.0.2.1')).body.code).toBe(0);
    expect((await call('192.0.2.1')).body).toEqual({
      code: 1005,
      msg: 'Rate limit exceeded. Please slow down.',
      data: null,
    });
    expect((await call('192.0.2.2')).body.code).toBe(0);
    t.clock.advance(20_000);
    expect((await call('192.0.2.1')).body.code).toBe(0);
  });

  test('do not limit the signed-in calls', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await t.post('/api/user/menu')).body.code).toBe(2006);
  });
});
