import { pageQueryKeys } from '@innkeep/contract/page-meta';

/**
 * What bounds the server's rendering of public pages (decision record 0056): the URL a page is kept and
 * rendered under, and a gate that lets a few renders run at once and queues a few more.
 */

/** Longest value kept of a page's parameter: a city or a date is short; a longer one is not a search. */
const VALUE_MAX = 100;

/**
 * The URL a page is rendered and kept under: its path and, in a fixed order, only the parameters the page
 * reads (the first of each). `/?utm_source=x&q=1` is `/`; `/stays/3?end=…&start=…&fbclid=…` is
 * `/stays/3?start=…&end=…`. The browser still sees its own URL; the page it hydrates reads the same values.
 */
export function pageKey(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const keys = pageQueryKeys(path);
  if (mark === -1 || keys.length === 0) return path;
  const given = new URLSearchParams(url.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = given.get(key);
    if (value !== null) kept.set(key, value.slice(0, VALUE_MAX));
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** No turn came in time, or too many wait already: the caller answers 503 with Retry-After. */
export class RenderBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many pages rendering');
  }
}

export interface RenderGateOptions {
  /** Renders running at once. */
  concurrency: number;
  /** Renders that may wait for a turn. */
  queue: number;
  /** The longest a render waits for its turn. */
  waitMs: number;
}

/**
 * At most `concurrency` renders at once; up to `queue` more wait in order, each at most `waitMs`. A render
 * past that is refused at once (RenderBusyError), so a flood of unique pages cannot take the event loop or
 * the database from everyone else: a cached page, the API and the health check never wait here.
 */
export function createRenderGate(options: RenderGateOptions) {
  let running = 0;
  const waiting: { start: () => void }[] = [];
  const retryAfter = Math.max(1, Math.ceil(options.waitMs / 1000));

  /** Frees a turn: handed straight to the first waiter, so a newcomer cannot overtake the queue. */
  const release = () => {
    const next = waiting.shift();
    if (next) next.start();
    else running--;
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      const waiter = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new RenderBusyError(retryAfter));
      }, options.waitMs);
      waiting.push(waiter);
    });

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < options.concurrency) running++;
      else if (waiting.length >= options.queue) throw new RenderBusyError(retryAfter);
      else await turn();
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Renders running and waiting now (metrics and tests). */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
export type RenderGate = ReturnType<typeof createRenderGate>;
