import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The configuration variables that point the server at this store. */
  env: Record<string, string>;
  /** Stops the store (the port then refuses connections); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) for the calling test file, on a free port with its own temp
 * directory and one bucket; stopped and removed after the file.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'th-s3-'));
  const bucket = 'tuitionhub-test';
  const make = (port: number) =>
    new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server: S3rver | null = make(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const local: LocalS3 = {
    endpoint,
    bucket,
    env: {
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server?.close();
      server = null;
    },
    async start() {
      if (server) return;
      server = make(port);
      await server.run();
    },
  };
  afterAll(async () => {
    await local.stop();
    rmSync(directory, { recursive: true, force: true });
  });
  return local;
}
