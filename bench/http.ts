// Timing the running server over real HTTP: one keep-alive connection and sequential requests for
// latency, autocannon's many connections for throughput. Both ask for compressed answers, as a
// browser does, so the server's compression is part of what is measured.
import http from 'node:http';
import autocannon from 'autocannon';
import { type Percentiles, percentiles } from './helpers.ts';

/** What Chromium sends: the server picks its encoding from this. */
const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** One GET on `agent`; answers its status and milliseconds (to the last byte, body not decoded). */
function timedGet(
  agent: http.Agent,
  url: string,
  extra: Record<string, string>,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers: { ...headers, ...extra } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * `warmup` requests (caches, plans, the JIT), then `requests` timed ones (with `extraHeaders`: a
 * signed-in account's session), one after another on one
 * keep-alive connection — or fewer, at least 20, when they pass `maxSeconds` (a 2 s listing would
 * otherwise hold a 1M run for ten minutes). Any answer but 200 throws: error pages would mislead.
 */
export async function timeOverHttp(
  url: string,
  requests: number,
  maxSeconds: number,
  extraHeaders: Record<string, string> = {},
  warmup = 10,
): Promise<{ figures: Percentiles; requests: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = async () => {
    const { status, ms } = await timedGet(agent, url, extraHeaders);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    return ms;
  };
  try {
    for (let i = 0; i < warmup; i++) await get();
    const times: number[] = [];
    const started = performance.now();
    while (times.length < requests) {
      if (times.length >= 20 && performance.now() - started > maxSeconds * 1000) break;
      times.push(await get());
    }
    return { figures: percentiles(times), requests: times.length };
  } finally {
    agent.destroy();
  }
}

/** A load run's figures. */
export interface LoadFigures {
  connections: number;
  seconds: number;
  /** Mean requests per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors (timeouts included). */
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * autocannon at `connections` for `seconds` against `base`: one path, or several that every
 * connection sends in turn (a rotation of mixed reads).
 */
export async function load(
  base: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
    // The server's own timeout is what a visitor meets; 10 s (autocannon's default) is ours too.
    timeout: 10,
  });
  return {
    connections,
    seconds,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
