import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer as start, waitFor } from './helpers/server-process.ts';

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
  }, 240_000);
});
