import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { describeDatabaseError, withDeadline } from '../../db/db-faults.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import { outboxStats } from '../mail/mail.service.ts';
import { paymentEventBacklog, paymentOutcomes } from '../payments/payments.service.ts';
import { payoutBacklog } from '../payments/payouts.service.ts';

/** A scrape waits at most this for the database's figures, then reports the last ones as stale (docs/requirements/operations.md#R-O3). */
const DATABASE_FIGURES_MS = 1500;

type Snapshot = {
  outbox: Awaited<ReturnType<typeof outboxStats>>;
  payments: Awaited<ReturnType<typeof paymentOutcomes>>;
  payouts: Awaited<ReturnType<typeof payoutBacklog>>;
  events: Awaited<ReturnType<typeof paymentEventBacklog>>;
};

/**
 * One registry per app (tests build several apps in one process). Request metrics are this instance's;
 * the outbox and payment figures are read from the database at each scrape, so they are the same on every
 * instance: aggregate them with max(), not sum(). They are read through the database's reserve under a
 * deadline, before the registry is serialised: a database that is down or slow makes them stale
 * (`innkeep_db_figures_stale`), never the scrape fail, so the request counters are there when they matter.
 */
export function createMetrics(
  database: Database,
  log: FastifyBaseLogger,
  {
    jobs,
    storageFailures,
    mailFailures,
  }: { jobs?: JobRunner; storageFailures?: Map<string, number>; mailFailures?: { count: number } } = {},
) {
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

  if (jobs) {
    // This instance's job rounds (docs/requirements/operations.md#R-O3): alert on a job kind whose last success grows old.
    const perJob = (
      name: string,
      help: string,
      value: (s: ReturnType<JobRunner['stats']>[string]) => number,
    ) =>
      new Gauge({
        name,
        help,
        labelNames: ['job'] as const,
        registers: [registry],
        collect() {
          for (const [job, s] of Object.entries(jobs.stats())) this.set({ job }, value(s));
        },
      });
    perJob(
      'innkeep_job_last_success_timestamp_seconds',
      'When a round of the job last ended without an error (0: never)',
      (s) => s.lastSuccessAt / 1000,
    );
    perJob(
      'innkeep_job_failed_rounds',
      'Rounds of the job that ended with an error since the start',
      (s) => s.failedRounds,
    );
    perJob(
      'innkeep_job_over_budget_rounds',
      'Rounds of the job that took longer than its budget since the start',
      (s) => s.overBudgetRounds,
    );
  }

  if (storageFailures) {
    new Gauge({
      name: 'innkeep_storage_errors_total',
      help: 'Storage operations (put, get, delete, deletePrefix) that failed since the start: the store is down or full',
      labelNames: ['operation'] as const,
      registers: [registry],
      collect() {
        for (const operation of ['put', 'get', 'delete', 'deletePrefix'])
          this.set({ operation }, storageFailures.get(operation) ?? 0);
      },
    });
  }

  if (mailFailures) {
    new Gauge({
      name: 'innkeep_mail_send_errors_total',
      help: 'Sends the mail relay refused or never answered since the start (each is logged and retried)',
      registers: [registry],
      collect() {
        this.set(mailFailures.count);
      },
    });
  }

  let last: Snapshot | undefined;
  let lastAt = 0;
  let stale = true;
  new Gauge({
    name: 'innkeep_db_figures_stale',
    help: '1 when the database did not answer the last scrape in time: the database-derived figures are older',
    registers: [registry],
    collect() {
      this.set(stale ? 1 : 0);
    },
  });
  new Gauge({
    name: 'innkeep_db_figures_age_seconds',
    help: 'Age of the database-derived figures (outbox, payments); grows while the database does not answer',
    registers: [registry],
    collect() {
      this.set(lastAt ? (Date.now() - lastAt) / 1000 : -1);
    },
  });
  const fromSnapshot = (
    name: string,
    help: string,
    labelNames: string[],
    set: (g: Gauge, s: Snapshot) => void,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        if (!last) return;
        this.reset();
        set(this, last);
      },
    });
  fromSnapshot(
    'innkeep_mail_outbox',
    'E-mails in the outbox by status (pending, sent, failed); sent and failed only grow',
    ['status'],
    (g, s) => {
      for (const row of s.outbox.byStatus) g.set({ status: row.status }, row.count);
    },
  );
  fromSnapshot(
    'innkeep_mail_oldest_seconds',
    'Age of the oldest e-mail not sent, by status: pending (due or waiting for a retry) and failed for good',
    ['status'],
    (g, s) => {
      for (const status of ['pending', 'failed']) g.set({ status }, s.outbox.oldestSeconds[status] ?? 0);
    },
  );
  fromSnapshot('innkeep_job_queue_due', 'Work items due now and not yet done, by job', ['job'], (g, s) => {
    g.set({ job: 'mail-delivery' }, s.outbox.due);
  });
  fromSnapshot(
    'innkeep_job_queue_oldest_seconds',
    'Age of the oldest work item due now, by job (0 when none)',
    ['job'],
    (g, s) => {
      g.set({ job: 'mail-delivery' }, s.outbox.oldestDueSeconds);
    },
  );
  fromSnapshot(
    'innkeep_payments',
    'Payments by kind (stay, deposit_claim, deposit) and outcome (status)',
    ['kind', 'status'],
    (g, s) => {
      for (const row of s.payments) g.set({ kind: row.kind, status: row.status }, row.count);
    },
  );

  // Payouts and webhook events (the same on every instance, like the outbox): alert on an age that grows.
  const PAYOUT_STATES = ['due', 'failed', 'held'];
  /** Sets one figure of each payout state (0 for a state with none). */
  const perPayoutState =
    (figure: 'count' | 'oldestSeconds') =>
    (g: Gauge, s: Snapshot): void => {
      for (const state of PAYOUT_STATES)
        g.set({ state }, s.payouts.find((p) => p.state === state)?.[figure] ?? 0);
    };
  fromSnapshot(
    'innkeep_payouts',
    "Payouts to watch: due (scheduled, past their date), failed for good, held (a claim's or an admin's hold)",
    ['state'],
    perPayoutState('count'),
  );
  fromSnapshot(
    'innkeep_payouts_oldest_seconds',
    'Age of the oldest payout by state: since its date (due, failed) or since it was held (0 when none)',
    ['state'],
    perPayoutState('oldestSeconds'),
  );
  const ENDPOINTS = ['platform', 'connect'];
  /** Sets one figure of each webhook endpoint (0 for an endpoint with none). */
  const perEndpoint =
    (figure: 'count' | 'failing' | 'oldestSeconds') =>
    (g: Gauge, s: Snapshot): void => {
      for (const endpoint of ENDPOINTS)
        g.set({ endpoint }, s.events.find((e) => e.endpoint === endpoint)?.[figure] ?? 0);
    };
  fromSnapshot(
    'innkeep_payment_events_pending',
    'Provider webhook events received and not applied yet, by endpoint',
    ['endpoint'],
    perEndpoint('count'),
  );
  fromSnapshot(
    'innkeep_payment_events_failing',
    'Webhook events not applied whose application failed at least once, by endpoint',
    ['endpoint'],
    perEndpoint('failing'),
  );
  fromSnapshot(
    'innkeep_payment_events_oldest_seconds',
    'Age of the oldest webhook event not applied, by endpoint (0 when none)',
    ['endpoint'],
    perEndpoint('oldestSeconds'),
  );

  /** Reads the database's figures through the reserve; on failure the last ones stay, marked stale. */
  async function refresh(): Promise<void> {
    const db = database.probe;
    try {
      const read = Promise.all([
        outboxStats(db),
        paymentOutcomes(db),
        payoutBacklog(db),
        paymentEventBacklog(db),
      ]);
      const [outbox, payments, payouts, events] = await withDeadline(
        read,
        DATABASE_FIGURES_MS,
        'the database',
      );
      last = { outbox, payments, payouts, events };
      lastAt = Date.now();
      stale = false;
    } catch (error) {
      stale = true;
      log.warn({ db: describeDatabaseError(error) ?? String(error) }, 'metrics: database figures are stale');
    }
  }

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
