import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

export interface HitResult {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window counters shared by every instance (the database, or Redis when REDIS_URL is set).
 * Route limits reach them through @fastify/rate-limit (`CounterStore`); the login lockouts use
 * them directly, since they also read a counter without counting and clear it on success.
 */
export interface RateLimiter {
  hit(key: string, windowMs: number): Promise<HitResult>;
  peek(key: string): Promise<HitResult>;
  reset(key: string): Promise<void>;
}

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.');

/**
 * Counters in Redis (keys `<REDIS_KEY_PREFIX>rl:…`). While Redis is away every call fails at once
 * with 503 SERVICE_UNAVAILABLE: a login cannot be checked against its lockout, so it is refused.
 */
export function createRedisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  const retryAfter = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));
  const failFast = <T>(command: () => Promise<T>) => {
    if (redis.status !== 'ready') return Promise.reject(unavailable());
    return command().catch(() => {
      throw unavailable();
    });
  };
  return {
    hit: (key, windowMs) =>
      failFast(async () => {
        const k = prefix + key;
        const res = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
        const count = Number(res?.[0]?.[1] ?? 1);
        return { count, retryAfter: retryAfter(Number(res?.[2]?.[1] ?? windowMs)) };
      }),
    peek: (key) =>
      failFast(async () => {
        const k = prefix + key;
        const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
        return count ? { count: Number(count), retryAfter: retryAfter(ttl) } : { count: 0, retryAfter: 0 };
      }),
    reset: (key) =>
      failFast(async () => {
        await redis.del(prefix + key);
      }),
  };
}

/** @fastify/rate-limit's store interface over a `RateLimiter`: one counter per route and client. */
export class CounterStore implements FastifyRateLimitStore {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
    this.limiter.hit(this.prefix + key, timeWindow).then(
      ({ count, retryAfter }) => callback(null, { current: count, ttl: retryAfter * 1000 }),
      (err: Error) => callback(err),
    );
  }

  child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
    // The plugin passes the route's merged options, the route itself under `routeInfo`.
    const { routeInfo } = options as unknown as { routeInfo: { method: string; url: string } };
    return new CounterStore(this.limiter, `${routeInfo.method} ${routeInfo.url}|`);
  }
}
