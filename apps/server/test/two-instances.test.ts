import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestInstances } from './helpers/app.ts';
import { TEST_PASSWORD } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { startRedis, stopRedis } from './helpers/redis-server.ts';
import { startLocalS3 } from './helpers/s3.ts';
import {
  freePort,
  httpRequest,
  type ServerProcess,
  serverStorageEnv,
  startServer,
  waitFor,
} from './helpers/server-process.ts';
import { solid } from './helpers/uploads.ts';

interface Answer {
  status: number;
  body: Buffer;
  json: () => { token?: string; url?: string; code?: string };
}
type Call = (
  method: 'GET' | 'POST',
  url: string,
  opts?: { token?: string; json?: unknown; form?: ReturnType<typeof multipart> },
) => Promise<Answer>;

/**
 * Two instances behind one load balancer share one database, one Redis and one S3-compatible store,
 * and nothing else (each has its own DATA_DIR). With DATABASE_URL set they are two server processes
 * on PostgreSQL; on PGlite (one process per database) two app instances in this process.
 */
describe('two instances', async () => {
  const redisPort = await freePort();
  const redis = await startRedis(redisPort);
  /** Server processes (PostgreSQL runs), stopped before their Redis. */
  const processes: ServerProcess[] = [];
  afterAll(async () => {
    for (const proc of processes) proc.child.kill('SIGTERM');
    await Promise.all(processes.map((proc) => proc.exited));
    await stopRedis(redis);
  });
  const s3 = await startLocalS3();
  const shared = {
    ...s3.env,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_KEY_PREFIX: `th-two-${process.pid}:`,
    LOGIN_MAX_FAILURES_PER_EMAIL: '3',
  };

  let instances: Call[];
  if (process.env.DATABASE_URL) {
    const storage = await serverStorageEnv();
    instances = await Promise.all(
      [0, 1].map(async () => {
        const port = await freePort();
        const proc = startServer({
          ...storage,
          ...shared,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'th-instance-')),
          PORT: String(port),
          HOST: '127.0.0.1',
        });
        processes.push(proc);
        await waitFor(`http://127.0.0.1:${port}/readyz`);
        const call: Call = (method, url, opts = {}) =>
          httpRequest(`http://127.0.0.1:${port}`, method, url, opts);
        return call;
      }),
    );
  } else {
    const apps = await createTestInstances([shared, shared]);
    instances = apps.map(
      (app): Call =>
        async (method, url, opts = {}) => {
          const res = await app.inject({
            method,
            url,
            remoteAddress: '10.30.0.1',
            headers: {
              ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
              ...opts.form?.headers,
            },
            ...(opts.json
              ? { payload: opts.json as object }
              : opts.form
                ? { payload: opts.form.payload }
                : {}),
          });
          return { status: res.statusCode, body: res.rawPayload, json: () => res.json() };
        },
    );
  }
  const [a, b] = instances as [Call, Call];
  const email = `two-${process.pid}@example.test`;
  const signIn = (via: Call, password = TEST_PASSWORD) =>
    via('POST', '/api/user/login', { json: { email, password } });

  it('a session made on one works on the other, and logout on one revokes it on both', async () => {
    const made = await a('POST', '/api/user/register', {
      json: {
        role: 'Student',
        acceptTerms: true,
        name: 'Two Instances',
        email,
        password: TEST_PASSWORD,
        profileInfo: 'Class 7',
      },
    });
    expect(made.status).toBe(201);
    const token = (await signIn(a)).json().token!;
    expect((await b('GET', '/api/user/me', { token })).status).toBe(200);
    expect((await b('POST', '/api/user/logout', { token })).status).toBe(200);
    expect((await a('GET', '/api/user/me', { token })).status).toBe(401);
    expect((await b('GET', '/api/user/me', { token })).status).toBe(401);
  });

  it('counts failed logins across both: the lockout holds whichever instance answers', async () => {
    const attempts = [a, b, a].map((via) => signIn(via, 'wrong password!'));
    expect((await Promise.all(attempts)).map((r) => r.status)).toEqual([401, 401, 401]);
    const fourth = await signIn(b, 'wrong password!');
    expect(fourth.status).toBe(429);
    expect((await signIn(a)).status).toBe(429); // even the right password, until the window ends
  });

  it('a photo uploaded through one is served by the other', async () => {
    const png = await solid(40, 30).png().toBuffer();
    const uploaded = await a('POST', '/api/uploads', {
      form: multipart({ file: { filename: 'p.png', contentType: 'image/png', data: png } }),
    });
    expect(uploaded.status).toBe(201);
    const url = uploaded.json().url!;
    const fromA = await a('GET', url);
    const fromB = await b('GET', url);
    expect(fromB.status).toBe(200);
    expect(fromB.body.equals(fromA.body)).toBe(true);
    expect(fromB.body.subarray(8, 12).toString()).toBe('WEBP');
  });
});
