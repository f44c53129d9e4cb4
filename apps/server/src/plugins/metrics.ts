import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { forbidden, unauthenticated } from '../lib/app-error.ts';
import { hashToken, safeEqual } from '../lib/tokens.ts';
import { bearerToken } from './auth.ts';

/**
 * Prometheus metrics at /metrics: request counts and latency by route (the route pattern, not the raw
 * URL). Not public: a scraper sends `Authorization: Bearer <METRICS_TOKEN>`, or an admin is signed in.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token?: string | undefined }) => {
    const expected = opts.token ? hashToken(opts.token) : null;
    const allowed = async (request: FastifyRequest) => {
      const bearer = bearerToken(request);
      if (expected && bearer && safeEqual(hashToken(bearer), expected)) return;
      if (!request.user) throw unauthenticated();
      if (request.user.role !== 'admin') throw forbidden();
    };
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });
    app.get('/metrics', { schema: { hide: true }, preHandler: allowed }, async (_req, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
