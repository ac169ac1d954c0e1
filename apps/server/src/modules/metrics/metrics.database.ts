import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { describeDatabaseError, withDeadline } from '../../db/db-faults.ts';
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

/** Registers a gauge set from the last snapshot at each scrape (none until the first one was read). */
type FromSnapshot = (
  name: string,
  help: string,
  labelNames: string[],
  set: (g: Gauge, s: Snapshot) => void,
) => void;

/** The mail outbox and its delivery queue. */
function outboxGauges(fromSnapshot: FromSnapshot): void {
  fromSnapshot(
    'innkeep_mail_outbox',
    'E-mails in the outbox by status (pending, sent, failed); sent and failed only grow',
    ['status'],
    (g, s) => {
      // Every status from 0, so that the first failed message shows as growth, not as a series appearing.
      const statuses = new Set(['pending', 'sent', 'failed', ...s.outbox.byStatus.map((r) => r.status)]);
      for (const status of statuses)
        g.set({ status }, s.outbox.byStatus.find((r) => r.status === status)?.count ?? 0);
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
}

/** Payments by outcome, payouts and webhook events (the same on every instance, like the outbox). */
function moneyGauges(fromSnapshot: FromSnapshot): void {
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
}

/**
 * The figures read from the database at each scrape (the same on every instance: aggregate them with max(),
 * not sum()), with how stale they are. `refresh` reads them through the database's reserve under a deadline.
 */
export function databaseGauges(registry: Registry, database: Database, log: FastifyBaseLogger) {
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
  const fromSnapshot: FromSnapshot = (name, help, labelNames, set) =>
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
  outboxGauges(fromSnapshot);
  moneyGauges(fromSnapshot);

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

  return { refresh };
}
