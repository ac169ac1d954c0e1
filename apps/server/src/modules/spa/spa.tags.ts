import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a public page read, as tags (decision records 0096 and 0105). A committed change records the tags of what
 * it changed (migrations 0037 and 0042, `record_page_change`): `listing:<id>` for what shows a listing without
 * dates (its row, photos, rooms, reviews, its host's account), `nights:<id>` for its nights (rates,
 * availability, reservations, calendar blocks, pricing rules), `listings` for a change to any listing row
 * (lists drawn from the set: which listings, in what order), `calendars` for any listing's nights (searches by
 * dates), `blog`, `reviews`, `lookups`, and `any` for every change to a watched table. A page read
 * through an API path this file does not know is tagged `any`: a read nobody described is still correct, only
 * less often kept.
 */
export type PageTag = string;

/** Every tag a change can record, but for `listing:<id>` and `nights:<id>` (migrations 0037 and 0042). */
export const SET_TAGS = ['any', 'listings', 'calendars', 'blog', 'reviews', 'lookups'] as const;

export const listingTag = (id: number | string): PageTag => `listing:${id}`;
export const nightsTag = (id: number | string): PageTag => `nights:${id}`;

/** Listing ids in an API answer: every object shaped like a listing (a card or a stay). */
function listingIdsIn(value: unknown, into: Set<PageTag>, depth = 0): void {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) listingIdsIn(item, into, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'number' && 'external_listing_name' in record) into.add(listingTag(record.id));
  for (const item of Object.values(record)) listingIdsIn(item, into, depth + 1);
}

interface ApiRead {
  path: RegExp;
  /** The tags of one answer: its path's match, its query and its JSON body. */
  tags: (match: RegExpMatchArray, query: URLSearchParams, body: unknown) => PageTag[];
}

/** The API reads public pages make while rendering, and what each depends on. */
const API_READS: ApiRead[] = [
  { path: /^\/api\/stays\/(\d+)$/, tags: (m) => [listingTag(m[1]!)] },
  // A listing's nights and prices: its nights, and its row (base price, fees, minimum stay).
  {
    path: /^\/api\/bookings\/(?:unavailable-dates|calculation)$/,
    tags: (_m, q) => {
      const id = q.get('listing_id');
      return id && /^\d+$/.test(id) ? [listingTag(id), nightsTag(id)] : ['calendars'];
    },
  },
  // Lists drawn from the set of listings: any listing row may join or leave them, a dated one follows calendars
  // (its cards' totals and which listings are free). An undated card shows the listing, not its nights.
  {
    path: /^\/api\/search(?:\/home-listings|\/category\/[^/]+)?$/,
    tags: (_m, q) => ['listings', 'lookups', ...(q.get('start') || q.get('end') ? ['calendars'] : [])],
  },
  { path: /^\/api\/places$/, tags: () => ['listings'] },
  { path: /^\/api\/blogs$/, tags: () => ['blog'] },
  // A post ends with stays of the city it names (its cards tag their own listings): a stay published or
  // withdrawn there changes which ones, a property type's name their cards.
  { path: /^\/api\/blogs\/\d+$/, tags: () => ['blog', 'listings', 'lookups'] },
  { path: /^\/api\/reviews$/, tags: () => ['reviews'] },
  { path: /^\/api\/list\/[a-z_-]+$/, tags: () => ['lookups'] },
  // The server's configuration: it changes with a restart, not with data.
  { path: /^\/api\/config$/, tags: () => [] },
];

/** The tags of one API answer a render read (`url` relative, `/api/...`). */
export function tagsOfApiRead(url: string, body: unknown): PageTag[] {
  const parsed = new URL(url, 'http://page.invalid');
  const read = API_READS.map((r) => ({ r, m: parsed.pathname.match(r.path) })).find((x) => x.m);
  const tags = new Set<PageTag>(read ? read.r.tags(read.m!, parsed.searchParams, body) : ['any']);
  listingIdsIn(body, tags);
  return [...tags];
}

/** The reads of the render in progress (the renderer calls the API in process, inside the render's context). */
const collector = new AsyncLocalStorage<Set<PageTag>>();

/** Runs `render` collecting what it reads; `tags` gets them. */
export function collectingReads<T>(tags: Set<PageTag>, render: () => Promise<T>): Promise<T> {
  return collector.run(tags, render);
}

/** Records tags read by the render in progress (none: not inside a render). */
export function recordRead(tags: Iterable<PageTag>): void {
  const into = collector.getStore();
  if (!into) return;
  for (const tag of tags) into.add(tag);
}

/** Whether code runs inside a render that collects its reads. */
export const collecting = () => collector.getStore() !== undefined;

/** The tags in the form a CDN takes them: sorted, at most `limit` characters in all (past it: `any`). */
export function headerTags(tags: Iterable<PageTag>, separator: string, limit = 8_000): string {
  const sorted = [...new Set(tags)].sort();
  const value = sorted.join(separator);
  return value.length <= limit ? value : 'any';
}
