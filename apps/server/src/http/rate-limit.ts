/**
 * Per-IP token buckets for the public auth calls (1005 when empty). In memory: one node's view, which is
 * what this limit is for (slowing a client down); the per-ticket and per-user limits live in the database.
 */
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@beacon/shared';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';

export interface RateLimiter {
  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Bounded so a flood of distinct addresses cannot grow memory without limit. */
const MAX_TRACKED_KEYS = 100_000;

export function createTokenBucket(options: { perMinute: number; clock: Clock }): RateLimiter {
  const capacity = options.perMinute;
  const refillPerMs = options.perMinute / 60_000;
  const buckets = new Map<string, Bucket>();
  return {
    take(key) {
      if (capacity <= 0) return true;
      const now = options.clock().getTime();
      const bucket = buckets.get(key) ?? { tokens: capacity, updatedAt: now };
      bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.updatedAt) * refillPerMs);
      bucket.updatedAt = now;
      // Re-inserted so the Map's order is least recently used first.
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > MAX_TRACKED_KEYS) buckets.delete(buckets.keys().next().value!);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}

export function rateLimitHook(limiter: RateLimiter) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!limiter.take(request.ip)) throw new AppError(ErrorCode.RATE_LIMITED);
  };
}
