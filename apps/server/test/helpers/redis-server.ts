import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

if (spawnSync('redis-server', ['--version']).status !== 0) {
  throw new Error(
    'These tests start their own Redis: install redis-server (Debian: apt-get install -y redis-server).',
  );
}

/** A throw-away redis-server on `port` (nothing kept on disk), started and ready. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
  });
  return child;
}

export async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
