import { LRUCache } from 'lru-cache';

/**
 * Answers read from data that never changes while the app runs (the place directory: written once,
 * by the migration, from the data shipped with the app), kept per database handle so each is read
 * once: `read(db, key, load)` returns what `load` gave for that key on that handle before, or loads
 * it. At most `max` answers per handle are kept, the least recently used dropped first.
 */
export function readOnce<T extends object>(
  max: number,
): (db: object, key: string, load: () => Promise<T>) => Promise<T> {
  const byHandle = new WeakMap<object, LRUCache<string, T>>();
  return async (handle, key, load) => {
    const db = databaseOf.get(handle) ?? handle;
    let known = byHandle.get(db);
    if (!known) {
      known = new LRUCache({ max });
      byHandle.set(db, known);
    }
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const loaded = await load();
    known.set(key, loaded);
    return loaded;
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
