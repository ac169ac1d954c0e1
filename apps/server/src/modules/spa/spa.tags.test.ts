import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayIso } from '@innkeep/contract/dates';
import { eq, sql } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { automationSends, automations, messageTemplates } from '../../db/schema/message-templates.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useWebApps } from '../../test/web-build.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { tagsOfApiRead } from './spa.tags.ts';

// Pages dropped by what they read (decision records 0096, 0097 and 0105), through the real server: two instances on
// one database, a stand-in for the web app's SSR build that renders a stay, the home page and a category page
// from the API in process and counts its renders by path, and a local server speaking Fastly's purge API.
const RENDERER = `
let fetchApi;
globalThis.tagRenders = {};
export function configure(options) { fetchApi = options.fetchApi; }
const json = async (path) => (await fetchApi(path)).json();
const names = (cards) => cards.map((c) => c.external_listing_name).join(', ');
export async function render(url) {
  const { pathname } = new URL(url);
  globalThis.tagRenders[pathname] = (globalThis.tagRenders[pathname] ?? 0) + 1;
  if (pathname.startsWith('/stays/')) {
    const id = pathname.split('/')[2];
    const stay = await json('/api/stays/' + id);
    const nights = await json('/api/bookings/unavailable-dates?listing_id=' + id + '&guests=1');
    return { kind: 'html', html: '<h1>' + stay.data.external_listing_name + '</h1><p>' + nights.unavailable_dates.length + ' nights taken</p>', queries: [] };
  }
  if (pathname.startsWith('/category/')) {
    const found = await json('/api/search/category/' + pathname.split('/')[2] + '?page=1');
    return { kind: 'html', html: '<ul>' + names(found.data) + '</ul>', queries: [] };
  }
  if (pathname === '/') {
    const home = await json('/api/search/home-listings');
    const grouped = home.data.groupedByCategory.flatMap((g) => g.listings ?? g.data ?? []);
    return { kind: 'html', html: '<ul>' + names(home.data.topListings) + '</ul><ul>' + names(grouped) + '</ul>', queries: [] };
  }
  return { kind: 'html', html: '<main>Static</main>', queries: [] };
}
`;
const renders = (pathname: string) =>
  (globalThis as { tagRenders?: Record<string, number> }).tagRenders?.[pathname] ?? 0;

interface Purge {
  url: string;
  headers: IncomingHttpHeaders;
}
const purges: Purge[] = [];
const fastly = createServer((req, res) => {
  purges.push({ url: req.url ?? '', headers: req.headers });
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
});

beforeAll(() => new Promise<void>((resolve) => fastly.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise((resolve) => fastly.close(resolve)));
const t = useWebApps(2, { renderer: RENDERER }, () => ({
  PAGE_PURGE: 'fastly',
  FASTLY_API_URL: `http://127.0.0.1:${(fastly.address() as AddressInfo).port}`,
  FASTLY_SERVICE_ID: 'svc-1',
  FASTLY_API_TOKEN: 'token-1',
  // The test runs the rounds itself.
  PAGE_PURGE_INTERVAL_MS: '3600000',
}));
let host: Awaited<ReturnType<typeof signedInHost>>;
beforeAll(async () => {
  host = await signedInHost(t.db);
});

const get = (i: number, url: string) => t.apps[i]!.inject({ url });
const visitAll = async (i: number, urls: string[]) => {
  for (const url of urls) expect((await get(i, url)).statusCode).toBe(200);
};
const rendersOf = (urls: string[]) => urls.map((url) => renders(url));
const delta = (before: number[], urls: string[]) => rendersOf(urls).map((n, i) => n - before[i]!);
const setRate = (listingId: number, price: number) =>
  t.apps[0]!.inject({
    method: 'POST',
    url: '/api/rates',
    headers: host.headers,
    payload: {
      listing_id: listingId,
      start_date: addDays(todayIso(), 40),
      end_date: addDays(todayIso(), 45),
      price,
    },
  });

describe('pages dropped by what they read', () => {
  let a: { id: number };
  let b: { id: number };
  let hidden: { id: number };
  beforeAll(async () => {
    // Eight listings with bigger discounts than `hidden`, which has no category: it is on no list.
    for (let i = 0; i < 8; i++)
      await createListing(t.db, host.user.id, { externalListingName: `Filler ${i}` });
    hidden = await createListing(t.db, host.user.id, {
      externalListingName: 'Hidden',
      propertyTypeId: null,
      weeklyDiscount: 0,
      monthlyDiscount: 0,
      publishedAt: new Date('2020-01-01'),
    });
    b = await createListing(t.db, host.user.id, { externalListingName: 'Bravo' });
    a = await createListing(t.db, host.user.id, { externalListingName: 'Alpha', monthlyDiscount: 50 });
  });

  it('drops only the stay page of a listing no list shows, on every instance', async () => {
    const urls = [`/stays/${a.id}`, `/stays/${b.id}`, `/stays/${hidden.id}`, '/', '/category/apartment'];
    await visitAll(0, urls);
    await visitAll(1, urls);
    expect((await get(0, '/')).body).toContain('Alpha');
    expect((await get(0, '/')).body).not.toContain('Hidden');
    const before = rendersOf(urls);
    await visitAll(0, urls);
    await visitAll(1, urls);
    expect(delta(before, urls)).toEqual([0, 0, 0, 0, 0]);

    expect((await setRate(hidden.id, 300)).statusCode).toBe(200);
    await visitAll(0, urls);
    await visitAll(1, urls);
    // Each instance renders the hidden stay once; nothing else.
    expect(delta(before, urls)).toEqual([0, 0, 2, 0, 0]);
  });

  it("drops a listing's stay page, the home page and the category page that show it, not another stay's", async () => {
    const urls = [`/stays/${a.id}`, `/stays/${b.id}`, `/stays/${hidden.id}`, '/', '/category/apartment'];
    await visitAll(0, urls);
    await visitAll(1, urls);
    expect((await get(0, '/category/apartment')).body).toContain('Alpha');
    const before = rendersOf(urls);
    await t.db.update(listings).set({ externalListingName: 'Alpha Loft' }).where(eq(listings.id, a.id));
    await visitAll(0, urls);
    await visitAll(1, urls);
    expect(delta(before, urls)).toEqual([2, 0, 0, 2, 2]);
    expect((await get(1, '/')).body).toContain('Alpha Loft');
  });

  it("drops only the stay page for a change to a listing's nights: the lists show it without dates", async () => {
    const urls = [`/stays/${a.id}`, `/stays/${b.id}`, `/stays/${hidden.id}`, '/', '/category/apartment'];
    await visitAll(0, urls);
    await visitAll(1, urls);
    const before = rendersOf(urls);
    expect((await setRate(a.id, 250)).statusCode).toBe(200);
    await visitAll(0, urls);
    await visitAll(1, urls);
    expect(delta(before, urls)).toEqual([2, 0, 0, 0, 0]);

    // A booking shows on the next request, on both instances.
    const start = addDays(todayIso(), 60);
    await createReservation(t.db, a.id, { startDate: start, endDate: addDays(start, 2) });
    expect((await get(0, `/stays/${a.id}`)).body).toContain('2 nights taken');
    expect((await get(1, `/stays/${a.id}`)).body).toContain('2 nights taken');
    expect((await get(1, `/stays/${b.id}`)).body).toContain('0 nights taken');
  });

  it('keeps every page through message templates, automation sends and sessions', async () => {
    const urls = [`/stays/${a.id}`, `/stays/${b.id}`, '/', '/category/apartment', '/privacy_policy'];
    const start = addDays(todayIso(), 80);
    const reservation = await createReservation(t.db, b.id, { startDate: start, endDate: addDays(start, 2) });
    await visitAll(0, urls);
    await visitAll(1, urls);
    const before = rendersOf(urls);

    const template = await t.apps[0]!.inject({
      method: 'POST',
      url: '/api/message-templates',
      headers: host.headers,
      payload: { name: 'Arrival', body: 'Welcome {guest_first_name}!' },
    });
    expect(template.statusCode).toBe(201);
    const [templateRow] = await t.db
      .insert(messageTemplates)
      .values({ hostId: host.user.id, name: 'Later', body: 'See you' })
      .returning();
    const [automation] = await t.db
      .insert(automations)
      .values({
        hostId: host.user.id,
        templateId: templateRow!.id,
        trigger: 'before_check_in',
        offsetHours: 24,
      })
      .returning();
    await t.db.insert(automationSends).values({
      automationId: automation!.id,
      reservationId: reservation.id,
      dueAt: new Date(),
      sentAt: new Date(),
    });
    await signedInHost(t.db);
    await t.apps[1]!.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
    });

    await visitAll(0, urls);
    await visitAll(1, urls);
    expect(delta(before, urls)).toEqual([0, 0, 0, 0, 0]);
  });

  it('watches only the tables public pages read', async () => {
    await t.db.execute(sql`select watch_page_tables()`);
    const result = await t.db.execute(
      sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = 'page_tags_record' order by 1`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { name: string }[] }).rows) as {
      name: string;
    }[];
    const watched = rows.map((r) => r.name);
    expect(watched).toContain('listings');
    expect(watched).toContain('reservations');
    expect(watched).toContain('listing_rates');
    for (const table of [
      'sessions',
      'message_templates',
      'automations',
      'automation_sends',
      'conversations',
      'conversation_messages',
      'rate_limits',
      'instances',
      'mail_outbox',
      'payments',
    ])
      expect(watched).not.toContain(table);
  });

  it('sends the tags to shared caches and purges exactly what changed through Fastly', async () => {
    const stay = await get(0, `/stays/${b.id}`);
    const keys = String(stay.headers['surrogate-key']).split(' ');
    expect(keys).toContain(`listing:${b.id}`);
    expect(keys).not.toContain(`listing:${a.id}`);
    expect(String(stay.headers['cache-tag']).split(',')).toEqual(keys);
    const home = String((await get(0, '/')).headers['surrogate-key']).split(' ');
    expect(home).toEqual(expect.arrayContaining([`listing:${a.id}`, 'listings']));
    expect(home).not.toContain(`listing:${hidden.id}`);

    const purge = (t.apps[0] as unknown as { pagePurge: { flush(): Promise<void> } }).pagePurge;
    await purge.flush();
    purges.length = 0;
    expect((await setRate(b.id, 199)).statusCode).toBe(200);
    await purge.flush();
    expect(purges).toHaveLength(1);
    expect(purges[0]!.url).toBe('/service/svc-1/purge');
    expect(purges[0]!.headers['fastly-key']).toBe('token-1');
    expect(String(purges[0]!.headers['surrogate-key']).split(' ')).toEqual(
      expect.arrayContaining([`nights:${b.id}`, 'calendars', 'any']),
    );
    expect(String(purges[0]!.headers['surrogate-key'])).not.toContain(`listing:${b.id}`);
    expect(String(purges[0]!.headers['surrogate-key'])).not.toContain(`listing:${a.id}`);
    // Nothing new: no purge.
    await purge.flush();
    expect(purges).toHaveLength(1);
  });
});

describe('tags of an API read', () => {
  it('names the listings an answer holds and the set a list was drawn from', () => {
    expect(tagsOfApiRead('/api/stays/7', { data: { id: 7, external_listing_name: 'x' } })).toEqual([
      'listing:7',
    ]);
    expect(
      tagsOfApiRead('/api/search?city=Lisbon&start=2030-01-01&end=2030-01-03', {
        data: [{ id: 3, external_listing_name: 'x' }],
      }).sort(),
    ).toEqual(['calendars', 'listing:3', 'listings', 'lookups']);
    expect(tagsOfApiRead('/api/bookings/unavailable-dates?listing_id=7&guests=1', {}).sort()).toEqual([
      'listing:7',
      'nights:7',
    ]);
    expect(tagsOfApiRead('/api/something-new', {})).toEqual(['any']);
    expect(tagsOfApiRead('/api/config', {})).toEqual([]);
  });
});
