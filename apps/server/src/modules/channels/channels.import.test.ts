import { todayIso } from '@innkeep/contract/dates';
import { eq } from 'drizzle-orm';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { dayFrom, fixture, useChannelImport } from './channels.test-helpers.ts';

// Also run under TZ=America/Los_Angeles and TZ=Pacific/Auckland (vitest projects server:tz-*): nothing
// here may move a day with the server's zone.
const today = todayIso();
const D = dayFrom(today);

const { t, feeds, listingWithFeed, blocksOf, feedRow, syncNow } = useChannelImport();

const unavailable = async (listingId: number) =>
  (await t.app.inject({ url: `/api/bookings/unavailable-dates?listing_id=${listingId}` })).json()
    .unavailable_dates as string[];

it('runs in the server time zone its project asks for', () => {
  const expected = process.env.EXPECT_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(expected);
  if (process.env.EXPECT_TZ === 'Pacific/Auckland')
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(-780);
  if (process.env.EXPECT_TZ === 'America/Los_Angeles')
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(480);
});

describe('importing real-world feed shapes', () => {
  it('Airbnb: Reserved and Not available become blocks, the past one is ignored; a second sync adds nothing', async () => {
    const {
      listingId,
      feedId,
      reply: { data: feed },
    } = await listingWithFeed('/airbnb.ics', fixture('airbnb.ics', today));
    expect(await blocksOf(listingId)).toEqual([
      [D(10), D(12), 'Reserved'],
      [D(30), D(40), 'Airbnb (Not available)'],
    ]);
    expect(feed).toMatchObject({ event_count: 2, last_error: null, status: 'ok' });

    const again = await syncNow(feedId);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toMatchObject({ ok: true, added: 0, updated: 0, removed: 0 });
    expect(await blocksOf(listingId)).toHaveLength(2);
  });

  it('blocked nights are unavailable to guests at once, the check-out day stays free', async () => {
    const { listingId } = await listingWithFeed('/airbnb-guest.ics', fixture('airbnb.ics', today));
    const taken = await unavailable(listingId);
    expect(taken).toEqual(expect.arrayContaining([D(10), D(11), D(30), D(39)]));
    expect(taken).not.toContain(D(12));
    expect(taken).not.toContain(D(40));
    expect(taken).not.toContain(D(9));
  });

  it('Vrbo: reserved and blocked events', async () => {
    const { listingId } = await listingWithFeed('/vrbo.ics', fixture('vrbo.ics', today));
    expect(await blocksOf(listingId)).toEqual([
      [D(15), D(18), 'Reserved - Jane D'],
      [D(20), D(21), 'Blocked'],
    ]);
  });

  it('Booking.com: CLOSED - Not available, CRLF lines', async () => {
    const { listingId } = await listingWithFeed('/booking.ics', fixture('booking.ics', today));
    expect(await blocksOf(listingId)).toEqual([[D(5), D(8), 'CLOSED - Not available']]);
  });

  it('a DATE-TIME with a TZID and a UTC one are both instants read in the listing’s zone (decision 0070)', async () => {
    const { listingId } = await listingWithFeed('/tzid.ics', fixture('tzid.ics', today), {
      timeZone: 'Pacific/Auckland',
    });
    expect(await blocksOf(listingId)).toEqual([
      // 23:00 in Auckland on D+50 is still D+50 there; check-out 10:00 on D+53.
      [D(50), D(53), 'Booked (Auckland wall clock)'],
      // Midnight in Los Angeles is 20:00 or 21:00 the same day in Auckland.
      [D(60), D(62), 'Booked (Los Angeles midnight)'],
      // 23:00Z is 11:00 or 12:00 the next morning in Auckland.
      [D(71), D(72), 'Booked (UTC)'],
    ]);
  });

  it('a changed event is moved, a vanished one removed (its nights free again), the rest untouched', async () => {
    const { listingId, feedId } = await listingWithFeed('/changes.ics', fixture('changed-before.ics', today));
    const before = await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.listingId, listingId));
    expect(before).toHaveLength(3);

    feeds.ics('/changes.ics', fixture('changed-after.ics', today));
    const res = await syncNow(feedId);
    expect(res.json().outcome).toMatchObject({ ok: true, added: 0, updated: 1, removed: 1 });
    expect(await blocksOf(listingId)).toEqual([
      [D(10), D(12), 'Reserved'],
      [D(21), D(25), 'Reserved'],
    ]);
    const after = await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.listingId, listingId));
    const kept = before.find((b) => b.uid === 'stays-the-same@airbnb.com')!;
    expect(after.find((b) => b.uid === 'stays-the-same@airbnb.com')?.id).toBe(kept.id);
    expect(await unavailable(listingId)).not.toContain(D(30));
    expect((await feedRow(feedId)).eventCount).toBe(2);
  });
});

describe('a bad poll never replaces the last good calendar', () => {
  const cases: [string, (path: string) => void, RegExp][] = [
    ['an empty feed', (p) => feeds.ics(p, fixture('empty.ics', today)), /empty calendar/],
    ['a 500', (p) => feeds.status(p, 500, 'Internal Server Error'), /HTTP 500/],
    [
      'an HTML page instead of a calendar',
      (p) => feeds.status(p, 200, '<html>Sign in</html>'),
      /not send an iCalendar/,
    ],
    [
      'a 30 MB body',
      (p) =>
        feeds.on(p, (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/calendar' });
          const chunk = Buffer.alloc(1024 * 1024, 'X');
          let sent = 0;
          const pump = () => {
            while (sent < 30 && !res.destroyed) {
              sent += 1;
              if (!res.write(chunk)) return res.once('drain', pump);
            }
            res.end();
          };
          res.on('error', () => undefined);
          pump();
        }),
      /larger than 2 MB/,
    ],
    [
      'a 30 MB body that says so',
      (p) =>
        feeds.on(p, (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': String(30 * 1024 * 1024) });
          res.on('error', () => undefined);
          res.end('BEGIN:VCALENDAR');
        }),
      /larger than 2 MB/,
    ],
  ];

  let bad = 0;
  it.each(cases)('%s changes nothing and flags the feed', async (_name, serve, error) => {
    bad += 1;
    const path = `/bad-${bad}.ics`;
    const { listingId, feedId } = await listingWithFeed(path, fixture('airbnb.ics', today));
    const good = await blocksOf(listingId);
    expect(good).toHaveLength(2);

    serve(path);
    const res = await syncNow(feedId);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome.ok).toBe(false);
    expect(res.json().data.last_error).toMatch(error);
    expect(res.json().data.event_count).toBe(2);
    expect(await blocksOf(listingId)).toEqual(good);
    expect((await feedRow(feedId)).failureCount).toBe(1);
  });

  it('three failed polls in a row make the feed stale; a good one makes it fresh again', async () => {
    const { feedId } = await listingWithFeed('/flaky.ics', fixture('vrbo.ics', today));
    feeds.status('/flaky.ics', 503);
    for (const expected of ['ok', 'ok', 'stale']) {
      expect((await syncNow(feedId)).json().data.status).toBe(expected);
    }
    feeds.ics('/flaky.ics', fixture('vrbo.ics', today));
    const back = (await syncNow(feedId)).json();
    expect(back.data).toMatchObject({ status: 'ok', last_error: null });
  });

  it('an empty feed is applied to a feed that holds no blocks (a new listing with nothing booked)', async () => {
    const {
      reply: { data: feed },
    } = await listingWithFeed('/empty-first.ics', fixture('empty.ics', today));
    expect(feed).toMatchObject({ event_count: 0, last_error: null, status: 'ok' });
  });

  it('sends the last validators and takes a 304 as a good sync', async () => {
    const { listingId, feedId } = await listingWithFeed('/etag.ics', fixture('empty.ics', today));
    feeds.ics('/etag.ics', fixture('booking.ics', today), '"v1"');
    expect((await syncNow(feedId)).json().outcome.added).toBe(1);
    const res = await syncNow(feedId);
    expect(res.json().outcome).toMatchObject({ ok: true, not_modified: true });
    expect(feeds.requests.at(-1)?.headers['if-none-match']).toBe('"v1"');
    expect(await blocksOf(listingId)).toEqual([[D(5), D(8), 'CLOSED - Not available']]);
  });
});
