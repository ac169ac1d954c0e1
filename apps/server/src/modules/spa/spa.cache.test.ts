import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays, todayIso } from '@innkeep/contract/dates';
import { eq, sql } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useWebApps } from '../../test/web-build.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { createPageCache } from './spa.cache.ts';

// The page cache (decision records 0039 and 0096) through the real server, two instances on one database, with a
// stand-in for the web app's SSR build that renders a stay's name and booked nights from the API and counts
// its renders.
const RENDERER = `
let fetchApi;
globalThis.pageRenders = 0;
export function configure(options) { fetchApi = options.fetchApi; }
export async function render(url) {
  globalThis.pageRenders++;
  const { pathname } = new URL(url);
  if (pathname.startsWith('/stays/')) {
    const id = pathname.split('/')[2];
    const stay = await (await fetchApi('/api/stays/' + id)).json();
    const nights = await (await fetchApi('/api/bookings/unavailable-dates?listing_id=' + id + '&guests=1')).json();
    return {
      kind: 'html',
      html: '<main><h1>' + stay.data.external_listing_name + '</h1><p>' + nights.unavailable_dates.length + ' nights taken</p></main>',
      queries: [],
    };
  }
  return { kind: 'html', html: '<main><h1>Home</h1></main>', queries: [] };
}
`;
const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

const t = useWebApps(2, { renderer: RENDERER });

const on =
  (i: number) =>
  async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.apps[i]!.inject({ url, headers });
    return { status: res.statusCode, body: res.body, etag: res.headers.etag as string | undefined, res };
  };
const first = on(0);
const second = on(1);

async function publishedStay(name: string) {
  const host = await createUser(t.db);
  return createListing(t.db, host.id, { externalListingName: name });
}

/**
 * Renames the stay in a transaction and, from another connection while the rename is not yet committed, has
 * `instance` render its page: what that render sent.
 */
async function renderedWhileRenaming(instance: typeof first, stayId: number, name: string) {
  let rendered: Awaited<ReturnType<typeof instance>> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.update(listings).set({ externalListingName: name }).where(eq(listings.id, stayId));
    rendered = await instance(`/stays/${stayId}`);
    await tx.execute(sql`select 1`);
  });
  return rendered;
}

describe('public pages rendered once and served many times', () => {
  it('serves the next visitors the first render, with an ETag that answers 304', async () => {
    const stay = await publishedStay('Quiet loft');
    const before = renders();
    const a = await first(`/stays/${stay.id}`);
    const b = await first(`/stays/${stay.id}`);
    expect(a.status).toBe(200);
    expect(a.body).toContain('<h1>Quiet loft</h1>');
    expect(b.body).toBe(a.body);
    expect(renders() - before).toBe(1);
    expect(a.etag).toMatch(/^"[\w-]{27}"$/);
    expect(a.res.headers['cache-control']).toBe('public, no-cache');

    const revalidated = await first(`/stays/${stay.id}`, { 'if-none-match': `"other", ${a.etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await first(`/stays/${stay.id}`, { 'if-none-match': '"stale"' })).status).toBe(200);

    // Compressed once when rendered: a browser gets the same document, in brotli or gzip as it asks.
    for (const [ask, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.apps[0]!.inject({ url: `/stays/${stay.id}`, headers: { 'accept-encoding': ask } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(a.body);
    }
    expect(renders() - before).toBe(1);
  });

  it('shows an edit on the next request, on every instance, and never renders the same miss twice at once', async () => {
    const stay = await publishedStay('Old name');
    expect((await first(`/stays/${stay.id}`)).body).toContain('Old name');
    expect((await second(`/stays/${stay.id}`)).body).toContain('Old name');

    // A write to what the page read drops it: here straight in SQL, as a channel import or a job would.
    await t.db.update(listings).set({ externalListingName: 'New name' }).where(eq(listings.id, stay.id));
    const before = renders();
    const pages = await Promise.all([
      ...Array.from({ length: 6 }, () => first(`/stays/${stay.id}`)),
      ...Array.from({ length: 6 }, () => second(`/stays/${stay.id}`)),
    ]);
    for (const page of pages) expect(page.body).toContain('<h1>New name</h1>');
    // One render per instance: each keeps its own copies, and concurrent misses wait for the same render.
    expect(renders() - before).toBe(2);
  });

  it('shows a booking on the next request: its nights are taken on the stay page', async () => {
    const stay = await publishedStay('Booked soon');
    expect((await first(`/stays/${stay.id}`)).body).toContain('0 nights taken');
    const start = addDays(todayIso(), 30);
    await createReservation(t.db, stay.id, { startDate: start, endDate: addDays(start, 3) });
    expect((await first(`/stays/${stay.id}`)).body).toContain('3 nights taken');
    expect((await second(`/stays/${stay.id}`)).body).toContain('3 nights taken');
  });

  it('keeps pages through writes no public page reads (sessions, rate limits, feed settings)', async () => {
    const stay = await publishedStay('Steady');
    await first(`/stays/${stay.id}`);
    const before = renders();
    await t.apps[0]!.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
    });
    await t.db.execute(sql`select watch_page_tables()`);
    const [{ count }] = (await t.db
      .execute(
        sql`select count(*)::int as count from pg_trigger where tgname = 'page_tags_record' and tgrelid in ('sessions'::regclass, 'channel_calendars'::regclass, 'conversation_messages'::regclass)`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))) as [{ count: number }];
    expect(count).toBe(0);
    await first(`/stays/${stay.id}`);
    expect(renders() - before).toBe(0);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'serves the kept page while a change is being committed, and the change once it is',
    async () => {
      const stay = await publishedStay('Before commit');
      await first(`/stays/${stay.id}`);
      // The render while the change is not yet committed sees the old name.
      const rendered = await renderedWhileRenaming(first, stay.id, 'After commit');
      expect(rendered?.body).toContain('Before commit');
      expect((await first(`/stays/${stay.id}`)).body).toContain('After commit');
    },
  );

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'does not serve, after the commit, a page first rendered while the change was not committed',
    async () => {
      const stay = await publishedStay('Rendered mid-change');
      // The second instance has no copy: it renders now, from data without the change, and keeps the page.
      const rendered = await renderedWhileRenaming(second, stay.id, 'Committed name');
      expect(rendered?.body).toContain('Rendered mid-change');
      const before = renders();
      expect((await second(`/stays/${stay.id}`)).body).toContain('<h1>Committed name</h1>');
      expect(renders() - before).toBe(1);
    },
  );
});

describe('the page cache on its own', () => {
  it('serves a copy no longer than its maximum age, even when nothing changed', async () => {
    let clock = 1_000;
    const cache = createPageCache({ db: t.db, maxAgeMs: 60_000, maxChars: 10_000, now: () => clock });
    let count = 0;
    const render = async () => ({ status: 200, html: `<p>${++count}</p>`, cacheable: true, tags: [] });
    expect((await cache.get('/', render))?.html).toBe('<p>1</p>');
    clock += 59_000;
    expect((await cache.get('/', render))?.html).toBe('<p>1</p>');
    clock += 2_000;
    expect((await cache.get('/', render))?.html).toBe('<p>2</p>');
  });

  it('lets a miss join a render begun before other commits, unless one changed what the page read', async () => {
    const stay = await publishedStay('Joined');
    const cache = createPageCache({ db: t.db, maxAgeMs: 60_000, maxChars: 10_000 });
    let count = 0;
    let open = () => {};
    const render = async () => {
      const n = ++count;
      if (n === 1) await new Promise<void>((resolve) => (open = resolve));
      return { status: 200, html: `<p>${n}</p>`, cacheable: true, tags: [`listing:${stay.id}`] };
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

    // A commit elsewhere (any one moves the database's snapshot) while the first render runs: the second waits for it.
    const first = cache.get('/joined', render);
    await settle();
    await enqueueMail(t.db, { to: 'a@example.com', subject: 'elsewhere', html: '<p>x</p>', text: 'x' });
    const second = cache.get('/joined', render);
    await settle();
    open();
    expect((await first)?.html).toBe('<p>1</p>');
    expect((await second)?.html).toBe('<p>1</p>');
    expect(count).toBe(1);

    // A change to the stay itself while a render runs: a request that came after it renders again.
    await t.db.update(listings).set({ externalListingName: 'Joined again' }).where(eq(listings.id, stay.id));
    count = 0;
    const third = cache.get('/joined', render);
    await settle();
    await t.db.update(listings).set({ externalListingName: 'Joined thrice' }).where(eq(listings.id, stay.id));
    const fourth = cache.get('/joined', render);
    await settle();
    open();
    expect((await third)?.html).toBe('<p>1</p>');
    expect((await fourth)?.html).toBe('<p>2</p>');
  });

  it('serves a render that ended while the request waited for the database, instead of rendering again', async () => {
    const stay = await publishedStay('Late answer');
    // The next statement through this handle waits until let go: one request's database answer comes late.
    let gate: Promise<void> | null = null;
    const slowDb = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return async (...args: Parameters<typeof t.db.execute>) => {
          const wait = gate;
          gate = null;
          if (wait) await wait;
          return target.execute(...args);
        };
      },
    });
    const cache = createPageCache({ db: slowDb, maxAgeMs: 60_000, maxChars: 10_000 });
    let count = 0;
    const render = async () => ({
      status: 200,
      html: `<p>${++count}</p>`,
      cacheable: true,
      tags: [`listing:${stay.id}`],
    });
    await cache.get('/late', render);
    await t.db
      .update(listings)
      .set({ externalListingName: 'Late answer, renamed' })
      .where(eq(listings.id, stay.id));

    let letGo = () => {};
    gate = new Promise<void>((resolve) => (letGo = resolve));
    const late = cache.get('/late', render);
    expect((await cache.get('/late', render))?.html).toBe('<p>2</p>');
    letGo();
    expect((await late)?.html).toBe('<p>2</p>');
    expect(count).toBe(2);
  });

  it('keeps no page the server could not render, and stays within its memory', async () => {
    const cache = createPageCache({ db: t.db, maxAgeMs: 60_000, maxChars: 100, now: () => 0 });
    let count = 0;
    await cache.get('/a', async () => ({ status: 200, html: 'x'.repeat(10), cacheable: false, tags: [] }));
    expect(cache.size).toBe(0);
    for (const url of ['/b', '/c', '/d']) {
      await cache.get(url, async () => ({
        status: 200,
        html: `${++count}`.padEnd(40),
        cacheable: true,
        tags: [],
      }));
    }
    expect(cache.size).toBe(2);
  });
});
