import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(url: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

describe('the server process', () => {
  it('exits with a message naming a bad variable', async () => {
    const proc = start({ PORT: 'not-a-port' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/PORT/);
  });

  it('starts, creates the first admin once, and shuts down gracefully on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'th-proc-'));
    const proc = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitFor(`http://127.0.0.1:${port}/readyz`);
    expect(proc.output()).toMatch(/First admin account created/);
    expect(proc.output()).toMatch(/password: \S{12,}/);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toMatch(/shutting down/);

    // second start on the same data: the admin exists, nothing printed again
    const again = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitFor(`http://127.0.0.1:${port}/readyz`);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    expect(again.output()).not.toMatch(/First admin account created/);
  }, 90_000);
});
