import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { databaseGauges } from './metrics.database.ts';
import { type InstanceSources, instanceGauges } from './metrics.instance.ts';

/**
 * One registry per app (tests build several apps in one process). Request metrics are this instance's;
 * the outbox and payment figures are read from the database at each scrape, so they are the same on every
 * instance: aggregate them with max(), not sum(). They are read through the database's reserve under a
 * deadline, before the registry is serialised: a database that is down or slow makes them stale
 * (`innkeep_db_figures_stale`), never the scrape fail, so the request counters are there when they matter.
 */
export function createMetrics(database: Database, log: FastifyBaseLogger, sources: InstanceSources = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'innkeep_' });

  const requests = new Counter({
    name: 'innkeep_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'innkeep_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  instanceGauges(registry, database.poolStats, sources);
  const { refresh } = databaseGauges(registry, database, log);

  return {
    registry,
    /** The scrape's text: the database figures refreshed (or marked stale), then every metric. */
    async scrape(): Promise<string> {
      await refresh();
      return registry.metrics();
    },
    /** Counts every answered request under its route pattern (`/api/listings/:id`), never the raw URL. */
    observe(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? 'unmatched';
        const method = request.method;
        requests.inc({ method, route, status: String(reply.statusCode) });
        latency.observe({ method, route }, reply.elapsedTime / 1000);
      });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Whether an Authorization header carries the metrics token, compared in constant time. */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
