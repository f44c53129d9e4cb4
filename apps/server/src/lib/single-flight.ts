/**
 * Requests for the same key while one is running share its answer instead of running again
 * (request coalescing, as caches like Varnish do for a hot page): under load, fifty visitors
 * opening the first page of All Tutors cost one set of queries, not fifty. A failure is shared the
 * same way.
 *
 * The answer is also given to requests that were already waiting when it settled, and to no one
 * after: it is forgotten at the end of that turn of the event loop (setImmediate runs after the
 * poll phase has read them). That matters on the embedded database, which runs each query on this
 * thread: while a run holds it, the other requests wait unread in their sockets, and forgetting the
 * answer as soon as it settles would make each of them run again.
 *
 * A request that comes after a write has finished (noteWrite) never joins a run that started
 * before it. Only for answers that depend on the key alone (never on who asks).
 */
export function singleFlight<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const running = new Map<string, { after: number; answer: Promise<T> }>();
  return (key, run) => {
    const joined = running.get(key);
    if (joined && joined.after === writes) return joined.answer;
    const entry = {
      after: writes,
      answer: run().finally(() =>
        setImmediate(() => {
          if (running.get(key) === entry) running.delete(key);
        }),
      ),
    };
    running.set(key, entry);
    return entry.answer;
  };
}

let writes = 0;

/** A write has finished (app.ts calls it for every answered POST, PUT, PATCH and DELETE). */
export function noteWrite(): void {
  writes += 1;
}

/** How many writes have finished (noteWrite): an answer read before the count moved may be stale. */
export const writeCount = (): number => writes;
