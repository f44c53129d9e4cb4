import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageName, isStorageName, type StorageProvider } from './storage.ts';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one directory (DATA_DIR/uploads): the default, for one instance or a shared DATA_DIR. */
export function diskStorage(root: string): StorageProvider {
  const file = (name: string) => {
    assertStorageName(name);
    return path.join(root, name);
  };
  return {
    kind: 'disk',
    async put(name, bytes) {
      const target = file(name);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed, so an interrupted write never leaves a half file under the name.
      const aside = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(aside, bytes, { flag: 'wx' });
      await rename(aside, target);
    },
    async get(name) {
      if (!isStorageName(name)) return null;
      const target = path.join(root, name);
      try {
        const s = await stat(target);
        if (!s.isFile()) return null;
        return {
          body: createReadStream(target),
          size: s.size,
          etag: `W/"${s.size.toString(16)}-${s.mtimeMs.toString(16)}"`,
          lastModified: s.mtime,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(name) {
      await unlink(file(name)).catch((err) => {
        if (!isMissing(err)) throw err;
      });
    },
    async list(prefix) {
      try {
        const names = await readdir(path.join(root, prefix));
        return names.map((n) => `${prefix}${n}`).filter(isStorageName);
      } catch (err) {
        if (isMissing(err)) return [];
        throw err;
      }
    },
    publicUrl: () => null,
    close: async () => undefined,
  };
}
