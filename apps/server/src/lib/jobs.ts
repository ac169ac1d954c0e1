import type { FastifyBaseLogger } from 'fastify';
import { errorLogFields } from '../db/db-faults.ts';

/**
 * A background job: `run` does one round of due work and returns how many items it handled.
 *
 * Jobs keep their state in the database, never in memory, so any number of instances may run them:
 * claim due rows with `SELECT … FOR UPDATE SKIP LOCKED` (another instance skips what this one holds)
 * and push their due time forward as a lease before doing slow work, so a crash only delays them.
 * See `modules/mail/mail.delivery.ts` for the pattern. A job whose round is one bulk statement over rows
 * no one claims (the prunes) is `exclusive` instead: one instance at a time runs it, the others skip.
 *
 * Each job runs on its own schedule (docs/requirements/operations.md#R-O4): a slow round of one job (mail to a relay that never answers)
 * delays only that job's next round, never hold expiry or payment reconciliation.
 */
export interface Job {
  name: string;
  /** Minimum time between two rounds of this job; defaults to the runner's interval. */
  everyMs?: number;
  /**
   * How long a round should take at most (default: the larger of a minute and `everyMs`). Past it the round's
   * signal is aborted (a job that reads it stops taking new work) and the overrun is logged and counted.
   */
  budgetMs?: number;
  /** Run by one instance at a time (an advisory lock on PostgreSQL); another instance skips its round. */
  exclusive?: boolean;
  run(signal: AbortSignal): Promise<number>;
}

/** What the runner saw of one job (metrics). */
export interface JobStats {
  /** When a round last ended without an error (epoch ms; 0 never). */
  lastSuccessAt: number;
  failedRounds: number;
  overBudgetRounds: number;
  lastDurationMs: number;
}

export interface JobRunner {
  add(job: Job): void;
  start(): void;
  /** Stops the loops and waits for the rounds in flight to finish. */
  stop(): Promise<void>;
  /** Runs every job once, now (tests, and `JOBS=off` set-ups that drive work by hand). */
  runAll(): Promise<Record<string, number>>;
  /**
   * Runs one round of the job named `name` now, beside the loop (a request that made work due, like a new
   * channel calendar's first sync). Its claims keep it from doing what another round holds.
   */
  trigger(name: string): Promise<number>;
  /** Each job's last success, failed and overrun rounds. */
  stats(): Record<string, JobStats>;
}

/** Runs `run` unless another instance holds the lock named `name`; undefined when it was skipped. */
export type RunAlone = (name: string, run: () => Promise<number>) => Promise<number | undefined>;

export function createJobRunner(options: {
  intervalMs: number;
  log: FastifyBaseLogger;
  /** The database's cross-instance lock for exclusive jobs; without it (one process) they just run. */
  runAlone?: RunAlone;
}): JobRunner {
  const jobs: Job[] = [];
  const timers = new Map<string, NodeJS.Timeout>();
  const stats = new Map<string, JobStats>();
  let stopped = true;
  /** Rounds in flight, from the loops or trigger(): stop() waits for them. */
  const inFlight = new Set<Promise<number>>();

  async function runRound(job: Job): Promise<number> {
    const budgetMs = job.budgetMs ?? Math.max(60_000, job.everyMs ?? options.intervalMs);
    const abort = new AbortController();
    const overrun = setTimeout(() => {
      abort.abort();
      const s = stats.get(job.name);
      if (s) s.overBudgetRounds++;
      options.log.warn({ job: job.name, budgetMs }, 'job round over its budget');
    }, budgetMs);
    overrun.unref();
    const started = Date.now();
    const s = stats.get(job.name);
    try {
      const run = () => job.run(abort.signal);
      const handled =
        job.exclusive && options.runAlone
          ? ((await options.runAlone(`job:${job.name}`, run)) ?? 0)
          : await run();
      if (handled > 0) options.log.debug({ job: job.name, handled }, 'job round done');
      if (s) s.lastSuccessAt = Date.now();
      return handled;
    } catch (err) {
      // One failing job must not stop the others; it is tried again next round.
      if (s) s.failedRounds++;
      options.log.error({ ...errorLogFields(err), job: job.name }, 'job round failed');
      return 0;
    } finally {
      clearTimeout(overrun);
      if (s) s.lastDurationMs = Date.now() - started;
    }
  }

  function track(round: Promise<number>): Promise<number> {
    const tracked = round.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return tracked;
  }

  /** The job's own loop: a round, then its interval, then the next; the first one interval after start. */
  function schedule(job: Job, delayMs: number): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      const started = Date.now();
      void track(runRound(job)).then(() => {
        const every = job.everyMs ?? options.intervalMs;
        schedule(job, Math.max(0, every - (Date.now() - started)));
      });
    }, delayMs);
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    add(job) {
      if (jobs.some((j) => j.name === job.name)) throw new Error(`Job ${job.name} is already registered`);
      jobs.push(job);
      stats.set(job.name, { lastSuccessAt: 0, failedRounds: 0, overBudgetRounds: 0, lastDurationMs: 0 });
      if (!stopped) schedule(job, options.intervalMs);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      for (const job of jobs) schedule(job, options.intervalMs);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(inFlight);
    },
    trigger(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`No job named ${name}`);
      return track(runRound(job));
    },
    async runAll() {
      const result: Record<string, number> = {};
      for (const job of jobs) result[job.name] = await runRound(job);
      return result;
    },
    stats: () => Object.fromEntries(stats),
  };
}
