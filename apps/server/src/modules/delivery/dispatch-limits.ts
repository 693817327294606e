/**
 * The account's sending limits, applied when a message is dispatched (docs/messaging-engine.md): per second
 * (`perSecondRate`), per destination number per hour (`perNumberLimit`) and per minute (`globalRateLimit`),
 * each 0 for none. rate-limiter-flexible counts in memory, or in Redis when REDIS_URL is set so every worker
 * shares the counts (with an in-memory insurance limiter while Redis is unreachable). A limited message is
 * not an error: the dispatcher puts it back in the queue for when the limit allows it.
 */
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { DispatchLimits } from './claim-repo.js';

type LimitKind = 'second' | 'number' | 'minute';

const DURATION_SECONDS: Record<LimitKind, number> = { second: 1, number: 3_600, minute: 60 };

interface LimitVerdict {
  /** 0: send now. Otherwise the wait before the limit allows it. */
  waitMs: number;
  /** The limit that refused, and its window, so a burst can be spread over the windows to come. */
  limit?: { kind: LimitKind; key: string; points: number; windowMs: number };
}

export interface DispatchRateLimiter {
  /** Takes one unit of every limit that applies, or none of them when one refuses. */
  acquire(subject: { accountId: string; to: string }, limits: DispatchLimits): Promise<LimitVerdict>;
}

export function createDispatchRateLimiter(options: { redis?: Redis } = {}): DispatchRateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();

  function limiterFor(kind: LimitKind, points: number): RateLimiterAbstract {
    const id = `${kind}:${points}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      const duration = DURATION_SECONDS[kind];
      const keyPrefix = `beacon:dispatch:${id}`;
      const memory = new RateLimiterMemory({ points, duration, keyPrefix });
      limiter = options.redis
        ? new RateLimiterRedis({
            storeClient: options.redis,
            points,
            duration,
            keyPrefix,
            insuranceLimiter: memory,
          })
        : memory;
      limiters.set(id, limiter);
    }
    return limiter;
  }

  return {
    async acquire({ accountId, to }, limits) {
      const checks: { kind: LimitKind; points: number; key: string }[] = [];
      if (limits.perSecondRate > 0)
        checks.push({ kind: 'second', points: limits.perSecondRate, key: accountId });
      if (limits.perNumberLimit > 0)
        checks.push({ kind: 'number', points: limits.perNumberLimit, key: `${accountId}:${to}` });
      if (limits.globalRateLimit > 0)
        checks.push({ kind: 'minute', points: limits.globalRateLimit, key: accountId });

      const taken: { limiter: RateLimiterAbstract; key: string }[] = [];
      for (const check of checks) {
        const limiter = limiterFor(check.kind, check.points);
        try {
          await limiter.consume(check.key, 1);
          taken.push({ limiter, key: check.key });
        } catch (rejection) {
          await Promise.all(
            taken.map(({ limiter: other, key }) => other.reward(key, 1).catch(() => undefined)),
          );
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          return {
            waitMs: Math.max(1, rejection.msBeforeNext),
            limit: {
              kind: check.kind,
              key: check.key,
              points: check.points,
              windowMs: DURATION_SECONDS[check.kind] * 1_000,
            },
          };
        }
      }
      return { waitMs: 0 };
    },
  };
}
