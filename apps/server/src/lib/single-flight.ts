/**
 * Requests for the same key while one is running share its answer instead of running again
 * (request coalescing, as caches like Varnish do for a hot page): under load, fifty visitors
 * opening the first page of All Tutors cost one set of queries, not fifty. Nothing is kept after
 * the run settles, so an answer is never older than the request it joins; a failure is shared the
 * same way. Only for answers that depend on the key alone (never on who asks).
 */
export function singleFlight<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, run) => {
    const joined = running.get(key);
    if (joined) return joined;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
