import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../../lib/jobs.ts';

/** What this instance counts of its own: its adapters' failures and its job rounds, given by app.ts. */
export interface InstanceSources {
  jobs?: JobRunner;
  storageFailures?: Map<string, number>;
  mailFailures?: { count: number };
}

/** This instance's own figures: its database pool, job rounds, and the storage and mail failures it saw. */
export function instanceGauges(
  registry: Registry,
  pool: Database['poolStats'],
  { jobs, storageFailures, mailFailures }: InstanceSources,
): void {
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
}
