import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { outboxStats } from '../mail/mail.service.ts';
import { paymentOutcomes } from '../payments/payments.service.ts';

/**
 * One registry per app (tests build several apps in one process). Request metrics are this instance's;
 * the outbox and payment figures are read from the database at each scrape, so they are the same on every
 * instance: aggregate them with max(), not sum().
 */
export function createMetrics(database: Database) {
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

  const pool = database.poolStats;
  if (pool) {
    new Gauge({
      name: 'innkeep_db_pool_connections',
      help: 'PostgreSQL pool clients by state (total, idle, waiting requests, max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = pool();
        for (const [state, value] of Object.entries(s)) this.set({ state }, value);
      },
    });
  }

  const db = database.db;
  new Gauge({
    name: 'innkeep_mail_outbox',
    help: 'E-mails in the outbox by status (pending, sent, failed); sent and failed only grow',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await outboxStats(db)).byStatus) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'innkeep_job_queue_due',
    help: 'Work items due now and not yet done, by job',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.set({ job: 'mail-delivery' }, (await outboxStats(db)).due);
    },
  });
  new Gauge({
    name: 'innkeep_job_queue_oldest_seconds',
    help: 'Age of the oldest work item due now, by job (0 when none)',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.set({ job: 'mail-delivery' }, (await outboxStats(db)).oldestDueSeconds);
    },
  });
  new Gauge({
    name: 'innkeep_payments',
    help: 'Payments by kind (stay, deposit_claim, deposit) and outcome (status)',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await paymentOutcomes(db))
        this.set({ kind: row.kind, status: row.status }, row.count);
    },
  });

  return {
    registry,
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
