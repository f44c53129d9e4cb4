import { LRUCache } from 'lru-cache';
import { writeCount } from './single-flight.ts';

/**
 * Answers read from data that never changes while the app runs (the place directory: written once,
 * by the migration, from the data shipped with the app), kept per database handle so each is read
 * once: `read(db, key, load)` returns what `load` gave for that key on that handle before, or loads
 * it. At most `max` answers per handle are kept, the least recently used dropped first.
 */
export function readOnce<T extends object>(
  max: number,
): (db: object, key: string, load: () => Promise<T>) => Promise<T> {
  const cacheOf = perHandle<T>({ max });
  return async (handle, key, load) => {
    const known = cacheOf(handle);
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const loaded = await load();
    known.set(key, loaded);
    return loaded;
  };
}

/** An LRU per database handle, a transaction's being its database's (readsAs). */
function perHandle<V extends object>(options: LRUCache.Options<string, V, unknown>) {
  const byHandle = new WeakMap<object, LRUCache<string, V>>();
  return (handle: object): LRUCache<string, V> => {
    const db = databaseOf.get(handle) ?? handle;
    let known = byHandle.get(db);
    if (!known) {
      known = new LRUCache(options);
      byHandle.set(db, known);
    }
    return known;
  };
}

/** A transaction's handle → the database handle it was opened on (readsAs). */
const databaseOf = new WeakMap<object, object>();

/**
 * Says that `tx`, a transaction opened on `db`, reads what `db` reads: answers kept for `db` are
 * given to it too (a text search runs in a transaction, and its place reads are the listings' own).
 */
export function readsAs(tx: object, db: object): void {
  databaseOf.set(tx, databaseOf.get(db) ?? db);
}

/** How long a vocabulary answer (readUntilWrite) is kept when no write of this process forgets it first. */
const VOCABULARY_TTL_MS = 5_000;

/**
 * Answers read from the catalogue's vocabulary (its subjects' spellings, the words its profiles
 * hold, the places they name), kept per database handle like readOnce's until the next write or
 * for `ttlMs` (VOCABULARY_TTL_MS unless said), whichever comes first: `read(db, key, load)`. A write answered by this process
 * (noteWrite: every POST, PUT, PATCH and DELETE, and refreshProfileDerived) forgets them all, so a
 * profile saved here is understood by the next search here; `ttlMs` bounds how long another
 * instance's write goes unseen. An answer loaded while a write finished is not kept.
 */
export function readUntilWrite<T>(
  max: number,
  ttlMs: number = VOCABULARY_TTL_MS,
): (db: object, key: string, load: () => Promise<T>) => Promise<T> {
  const cacheOf = perHandle<{ writes: number; value: T }>({ max, ttl: ttlMs });
  return async (handle, key, load) => {
    const known = cacheOf(handle);
    const writes = writeCount();
    const cached = known.get(key);
    if (cached?.writes === writes) return cached.value;
    const value = await load();
    if (writeCount() === writes) known.set(key, { writes, value });
    return value;
  };
}
