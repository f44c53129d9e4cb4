import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import type { HitResult, RateLimiter } from './rate-limiter.ts';

const secondsLeft = (resetAt: Date | string) =>
  Math.max(1, Math.ceil((new Date(resetAt).getTime() - Date.now()) / 1000));
const hitResult = (row: { count: number; reset_at: string } | undefined): HitResult =>
  row ? { count: Number(row.count), retryAfter: secondsLeft(row.reset_at) } : { count: 0, retryAfter: 0 };

/** Fixed-window counters in the `rate_limits` table (the default, when REDIS_URL is not set). */
export function createDbRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, windowMs) {
      const window = `${windowMs} milliseconds`;
      const rows = await queryRows<{ count: number; reset_at: string }>(
        db,
        sql`
        insert into ${rateLimits} (key, count, reset_at)
        values (${key}, 1, now() + ${window}::interval)
        on conflict (key) do update set
          count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
          reset_at = case when ${rateLimits.resetAt} <= now()
            then now() + ${window}::interval else ${rateLimits.resetAt} end
        returning count, reset_at`,
      );
      return hitResult(rows[0]);
    },
    async peek(key) {
      const rows = await queryRows<{ count: number; reset_at: string }>(
        db,
        sql`select count, reset_at from ${rateLimits} where key = ${key} and reset_at > now()`,
      );
      return hitResult(rows[0]);
    },
    async reset(key) {
      await db.execute(sql`delete from ${rateLimits} where key = ${key}`);
    },
  };
}
