import type { FastifyBaseLogger } from 'fastify';

/**
 * A background job: `run` does one round of due work and returns how many items it handled.
 *
 * Jobs keep their state in the database, never in memory, so any number of instances may run them:
 * claim due rows with `SELECT … FOR UPDATE SKIP LOCKED` (another instance skips what this one holds)
 * and push their due time forward as a lease before doing slow work, so a crash only delays them.
 * See `modules/mail/mail.delivery.ts` for the pattern. A job whose round is one bulk statement over rows
 * no one claims (the prunes) is `exclusive` instead: one instance at a time runs it, the others skip.
 */
export interface Job {
  name: string;
  /** Minimum time between two rounds of this job; defaults to the runner's interval. */
  everyMs?: number;
  /** Run by one instance at a time (an advisory lock on PostgreSQL); another instance skips its round. */
  exclusive?: boolean;
  run(): Promise<number>;
}

export interface JobRunner {
  add(job: Job): void;
  start(): void;
  /** Stops the loop and waits for a round in flight to finish. */
  stop(): Promise<void>;
  /** Runs every job once, now (tests, and `JOBS=off` set-ups that drive work by hand). */
  runAll(): Promise<Record<string, number>>;
  /**
   * Runs one round of the job named `name` now, beside the loop (a request that made work due, like a new
   * channel calendar's first sync). Its claims keep it from doing what another round holds.
   */
  trigger(name: string): Promise<number>;
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
  const lastRun = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  /** Rounds started by trigger(): stop() waits for them as for the loop's. */
  const triggered = new Set<Promise<number>>();

  async function runJob(job: Job): Promise<number> {
    try {
      const handled =
        job.exclusive && options.runAlone
          ? ((await options.runAlone(`job:${job.name}`, job.run)) ?? 0)
          : await job.run();
      if (handled > 0) options.log.debug({ job: job.name, handled }, 'job round done');
      return handled;
    } catch (err) {
      // One failing job must not stop the others; it is tried again next round.
      options.log.error({ err, job: job.name }, 'job round failed');
      return 0;
    }
  }

  async function tick(): Promise<void> {
    const now = Date.now();
    for (const job of jobs) {
      if (stopped) return;
      const every = job.everyMs ?? options.intervalMs;
      if (now - (lastRun.get(job.name) ?? 0) < every) continue;
      lastRun.set(job.name, now);
      await runJob(job);
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule();
      });
    }, options.intervalMs);
    timer.unref();
  }

  return {
    add(job) {
      if (jobs.some((j) => j.name === job.name)) throw new Error(`Job ${job.name} is already registered`);
      jobs.push(job);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.all([running, ...triggered]);
    },
    trigger(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`No job named ${name}`);
      const round = runJob(job).finally(() => triggered.delete(round));
      triggered.add(round);
      return round;
    },
    async runAll() {
      const result: Record<string, number> = {};
      for (const job of jobs) result[job.name] = await runJob(job);
      return result;
    },
  };
}
