// The Node.js flags the built server runs with wherever it runs as production does: `npm start`
// (scripts/start.mjs) and the benchmarks (bench/server.ts, scripts/bench-web.mjs). Decision 023.

/**
 * The old generation's ceiling, in MB. On a machine with plenty of memory V8 sets it to 4 GB and,
 * sized for that, lets garbage pile up before collecting: the server, whose working set stays
 * near 100 MB under load, peaked at 350-390 MB RSS over 50-connection runs. With the ceiling at 512
 * MB it collects sooner and peaked under 200 MB at the same throughput. NODE_OPTIONS that names
 * its own --max-old-space-size wins.
 */
export const SERVER_HEAP_MB = 512;

/**
 * Only when the database is PGlite (no DATABASE_URL), whose PostgreSQL runs as WebAssembly in the
 * server's own process:
 * - `--no-liftoff` compiles the module once with the optimising compiler instead of a baseline
 *   copy first and an optimised copy of each hot function later, both kept: 55-60 MB less after a
 *   few queries at the same query speed, for ~1 s more at start.
 * - `--max-semi-space-size=8` halves V8's young generation (16 MB per semi-space by default): ~20
 *   MB less under load. On PostgreSQL it cost 10-25 % of the throughput at 50 connections, so it is
 *   not set there; on PGlite the database, not the collector, sets the pace.
 */
const pgliteFlags = ['--no-liftoff', '--max-semi-space-size=8'];

/** The flags for a server started with `env` (the child's environment). */
export function serverNodeFlags(env = process.env) {
  return [
    '--enable-source-maps',
    ...(env.NODE_OPTIONS?.includes('--max-old-space-size') ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]),
    ...(env.DATABASE_URL ? [] : pgliteFlags),
  ];
}
