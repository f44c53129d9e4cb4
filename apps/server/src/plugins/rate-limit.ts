import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { clientNetwork } from '../lib/client-network.ts';
import { createDbRateLimiter } from '../providers/rate-limit-repository.ts';
import { CounterStore, createRedisRateLimiter, type RateLimiter } from '../providers/rate-limiter.ts';
import { connectRedis, type RedisConnection } from '../providers/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** The Redis connection when REDIS_URL is set (readiness checks it). */
    redis: RedisConnection | null;
  }
}

const HOUR = 3_600_000;
const noHeaders = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false };

/**
 * A route's `config.rateLimit`: at most `max` requests an hour per client (its IPv4 address or
 * IPv6 /64 unless `keyGenerator` says otherwise), counted in the route's `hook` (onRequest by
 * default); 0 turns the limit off.
 */
export const perHour = (
  max: number,
  options: Omit<RateLimitOptions, 'max' | 'timeWindow'> = {},
): RateLimitOptions | false => max > 0 && { ...options, max, timeWindow: HOUR };

/**
 * @fastify/rate-limit with its counters in the database, or in Redis when REDIS_URL is set, so
 * every instance behind a load balancer shares them; past the limit, api.md's 429 with Retry-After.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string | undefined; redisKeyPrefix: string }) => {
    const connection = opts.redisUrl ? await connectRedis(opts.redisUrl, opts.redisKeyPrefix, app.log) : null;
    if (connection) {
      app.addHook('onClose', () => connection.close());
      await connection.connected(2000);
    }
    const limiter = connection ? createRedisRateLimiter(connection.redis) : createDbRateLimiter(app.db);
    app.decorate('redis', connection);
    app.decorate('rateLimiter', limiter);
    await app.register(fastifyRateLimit, {
      global: false,
      store: class extends CounterStore {
        constructor() {
          super(limiter);
        }
      },
      keyGenerator: (request) => clientNetwork(request.ip),
      addHeadersOnExceeding: noHeaders,
      addHeaders: { ...noHeaders, 'retry-after': false },
      errorResponseBuilder: (_request, { ttl }) => {
        const retryAfter = String(Math.max(1, Math.ceil(ttl / 1000)));
        return new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', {
          headers: { 'retry-after': retryAfter },
        });
      },
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
