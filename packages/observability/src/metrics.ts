import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Seconds, from an answer out of memory (1 ms) to a slow report (10 s). */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/**
 * Serves a server's Prometheus metrics at GET /metrics: the process's own (memory, CPU, event loop
 * lag, handles), every HTTP request by method, route pattern and status with its duration, and
 * whatever the server adds to the registry this returns. `route` adds options to the /metrics route
 * (for example the API's mark of a route that needs no token).
 */
export function registerMetrics(app: FastifyInstance, route: RouteShorthandOptions = {}): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, and how long each took to answer',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the path itself, so ids and probes cannot grow the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', route, async (_request, reply) => {
    void reply.type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}
