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

export const serverNodeFlags = [
  '--enable-source-maps',
  ...(process.env.NODE_OPTIONS?.includes('--max-old-space-size')
    ? []
    : [`--max-old-space-size=${SERVER_HEAP_MB}`]),
];
