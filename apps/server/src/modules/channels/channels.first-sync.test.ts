import { channelMessages } from '@innkeep/contract/channels';
import { todayIso } from '@innkeep/contract/dates';
import { eq } from 'drizzle-orm';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { deferred } from '../../test/deferred.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { parseFeed } from './channels.parse.ts';
import { parseInWorker } from './channels.parse-pool.ts';
import { addChannel, fixture, largeFeed, useFeedServer } from './channels.test-helpers.ts';

// docs/requirements/channels.md#R-CH3: a big feed is read off the main thread, written in bulk, and its first sync is a job
// whose progress the channel screen shows; Add and Sync now are limited per host.
const today = todayIso();

// Add answers at once here: the first sync is left to the job.
const t = useTestApp({
  ICAL_ALLOW_PRIVATE_HOSTS: '1',
  ICAL_ADD_WAIT_MS: '0',
  CHANNEL_RATE_LIMIT_PER_HOST: '4',
});
const feeds = useFeedServer();
const host = useSignedInHost(t);

const overview = async (listingId: number, headers = host.headers) =>
  (await t.app.inject({ url: `/api/channels?listing_id=${listingId}`, headers })).json().data;
const add = (listingId: number, path: string, headers = host.headers) =>
  addChannel(t, headers, { listing_id: listingId, name: 'Airbnb', url: feeds.url(path) });
// Two minutes: on a loaded two-core machine the 5,000-event job has taken over 30 s.
const patienceMs = 120_000;
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < patienceMs / 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

const opts = { hostId: 1, deadlineMs: 30_000 };

it('the worker reads a feed exactly as parseFeed does, refusals included', async () => {
  const body = fixture('google-recurring.ics', today);
  const now = new Date();
  expect(await parseInWorker(body, 'Europe/Lisbon', now, opts)).toEqual(
    parseFeed(body, 'Europe/Lisbon', now),
  );
  await expect(parseInWorker('BEGIN:VCALENDAR\0', 'UTC', now, opts)).rejects.toThrow(channelMessages.binary);
});

it('reading a 5,000-event feed leaves the event loop free', async () => {
  const body = largeFeed(today);
  await parseInWorker('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'UTC', new Date(), opts); // the worker is started
  // Counted, not timed: parsed on this thread, the feed would hold it from start to end and no tick would come
  // between; off it, the timer keeps firing while the worker reads (more ticks, not fewer, on a busy machine).
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 5);
  const events = await parseInWorker(body, 'UTC', new Date(), opts);
  clearInterval(ticker);
  expect(events).toHaveLength(5000);
  expect(ticks).toBeGreaterThanOrEqual(2);
});

it(
  'a 5,000-event first sync runs as a job: Add answers at once, the screen shows each step, then all blocks',
  async () => {
    const listing = await createListing(t.db, host.user.id, { externalListingName: 'Big house' });
    const held = deferred();
    const body = largeFeed(today);
    // The channel answers slowly: the job is caught fetching.
    feeds.on('/big.ics', (_req, res) => {
      void held.promise.then(() => {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.end(body);
      });
    });
    const res = await add(listing.id, '/big.ics');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(channelMessages.addedSyncing);
    expect(res.json().data).toMatchObject({ status: 'pending', last_synced_at: null });

    const fetching = await until(
      () => overview(listing.id),
      (o) => o.feeds[0].syncing?.phase === 'fetching',
    );
    expect(fetching.feeds[0].syncing).toEqual({ phase: 'fetching', events: null });
    held.resolve();
    const done = await until(
      () => overview(listing.id),
      (o) => o.feeds[0].last_synced_at !== null,
    );
    expect(done.feeds[0]).toMatchObject({ syncing: null, event_count: 5000, last_error: null, status: 'ok' });
    expect(await t.db.$count(calendarBlocks, eq(calendarBlocks.listingId, listing.id))).toBe(5000);
  },
  patienceMs,
);

it('Add and Sync now are limited per host; another host is not slowed', async () => {
  const limited = await signedInHost(t.db);
  const other = await signedInHost(t.db);
  const listing = await createListing(t.db, limited.user.id, { externalListingName: 'Limited' });
  const theirs = await createListing(t.db, other.user.id, { externalListingName: 'Theirs' });
  feeds.ics('/limit.ics', fixture('vrbo.ics', today));
  const first = await add(listing.id, '/limit.ics', limited.headers);
  expect(first.statusCode).toBe(200);
  const feedId = first.json().data.id;
  const sync = () =>
    t.app.inject({ method: 'POST', url: `/api/channels/${feedId}/sync`, headers: limited.headers });
  // The limit is 4 here: Add and three Sync now.
  for (let i = 0; i < 3; i++) expect((await sync()).statusCode).toBe(200);
  const refused = await sync();
  expect(refused.statusCode).toBe(429);
  expect(refused.json().code).toBe('RATE_LIMITED');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await add(listing.id, '/limit-2.ics', limited.headers)).statusCode).toBe(429);
  expect((await overview(listing.id, limited.headers)).feeds).toHaveLength(1);
  expect((await add(theirs.id, '/limit.ics', other.headers)).statusCode).toBe(200);
});
