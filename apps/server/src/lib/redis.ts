/**
 * The Redis connection the rate limiters share when REDIS_URL is set. No offline queue and one retry: a
 * limiter that cannot reach Redis must fall back to its in-memory insurance limiter at once instead of
 * holding a send until Redis comes back.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export function openRedis(url: string, logger: Pick<FastifyBaseLogger, 'warn'>): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis: connection problem'));
  return redis;
}
