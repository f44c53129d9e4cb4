import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { type Db, queryRows } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface HitResult {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** Fixed-window counters shared by every instance (PostgreSQL table, or Redis when REDIS_URL is set). */
export interface RateLimiter {
  hit(key: string, windowMs: number): Promise<HitResult>;
  peek(key: string): Promise<HitResult>;
  reset(key: string): Promise<void>;
}

export function createDbRateLimiter(db: Db): RateLimiter {
  const secondsLeft = (resetAt: Date | string) =>
    Math.max(1, Math.ceil((new Date(resetAt).getTime() - Date.now()) / 1000));
  return {
    async hit(key, windowMs) {
      const rows = await queryRows<{ count: number; reset_at: string }>(
        db,
        sql`
        insert into ${rateLimits} (key, count, reset_at)
        values (${key}, 1, now() + ${`${windowMs} milliseconds`}::interval)
        on conflict (key) do update set
          count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
          reset_at = case when ${rateLimits.resetAt} <= now()
            then now() + ${`${windowMs} milliseconds`}::interval else ${rateLimits.resetAt} end
        returning count, reset_at`,
      );
      const row = rows[0]!;
      return { count: Number(row.count), retryAfter: secondsLeft(row.reset_at) };
    },
    async peek(key) {
      const rows = await queryRows<{ count: number; reset_at: string }>(
        db,
        sql`select count, reset_at from ${rateLimits} where key = ${key} and reset_at > now()`,
      );
      const row = rows[0];
      return row
        ? { count: Number(row.count), retryAfter: secondsLeft(row.reset_at) }
        : { count: 0, retryAfter: 0 };
    },
    async reset(key) {
      await db.execute(sql`delete from ${rateLimits} where key = ${key}`);
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const res = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 1);
      const ttl = Number(res?.[2]?.[1] ?? windowMs);
      return { count, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return count
        ? { count: Number(count), retryAfter: Math.max(1, Math.ceil(ttl / 1000)) }
        : { count: 0, retryAfter: 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
