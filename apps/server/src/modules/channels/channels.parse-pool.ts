import { Worker } from 'node:worker_threads';
import { type FeedEvent, FeedParseError } from './channels.parse.ts';

export interface ParseRequest {
  id: number;
  body: string;
  timeZone: string;
  now: number;
}
export type ParseReply =
  | { id: number; events: FeedEvent[] }
  | { id: number; parseError: string }
  | { id: number; crash: string };

/**
 * Worker threads that read feeds (decisions 0029 and 0057). Each worker reads one feed at a time, so a feed
 * that overruns its deadline is stopped with its own worker and fails alone. Feeds wait in one queue per host,
 * served in turn, and a host reads at most PER_HOST feeds at once: another host always finds a worker free.
 */
const WORKERS = 2;
const PER_HOST = Math.max(1, WORKERS - 1);

// From the TypeScript sources (vitest, dev, benches) the worker loads its .ts through tsx; from the build it
// is dist/channels-parse-worker.js beside dist/main.js (scripts/build.mjs).
const fromSource = import.meta.url.endsWith('.ts');

function spawn(): Worker {
  const worker = fromSource
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./channels.parse-worker.ts', import.meta.url).href)}); })`,
        { eval: true },
      )
    : new Worker(new URL('./channels-parse-worker.js', import.meta.url));
  worker.on('message', (message: { ready?: boolean }) => {
    if (!message.ready) return;
    ready.add(worker);
    loaded.get(worker)?.();
    loaded.delete(worker);
  });
  // An idle worker that dies is dropped (a busy one is its feed's failure, below); never an unhandled error.
  worker.on('error', () => {});
  worker.on('exit', () => {
    const at = idle.indexOf(worker);
    if (at === -1) return;
    idle.splice(at, 1);
    workers--;
  });
  return worker;
}

interface Job {
  hostId: number;
  request: ParseRequest;
  deadlineMs: number;
  resolve: (events: FeedEvent[]) => void;
  reject: (err: Error) => void;
}

const idle: Worker[] = [];
/** Workers that have loaded, and what waits for a worker to load (its feed's deadline clock). */
const ready = new WeakSet<Worker>();
const loaded = new Map<Worker, () => void>();
let workers = 0;
const queues = new Map<number, Job[]>();
/** Hosts with feeds waiting, in the order they are served: one feed each per turn. */
const turns: number[] = [];
const running = new Map<number, number>();
let seq = 0;

/** Starts waiting feeds while a worker is free, taking hosts in turn and skipping one at its share. */
function dispatch() {
  for (let looked = 0; looked < turns.length && (idle.length > 0 || workers < WORKERS); ) {
    const hostId = turns.shift() as number;
    const queue = queues.get(hostId) ?? [];
    if ((running.get(hostId) ?? 0) >= PER_HOST) {
      turns.push(hostId);
      looked++;
      continue;
    }
    looked = 0;
    const job = queue.shift();
    if (queue.length > 0) turns.push(hostId);
    else queues.delete(hostId);
    if (job) run(job);
  }
}

/** One feed on one worker, with its own deadline counted from when it starts, not from when it queued. */
function run(job: Job) {
  let worker = idle.pop();
  if (!worker) {
    workers++;
    worker = spawn();
  }
  running.set(job.hostId, (running.get(job.hostId) ?? 0) + 1);
  worker.ref();
  let done = false;
  const finish = (keep: boolean) => {
    done = true;
    clearTimeout(timer);
    loaded.delete(worker);
    worker.off('message', onMessage);
    worker.off('error', onGone);
    worker.off('exit', onGone);
    const left = (running.get(job.hostId) ?? 1) - 1;
    if (left > 0) running.set(job.hostId, left);
    else running.delete(job.hostId);
    if (keep) {
      worker.unref();
      idle.push(worker);
    } else {
      workers--;
      void worker.terminate();
    }
    dispatch();
  };
  const onMessage = (reply: ParseReply | { ready: true }) => {
    if (done || !('id' in reply) || reply.id !== job.request.id) return;
    finish(true);
    if ('events' in reply) job.resolve(reply.events);
    else if ('parseError' in reply) job.reject(new FeedParseError(reply.parseError));
    else job.reject(new Error(`Feed parser failed: ${reply.crash}`));
  };
  const onGone = (err: unknown) => {
    if (done) return;
    finish(false);
    job.reject(err instanceof Error ? err : new Error(`Feed parser worker exited (${String(err)})`));
  };
  // A feed that keeps its worker busy this long is stopped with it; no other feed was on that worker. The
  // clock starts once the worker has loaded, so starting one (seconds from the sources) is not the feed's.
  let timer: NodeJS.Timeout | undefined;
  const startClock = () => {
    timer = setTimeout(() => {
      if (done) return;
      finish(false);
      job.reject(new FeedParseError('The calendar took too long to read'));
    }, job.deadlineMs);
  };
  if (ready.has(worker)) startClock();
  else loaded.set(worker, startClock);
  worker.on('message', onMessage);
  worker.on('error', onGone);
  worker.on('exit', onGone);
  worker.postMessage(job.request);
}

export interface ParseOptions {
  /** Whose feed: each host's feeds are read in turn with the others'. */
  hostId: number;
  /** The longest this feed may read once it has a worker. */
  deadlineMs: number;
}

/** parseFeed on a worker thread: the same events or FeedParseError, with the event loop left free. */
export function parseInWorker(
  body: string,
  timeZone: string,
  now: Date,
  options: ParseOptions,
): Promise<FeedEvent[]> {
  return new Promise((resolve, reject) => {
    const request = { id: ++seq, body, timeZone, now: now.getTime() } satisfies ParseRequest;
    const job = { hostId: options.hostId, request, deadlineMs: options.deadlineMs, resolve, reject };
    const queue = queues.get(options.hostId);
    if (queue) queue.push(job);
    else {
      queues.set(options.hostId, [job]);
      turns.push(options.hostId);
    }
    dispatch();
  });
}
