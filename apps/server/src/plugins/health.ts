import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

const CHECK_TIMEOUT_MS = 1000;

const within = <T>(promise: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

/** Whether something accepts TCP connections at the URL's host and port. */
function reachable(url: URL, defaultPort: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) || defaultPort });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(CHECK_TIMEOUT_MS, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * /healthz: the process answers. /readyz: each dependency, checked within a second — the database,
 * Redis when configured (both required: 503 when one is down) and the SMTP server when configured
 * (a warning only: mail waits in the outbox until it is back).
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; smtpUrl?: string | undefined }) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
      const smtpUrl = opts.smtpUrl ? new URL(opts.smtpUrl) : null;
      const [database, redis, smtp] = await Promise.all([
        within(opts.database.ping()).then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
        app.redis?.ping().then((ok) => (ok ? 'ok' : 'down')),
        smtpUrl &&
          reachable(smtpUrl, smtpUrl.protocol === 'smtps:' ? 465 : 587).then((ok) =>
            ok ? 'ok' : 'unreachable',
          ),
      ]);
      const ready = database === 'ok' && redis !== 'down';
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'unavailable',
        checks: { database, ...(redis ? { redis } : {}), ...(smtp ? { smtp } : {}) },
        ...(smtp === 'unreachable'
          ? { warnings: ['The SMTP server is unreachable: e-mails wait in the outbox until it answers'] }
          : {}),
      });
    });
  },
  { name: 'health', dependencies: ['rate-limit'] },
);
