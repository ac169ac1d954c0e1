import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { withDeadline } from '../../db/db-faults.ts';

/** A whole HTML document as sent; `cacheable` is false for a page the server could not render (left to the browser). */
export interface PageDocument {
  status: number;
  html: string;
  cacheable: boolean;
}

export interface CachedPage {
  status: number;
  html: string;
  /** A strong validator of `html`, for If-None-Match (shared caches and browsers revalidate with it). */
  etag: string;
  /** `html` compressed once, off the event loop, instead of on every request. */
  encoded: { br: Buffer; gzip: Buffer };
}

interface Entry extends CachedPage {
  generation: string;
}

/**
 * The database's page generation (migration 0016): it moves on every committed change to data a public page
 * shows, on whichever instance made it, so one read tells every instance whether its copies still hold.
 */
export async function pageGeneration(db: Db): Promise<string> {
  const result = await db.execute(sql`select last_value, is_called from page_generation`);
  type Row = { last_value: string | number; is_called: boolean };
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  const row = rows[0];
  if (!row) throw new Error('page_generation sequence is missing');
  // A new sequence reads 1 both before and after its first nextval: is_called tells them apart.
  return `${row.last_value}${row.is_called ? '' : '-'}`;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Brotli 9: once per render, so more than the per-request 5 of app.ts, for far less than 11 costs. */
const encode = async (html: string) => {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip(html, { level: 9 }),
  ]);
  return { br, gzip: gz };
};

/** How long a page waits to learn whether its copy still holds before serving the copy anyway. */
const GENERATION_MS = 500;

const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

export interface PageCacheOptions {
  db: Db;
  /** The longest a copy is served, changes or not (a hold that lapses writes nothing; "today" moves on). */
  maxAgeMs: number;
  /** What the copies may take in memory, in characters of HTML. */
  maxChars: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/**
 * Render once, serve many (decision record 0039): the public pages' documents by URL, each kept with the page
 * generation it was rendered at and served while the generation has not moved and it is younger than
 * `maxAgeMs`. Concurrent misses on one URL share one render. Nothing personal is kept: the server renders
 * public pages as a signed-out visitor, whoever asks.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? (() => performance.now());
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxChars,
    sizeCalculation: (entry, key) => entry.html.length + key.length,
    ttl: options.maxAgeMs,
    perf: { now },
    // Read the clock on every lookup (its default caches it for 1 ms, which a test's clock cannot move).
    ttlResolution: 0,
    // An expired copy stays until replaced: it is served while the database cannot say what changed.
    noDeleteOnStaleGet: true,
  });
  const rendering = new Map<string, Promise<CachedPage | null>>();

  return {
    /** The page at `url`: the copy if it still holds, else `render()`'s (null: not a page this cache serves). */
    async get(url: string, render: () => Promise<PageDocument | null>): Promise<CachedPage | null> {
      // Read before rendering: a change committed during the render moves the generation past this copy.
      // A database too slow or down to answer in time (docs/requirements/operations.md#R-O2): the copy kept, however old, beats no page.
      const generation = await withDeadline(pageGeneration(options.db), GENERATION_MS, 'the database').catch(
        () => null,
      );
      if (generation === null) {
        const kept = entries.get(url, { allowStale: true });
        if (kept) return kept;
      }
      const hit = entries.get(url);
      if (hit && hit.generation === generation) return hit;
      const flight = `${generation} ${url}`;
      let pending = rendering.get(flight);
      if (!pending) {
        pending = render()
          .then(async (page) => {
            if (!page) return null;
            const entry = {
              status: page.status,
              html: page.html,
              etag: etagOf(page.html),
              encoded: await encode(page.html),
              generation: generation ?? '',
            };
            if (page.cacheable && generation !== null) entries.set(url, entry);
            return entry;
          })
          .finally(() => rendering.delete(flight));
        rendering.set(flight, pending);
      }
      return pending;
    },
    /** How many documents are kept (metrics and tests). */
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Whether the request's If-None-Match names `etag` (a list, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
