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

/** Longer than any feed under the 2 MB cap takes; past it the worker is stopped and a new one started. */
const PARSE_DEADLINE_MS = 30_000;

// From the TypeScript sources (vitest, dev, benches) the worker loads its .ts through tsx; from the build it
// is dist/channels-parse-worker.js beside dist/main.js (scripts/build.mjs).
const fromSource = import.meta.url.endsWith('.ts');

function spawn(): Worker {
  if (!fromSource) return new Worker(new URL('./channels-parse-worker.js', import.meta.url));
  const entry = JSON.stringify(new URL('./channels.parse-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); })`, {
    eval: true,
  });
}

interface Pending {
  resolve: (events: FeedEvent[]) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let seq = 0;

function failAll(err: Error) {
  for (const p of pending.values()) {
    clearTimeout(p.timer);
    p.reject(err);
  }
  pending.clear();
}

/** One long-lived worker, started on first use; it holds the process open only while it has work. */
function current(): Worker {
  if (worker) return worker;
  const w = spawn();
  w.unref();
  w.on('message', (reply: ParseReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    clearTimeout(p.timer);
    if (pending.size === 0) w.unref();
    if ('events' in reply) p.resolve(reply.events);
    else if ('parseError' in reply) p.reject(new FeedParseError(reply.parseError));
    else p.reject(new Error(`Feed parser failed: ${reply.crash}`));
  });
  const gone = (err: Error) => {
    if (worker === w) worker = null;
    failAll(err);
  };
  w.on('error', gone);
  w.on('exit', (code) => gone(new Error(`Feed parser worker exited (${code})`)));
  worker = w;
  return w;
}

/** parseFeed on the worker thread: the same events or FeedParseError, with the event loop left free. */
export function parseInWorker(body: string, timeZone: string, now: Date): Promise<FeedEvent[]> {
  const w = current();
  const id = ++seq;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // A feed that keeps the parser busy this long is stopped with the worker; the next feed gets a new one.
      pending.delete(id);
      reject(new FeedParseError('The calendar took too long to read'));
      void w.terminate();
    }, PARSE_DEADLINE_MS);
    pending.set(id, { resolve, reject, timer });
    w.ref();
    w.postMessage({ id, body, timeZone, now: now.getTime() } satisfies ParseRequest);
  });
}
