import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { withDeadline } from '../../db/db-faults.ts';
import type { PageTag } from './spa.tags.ts';

/**
 * A whole HTML document as sent; `cacheable` is false for a page the server could not render (left to the
 * browser); `tags` name what it was made from (spa.tags).
 */
export interface PageDocument {
  status: number;
  html: string;
  cacheable: boolean;
  tags: PageTag[];
}

export interface CachedPage {
  status: number;
  html: string;
  /** A strong validator of `html`, for If-None-Match (shared caches and browsers revalidate with it). */
  etag: string;
  /** `html` compressed once, off the event loop, instead of on every request. */
  encoded: { br: Buffer; gzip: Buffer };
  /** What the page was made from: the page cache's tags, also sent to shared caches (Surrogate-Key). */
  tags: PageTag[];
}

interface Entry extends CachedPage {
  /** The database snapshot taken before the render: every change it cannot see came after the render began. */
  snapshot: string;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

/**
 * One round trip: a snapshot of the database now (for a render about to start), and whether a change to one of
 * `tags` committed that `since` could not see (migration 0037). Both come from the statement's own snapshot, so
 * a change either counts here or is visible to a render that starts after this. A change committed in the same
 * instant the statement starts is in one or the other, never neither.
 */
export async function pageState(
  db: Db,
  since?: { snapshot: string; tags: PageTag[] },
): Promise<{ snapshot: string; changed: boolean }> {
  const changed = since
    ? sql`exists (select 1 from page_changes c, (select ${since.snapshot}::pg_snapshot as s) p
        where c.tag = any(${`{${since.tags.map((t) => `"${t}"`).join(',')}}`}::text[])
        and c.xid >= pg_snapshot_xmin(p.s) and not pg_visible_in_snapshot(c.xid, p.s))`
    : sql`false`;
  const result = await db.execute(sql`select pg_current_snapshot()::text as snapshot, ${changed} as changed`);
  const row = rowsOf(result)[0];
  if (!row) throw new Error('no snapshot');
  return { snapshot: String(row.snapshot), changed: row.changed === true || row.changed === 't' };
}

/**
 * The changes committed since `snapshot`, as the set of their tags, and a snapshot to ask from next time (the
 * purge hook: what shared caches must drop).
 */
export async function changedSince(db: Db, snapshot: string): Promise<{ tags: PageTag[]; snapshot: string }> {
  const result = await db.execute(sql`select pg_current_snapshot()::text as snapshot,
    coalesce((select array_agg(distinct c.tag) from page_changes c
      where c.xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
      and not pg_visible_in_snapshot(c.xid, ${snapshot}::pg_snapshot)), '{}') as tags`);
  const row = rowsOf(result)[0];
  if (!row) throw new Error('no snapshot');
  const tags = row.tags;
  return {
    snapshot: String(row.snapshot),
    tags: Array.isArray(tags) ? tags.map(String) : parseTextArray(String(tags)),
  };
}

/** A text[] as some drivers return it (`{a,"b:c"}`); tags hold no commas, quotes or braces. */
const parseTextArray = (text: string): string[] =>
  text === '{}'
    ? []
    : text
        .slice(1, -1)
        .split(',')
        .map((t) => t.replace(/^"|"$/g, ''));

/** Changes older than this are forgotten: no kept page's snapshot is that old (at most `maxAgeMs` of the cache). */
export const changesKeptMs = (maxAgeMs: number) => Math.max(10 * 60_000, 2 * maxAgeMs);

/** Forgets the changes no kept page can need any more. */
export async function pruneChanges(db: Db, keepMs: number): Promise<void> {
  await db.execute(
    sql`delete from page_changes where at < clock_timestamp() - make_interval(secs => ${keepMs / 1000})`,
  );
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
const STATE_MS = 500;

export const etagOf = (html: string) =>
  `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

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
 * Render once, serve many (decision records 0039 and 0096): the public pages' documents by URL, each kept with
 * the tags of what it read and the database snapshot taken before it rendered, and served while no change to
 * one of its tags has committed since (one indexed query) and it is younger than `maxAgeMs`. Concurrent misses
 * on one URL share one render. Nothing personal is kept: the server renders public pages as a signed-out
 * visitor, whoever asks.
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
  const rendering = new Map<string, { snapshot: string; pending: Promise<Entry | null> }>();
  const keepMs = changesKeptMs(options.maxAgeMs);
  let prunedAt = Number.NEGATIVE_INFINITY;
  /** Whether no change to what `entry` read has committed since it rendered (false when the database cannot say). */
  const stillHolds = async (entry: Entry) => {
    const since = await withDeadline(pageState(options.db, entry), STATE_MS, 'the database').catch(
      () => null,
    );
    return since !== null && !since.changed;
  };

  return {
    /** The page at `url`: the copy if it still holds, else `render()`'s (null: not a page this cache serves). */
    async get(url: string, render: () => Promise<PageDocument | null>): Promise<CachedPage | null> {
      const hit = entries.get(url);
      // A page that read no data (a static page) holds until its maximum age: nothing to ask.
      if (hit && hit.tags.length === 0) return hit;
      // The snapshot is taken before rendering: a change committed during the render is one it cannot see.
      // A database too slow or down to answer in time (docs/requirements/operations.md#R-O2): the copy kept, however old, beats no page.
      const state = await withDeadline(
        pageState(options.db, hit && { snapshot: hit.snapshot, tags: hit.tags }),
        STATE_MS,
        'the database',
      ).catch(() => null);
      if (state === null) {
        const kept = entries.get(url, { allowStale: true });
        if (kept) return kept;
      }
      if (hit && state && !state.changed) return hit;
      if (state && now() - prunedAt > keepMs / 4) {
        prunedAt = now();
        void pruneChanges(options.db, keepMs).catch(() => undefined);
      }
      // Concurrent misses share a render. One that began at another snapshot (any commit anywhere moves it)
      // serves this request too unless one of the tags it read changed since: checked once it is known.
      const flight = rendering.get(url);
      if (flight && state && flight.snapshot !== state.snapshot) {
        const shared = await flight.pending;
        if (shared === null) return null;
        if (await stillHolds(shared)) return shared;
      } else if (flight) {
        return flight.pending;
      }
      // A render that began and ended while this request waited for the database: its copy may hold.
      const latest = entries.get(url);
      if (!flight && latest && latest !== hit && state && (await stillHolds(latest))) return latest;
      const snapshot = state?.snapshot ?? '';
      const pending: Promise<Entry | null> = render()
        .then(async (page) => {
          if (!page) return null;
          const entry: Entry = {
            status: page.status,
            html: page.html,
            etag: etagOf(page.html),
            encoded: await encode(page.html),
            tags: page.tags,
            snapshot,
          };
          if (page.cacheable && state !== null) entries.set(url, entry);
          return entry;
        })
        .finally(() => {
          if (rendering.get(url)?.pending === pending) rendering.delete(url);
        });
      rendering.set(url, { snapshot, pending });
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
