import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { createStudent, TEST_PASSWORD } from './helpers/factories.ts';
import { startRedis, stopRedis } from './helpers/redis-server.ts';
import { freePort } from './helpers/server-process.ts';

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a Redis outage is visible and fails fast, and the server recovers without a restart', async () => {
  const port = await freePort();
  let redisServer = await startRedis(port);
  afterAll(() => stopRedis(redisServer));
  const logged: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const prefix = `th-outage-${process.pid}:`;
  const app = await createTestApp(
    { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: prefix, LOG_LEVEL: 'info' },
    { logStream },
  );
  const student = await createStudent(app);
  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '10.9.0.1',
      payload: { email: student.email, password: TEST_PASSWORD },
    });
  const ready = () => app.inject('/readyz');

  it('with Redis up: ready, logins work, and every key carries REDIS_KEY_PREFIX', async () => {
    const up = await eventually(ready, (r) => r.statusCode === 200);
    expect(up.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    expect((await login()).statusCode).toBe(200);
    const subscribe = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'up@example.test' },
    });
    expect(subscribe.statusCode).toBeLessThan(300); // counted in Redis (a route limit)
    const peek = new Redis(`redis://127.0.0.1:${port}`);
    const keys = await peek.keys('*');
    await peek.quit();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.startsWith(`${prefix}rl:`))).toBe(true);
  });

  it('with Redis down: /readyz says 503 and names it; logins and the newsletter fail within a second with 503', async () => {
    await stopRedis(redisServer);
    const down = await eventually(ready, (r) => r.statusCode === 503);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'down' } });

    for (const request of [
      login,
      () => app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'n@example.test' } }),
    ]) {
      const started = performance.now();
      const res = await request();
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    }
    // Reads that need no Redis still work.
    expect((await app.inject('/api/tutors/all-tutors')).statusCode).toBe(200);

    const outageLines = () => Promise.resolve(logged.join('').match(/"msg":"redis unavailable"/g) ?? []);
    await eventually(outageLines, (found) => found.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // several reconnect attempts fail meanwhile
    expect(await outageLines()).toHaveLength(1);
    const lines = logged.join('');
    expect(lines).not.toContain('Unhandled error event');
  });

  it('when Redis is back, the same server is ready again and logins work', async () => {
    redisServer = await startRedis(port);
    const back = await eventually(ready, (r) => r.statusCode === 200);
    expect(back.json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
    expect((await login()).statusCode).toBe(200);
    const recovered = await eventually(
      () => Promise.resolve(logged.join('')),
      (text) => text.includes('"msg":"redis available again"'),
    );
    expect(recovered).toContain('"msg":"redis available again"');
  });
});

describe('readiness reports SMTP as a warning, never as not ready', async () => {
  const listening = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise((resolve) => listening.close(resolve)));
  const upPort = (listening.address() as { port: number }).port;
  const downPort = await freePort();
  const withSmtp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${upPort}` });
  const withoutSmtp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${downPort}` });

  it('reachable: ok', async () => {
    const res = await withSmtp.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', smtp: 'ok' } });
  });

  it('unreachable: still ready, with a warning', async () => {
    const res = await withoutSmtp.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', smtp: 'unreachable' },
      warnings: [expect.stringContaining('SMTP')],
    });
  });
});
