/**
 * The per-second acceptance rate of an account (`perSecondRate`, 0 for none): sends accepted per second,
 * counted per call — a 10,000-recipient batch is one send here; the dispatcher paces its messages with the
 * same setting. Counted in memory, or in Redis when one is given so every API process shares the count.
 */
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface SendRateLimiter {
  /** 0 when the send may go now, else how long until it may. */
  take(accountId: string, perSecond: number): Promise<number>;
}

export function createSendRateLimiter(options: { redis?: Redis } = {}): SendRateLimiter {
  const limiters = new Map<number, RateLimiterAbstract>();

  function limiterFor(points: number): RateLimiterAbstract {
    let limiter = limiters.get(points);
    if (!limiter) {
      const keyPrefix = `beacon:accept:${points}`;
      const memory = new RateLimiterMemory({ points, duration: 1, keyPrefix });
      limiter = options.redis
        ? new RateLimiterRedis({
            storeClient: options.redis,
            points,
            duration: 1,
            keyPrefix,
            insuranceLimiter: memory,
          })
        : memory;
      limiters.set(points, limiter);
    }
    return limiter;
  }

  return {
    async take(accountId, perSecond) {
      if (perSecond <= 0) return 0;
      try {
        await limiterFor(perSecond).consume(accountId, 1);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
        throw rejection;
      }
    },
  };
}
