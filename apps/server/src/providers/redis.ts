import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface RedisConnection {
  redis: Redis;
  /** Connected and answering commands. */
  isReady(): boolean;
  /** PING with a short timeout: false when Redis is down or slow. */
  ping(): Promise<boolean>;
  /** Resolves once connected, or after `ms` (the server starts either way; /readyz tells). */
  connected(ms: number): Promise<void>;
  close(): Promise<void>;
}

const COMMAND_TIMEOUT_MS = 1000;

/**
 * A Redis client that fails fast while Redis is away instead of queueing commands for seconds, keeps
 * reconnecting in the background (the server recovers without a restart), logs one structured line
 * when Redis goes and one when it is back (never ioredis' "Unhandled error event"), and prefixes
 * every key so deployments sharing a Redis do not share counters. ioredis is loaded only when
 * REDIS_URL is set (decision 023).
 */
export async function connectRedis(
  url: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
): Promise<RedisConnection> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: COMMAND_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  });
  let down = false;
  redis.on('error', (err: NodeJS.ErrnoException) => {
    if (down) return;
    down = true;
    log.error({ dependency: 'redis', code: err.code, reason: err.message }, 'redis unavailable');
  });
  redis.on('ready', () => {
    if (down) log.info({ dependency: 'redis' }, 'redis available again');
    down = false;
  });
  return {
    redis,
    isReady: () => redis.status === 'ready',
    connected: (ms) =>
      redis.status === 'ready'
        ? Promise.resolve()
        : new Promise((resolve) => {
            const timer = setTimeout(resolve, ms);
            redis.once('ready', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
    async ping() {
      if (redis.status !== 'ready') return false;
      return redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      );
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
