import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createDbRateLimiter } from '../src/providers/rate-limit-repository.ts';
import { createRedisRateLimiter, type RateLimiter } from '../src/providers/rate-limiter.ts';
import { createTestApp, createTestDatabase } from './helpers/app.ts';

const redisUrl = process.env.REDIS_URL;
const run = `${process.pid}-${Date.now()}`;

/** The database always; Redis as well when REDIS_URL is set (keys of this run only: Redis outlives it). */
const backends: [string, () => Promise<RateLimiter>, Record<string, string>][] = [
  [
    'the database',
    async () => {
      const database = await createTestDatabase();
      afterAll(() => database.close());
      return createDbRateLimiter(database.db);
    },
    {},
  ],
];
if (redisUrl) {
  backends.push([
    'Redis',
    async () => {
      const redis = new Redis(redisUrl);
      afterAll(async () => {
        await redis.quit();
      });
      await new Promise((resolve) => redis.once('ready', resolve));
      return createRedisRateLimiter(redis, `rl-test:${run}:`);
    },
    { REDIS_URL: redisUrl },
  ]);
}

describe.each(backends)('rate-limit counters in %s', async (_name, open, env) => {
  const limiter = await open();
  const app = await createTestApp({ CONTACT_MAX_PER_HOUR: '2', ...env });

  it('counts hits in a fixed window, peeks without counting, and resets', async () => {
    const first = await limiter.hit('k', 60_000);
    expect(first.count).toBe(1);
    expect(first.retryAfter).toBeGreaterThan(55);
    expect(first.retryAfter).toBeLessThanOrEqual(60);
    expect((await limiter.hit('k', 60_000)).count).toBe(2);
    expect((await limiter.peek('k')).count).toBe(2);
    expect((await limiter.peek('k')).count).toBe(2);
    expect((await limiter.peek('other')).count).toBe(0);
    await limiter.reset('k');
    expect((await limiter.peek('k')).count).toBe(0);
    expect((await limiter.hit('k', 60_000)).count).toBe(1);
  });

  it('starts a new window once the last one has ended', async () => {
    await limiter.hit('short', 300);
    expect((await limiter.hit('short', 300)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await limiter.peek('short')).count).toBe(0);
    expect((await limiter.hit('short', 300)).count).toBe(1);
  });

  it('limits a route through @fastify/rate-limit: api.md 429 with Retry-After, no other headers', async () => {
    // An address of this run only, so earlier runs' counters in Redis do not count.
    const ip = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${(process.pid % 0xffff).toString(16)}::1`;
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'A', email: 'a@example.test', message: 'Hi' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 2; i++) {
      const ok = await send();
      expect(ok.statusCode).toBe(201);
      expect(Object.keys(ok.headers).filter((h) => h.includes('ratelimit'))).toEqual([]);
    }
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(Object.keys(limited.headers).filter((h) => h.includes('ratelimit'))).toEqual([]);
  });
});
