import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';
import { createDbRateLimiter, createRedisRateLimiter, type RateLimiter } from '../providers/rate-limiter.ts';

export interface LimitRule {
  /** Counter name, e.g. 'contact'. */
  name: string;
  /** Allowed hits per window; 0 disables the limit. */
  max: number;
  windowMs: number;
  /** Defaults to the client IP. */
  key?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** preHandler that counts the request and answers 429 (with Retry-After) past the limit. */
    rateLimit: (rule: LimitRule) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const tooManyRequests = (retryAfter: number, message = 'Too many requests. Please try again later.') =>
  new AppError('RATE_LIMITED', message, { headers: { 'retry-after': String(retryAfter) } });

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string | undefined }) => {
    let redis: Redis | undefined;
    if (opts.redisUrl) {
      redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    const limiter = redis ? createRedisRateLimiter(redis) : createDbRateLimiter(app.db);
    app.decorate('rateLimiter', limiter);
    app.decorate('rateLimit', (rule: LimitRule) => async (request: FastifyRequest) => {
      if (rule.max <= 0) return;
      const key = `${rule.name}:${rule.key ? rule.key(request) : request.ip}`;
      const { count, retryAfter } = await limiter.hit(key, rule.windowMs);
      if (count > rule.max) throw tooManyRequests(retryAfter);
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
