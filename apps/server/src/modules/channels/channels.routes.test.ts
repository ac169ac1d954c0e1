import { addDays, formatDate, nightsBetween, todayIso } from '@innkeep/contract/dates';
import { and, eq, isNotNull } from 'drizzle-orm';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { calendarBlocks, channelCalendars } from '../../db/schema/channels.ts';
import { listings } from '../../db/schema/listings.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { pollDueFeeds } from './channels.service.ts';
import { dayFrom, fixture, useFeedServer } from './channels.test-helpers.ts';

const today = todayIso();
const D = dayFrom(today);

const t = useTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: '1', PUBLIC_BASE_URL: 'https://innkeep.test' });
const feeds = useFeedServer();
const host = useSignedInHost(t);
const other = useSignedInHost(t);

let seq = 0;
const newListing = (hostId = host.user.id) => {
  seq += 1;
  return createListing(t.db, hostId, { externalListingName: `Loft ${seq}` });
};
const overview = (listingId: number, headers = host.headers) =>
  t.app.inject({ url: `/api/channels?listing_id=${listingId}`, headers });
const addFeed = (payload: Record<string, unknown>, headers = host.headers) =>
  t.app.inject({ method: 'POST', url: '/api/channels', headers, payload });
const rotateExport = (listingId: number, headers = host.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/channels/rotate-export',
    headers,
    payload: { listing_id: listingId },
  });
const exportPath = (url: string) => new URL(url).pathname;
const nightsOf = (ranges: { startDate: string; endDate: string }[]) =>
  ranges
    .flatMap((r) =>
      Array.from({ length: nightsBetween(r.startDate, r.endDate) }, (_, i) => addDays(r.startDate, i)),
    )
    .sort();

describe('access', () => {
  it('needs a signed-in host', async () => {
    const listing = await newListing();
    expect((await t.app.inject({ url: `/api/channels?listing_id=${listing.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/channels/1/sync' })).statusCode).toBe(401);
  });

  it('another host’s listing and feeds are a 404, and stay untouched', async () => {
    const listing = await newListing();
    feeds.ics('/mine.ics', fixture('vrbo.ics', today));
    const feedId = (
      await addFeed({ listing_id: listing.id, name: 'Vrbo', url: feeds.url('/mine.ics') })
    ).json().data.id;
    expect((await overview(listing.id, other.headers)).statusCode).toBe(404);
    expect(
      (await addFeed({ listing_id: listing.id, name: 'X', url: feeds.url('/x.ics') }, other.headers))
        .statusCode,
    ).toBe(404);
    for (const [method, url] of [
      ['POST', `/api/channels/${feedId}/sync`],
      ['DELETE', `/api/channels/${feedId}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: other.headers })).statusCode).toBe(404);
    }
    const rotate = await rotateExport(listing.id, other.headers);
    expect(rotate.statusCode).toBe(404);
    expect(await t.db.select().from(channelCalendars).where(eq(channelCalendars.id, feedId))).toHaveLength(1);
  });
});

describe('adding, listing and removing feeds', () => {
  it('refuses bad input with errors by field and adds nothing', async () => {
    const listing = await newListing();
    const cases: [Record<string, unknown>, string][] = [
      [{ listing_id: listing.id, name: '', url: feeds.url('/a.ics') }, 'name'],
      [{ listing_id: listing.id, name: 'A', url: 'ftp://example.com/a.ics' }, 'url'],
      [{ listing_id: listing.id, name: 'A', url: 'javascript:alert(1)' }, 'url'],
      [{ listing_id: listing.id, name: 'A', url: 'not a url' }, 'url'],
      [{ listing_id: 'x', name: 'A', url: feeds.url('/a.ics') }, 'listing_id'],
      [{ listing_id: listing.id, name: 'A'.repeat(61), url: feeds.url('/a.ics') }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await addFeed(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(
      await t.db.select().from(channelCalendars).where(eq(channelCalendars.listingId, listing.id)),
    ).toEqual([]);
  });

  it('lists the export address, feeds with health, and removes a feed with its blocks', async () => {
    const listing = await newListing();
    feeds.ics('/list.ics', fixture('booking.ics', today));
    const added = await addFeed({ listing_id: listing.id, name: 'Booking.com', url: feeds.url('/list.ics') });
    expect(added.json()).toMatchObject({
      message: 'Calendar added',
      data: { name: 'Booking.com', event_count: 1 },
    });
    expect(
      (await addFeed({ listing_id: listing.id, name: 'Again', url: feeds.url('/list.ics') })).statusCode,
    ).toBe(422);

    const body = (await overview(listing.id)).json().data;
    expect(body.export_url).toMatch(/^https:\/\/innkeep\.test\/api\/ical\/[a-f0-9]{64}\.ics$/);
    expect(body.time_zone).toBe('UTC');
    expect(body.feeds).toEqual([
      expect.objectContaining({ name: 'Booking.com', status: 'ok', last_error: null, event_count: 1 }),
    ]);
    expect(body.feeds[0].last_success_at).not.toBeNull();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/channels/${body.feeds[0].id}`,
      headers: host.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.listingId, listing.id))).toEqual(
      [],
    );
  });
});

describe('export', () => {
  it('serves reserved and blocked nights as all-day events with stable UIDs, no guest data, ETag and 304', async () => {
    const listing = await newListing();
    await createReservation(t.db, listing.id, {
      startDate: D(10),
      endDate: D(13),
      statusId: 6,
      firstName: 'Secretname',
      lastName: 'Guestperson',
      emailAddress: 'secret.guest@example.com',
    });
    await createReservation(t.db, listing.id, { startDate: D(20), endDate: D(22), statusId: 1 });
    await t.db.insert(calendarBlocks).values({ listingId: listing.id, startDate: D(30), endDate: D(31) });
    const url = (await overview(listing.id)).json().data.export_url as string;

    const res = await t.app.inject({ url: exportPath(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${D(10).replaceAll('-', '')}`);
    expect(res.body).toContain(`DTEND;VALUE=DATE:${D(13).replaceAll('-', '')}`);
    expect(res.body).not.toMatch(/Secretname|Guestperson|secret\.guest/);
    expect(res.body).not.toContain(D(20).replaceAll('-', '')); // an inquiry holds no dates
    const uids = res.body.match(/^UID:.*$/gm);
    expect(uids).toHaveLength(2);
    expect((await t.app.inject({ url: exportPath(url) })).body).toBe(res.body);

    const etag = res.headers.etag as string;
    const cached = await t.app.inject({ url: exportPath(url), headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it('parses with an independent parser (node-ical) and round-trips into a second listing night for night', async () => {
    const source = await newListing();
    await createReservation(t.db, source.id, { startDate: D(40), endDate: D(44), statusId: 6 });
    await createReservation(t.db, source.id, { startDate: D(44), endDate: D(45), statusId: 3 });
    await t.db.insert(calendarBlocks).values({ listingId: source.id, startDate: D(50), endDate: D(53) });
    const body = (await t.app.inject({ url: exportPath((await overview(source.id)).json().data.export_url) }))
      .body;

    const parsed = Object.values(nodeIcal.sync.parseICS(body)).filter((c) => c?.type === 'VEVENT');
    const ymd = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const independent = parsed.map((e) => {
      const ev = e as nodeIcal.VEvent;
      expect(ev.datetype).toBe('date');
      return { startDate: ymd(ev.start), endDate: ymd(ev.end!) };
    });
    const expected = [
      { startDate: D(40), endDate: D(44) },
      { startDate: D(44), endDate: D(45) },
      { startDate: D(50), endDate: D(53) },
    ];
    expect(nightsOf(independent)).toEqual(nightsOf(expected));

    const target = await newListing();
    feeds.ics('/round-trip.ics', body);
    await addFeed({ listing_id: target.id, name: 'Innkeep', url: feeds.url('/round-trip.ics') });
    const imported = await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.listingId, target.id));
    expect(nightsOf(imported)).toEqual(nightsOf(expected));
    // ical.js (the import parser) reads the same three events.
    expect(new ICAL.Component(ICAL.parse(body) as unknown[]).getAllSubcomponents('vevent')).toHaveLength(3);
  });

  it('ends every line with CRLF, the last one too', async () => {
    const listing = await newListing();
    await t.db.insert(calendarBlocks).values({ listingId: listing.id, startDate: D(30), endDate: D(31) });
    const body = (
      await t.app.inject({ url: exportPath((await overview(listing.id)).json().data.export_url) })
    ).body;
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replaceAll('\r\n', '')).not.toContain('\n');
  });

  it('raises SEQUENCE and DTSTAMP of a block whose dates the channel moved; the others keep theirs', async () => {
    const listing = await newListing();
    const event = (uid: string, start: number, end: number) =>
      `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART;VALUE=DATE:${D(start).replaceAll('-', '')}\r\nDTEND;VALUE=DATE:${D(end).replaceAll('-', '')}\r\nEND:VEVENT\r\n`;
    const feed = (moved: number) =>
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${event('moves@x', moved, moved + 2)}${event('stays@x', 60, 61)}END:VCALENDAR\r\n`;
    feeds.ics('/moves.ics', feed(50));
    const feedId = (
      await addFeed({ listing_id: listing.id, name: 'Vrbo', url: feeds.url('/moves.ics') })
    ).json().data.id;
    const url = exportPath((await overview(listing.id)).json().data.export_url);
    const vevents = async () =>
      new ICAL.Component(ICAL.parse((await t.app.inject({ url })).body) as unknown[])
        .getAllSubcomponents('vevent')
        .map((v) => ({
          start: String(v.getFirstPropertyValue('dtstart')),
          sequence: v.getFirstPropertyValue('sequence') ?? 0,
          stamp: String(v.getFirstPropertyValue('dtstamp')),
        }))
        .sort((a, b) => a.start.localeCompare(b.start));
    const before = await vevents();
    expect(before.map((v) => v.sequence)).toEqual([0, 0]);

    feeds.ics('/moves.ics', feed(52));
    await new Promise((resolve) => setTimeout(resolve, 1100)); // DTSTAMP has whole seconds
    await t.app.inject({ method: 'POST', url: `/api/channels/${feedId}/sync`, headers: host.headers });
    const after = await vevents();
    expect(after[0]).toMatchObject({ start: D(52), sequence: 1 });
    expect(after[0]!.stamp > before[0]!.stamp).toBe(true);
    expect(after[1]).toEqual(before[1]);
  });

  it('rotating gives a new cryptographic token and the old address is a 404', async () => {
    const listing = await newListing();
    const old = (await overview(listing.id)).json().data.export_url as string;
    const res = await rotateExport(listing.id);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.export_url as string;
    expect(fresh).not.toBe(old);
    expect(fresh).toMatch(/\/api\/ical\/[a-f0-9]{64}\.ics$/);
    expect((await t.app.inject({ url: exportPath(old) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: exportPath(fresh) })).statusCode).toBe(200);
  });

  it('new listings get an unguessable token (not md5 of random())', async () => {
    const [a, b] = [await newListing(), await newListing()];
    const tokens = await t.db.select({ token: listings.icalToken }).from(listings);
    expect(tokens.find((r) => r.token === a.icalToken)?.token).toMatch(/^[a-f0-9]{64}$/);
    expect(a.icalToken).not.toBe(b.icalToken);
  });
});

describe('conflicts', () => {
  it('an imported event over a paid stay is kept, listed, and e-mailed to the host once', async () => {
    const listing = await newListing();
    const stay = await createReservation(t.db, listing.id, {
      startDate: D(11),
      endDate: D(14),
      statusId: 6,
      firstName: 'Marta',
      lastName: 'Quintela',
    });
    feeds.ics('/conflict.ics', fixture('airbnb.ics', today)); // Reserved D+10..D+12 overlaps
    const feedId = (
      await addFeed({ listing_id: listing.id, name: 'Airbnb', url: feeds.url('/conflict.ics') })
    ).json().data.id as number;

    const conflicts = (await overview(listing.id)).json().data.conflicts;
    expect(conflicts).toEqual([
      expect.objectContaining({
        feed: { id: feedId, name: 'Airbnb' },
        start_date: D(10),
        end_date: D(12),
        reservation: expect.objectContaining({
          id: stay.id,
          guest_name: 'Marta Quintela',
          start_date: D(11),
          end_date: D(14),
        }),
      }),
    ]);
    const all = (await t.app.inject({ url: '/api/channels/conflicts', headers: host.headers })).json().data;
    expect(all.map((c: { block_id: number }) => c.block_id)).toContain(conflicts[0].block_id);
    expect(
      (await t.app.inject({ url: '/api/channels/conflicts', headers: other.headers })).json().data,
    ).toEqual([]);

    await t.app.inject({ method: 'POST', url: `/api/channels/${feedId}/sync`, headers: host.headers });
    const mails = await mailsTo(t, host.user.email.toLowerCase());
    const about = mails.filter((m) => m.subject.includes('Possible double booking'));
    expect(about).toHaveLength(1);
    // The stay by its guest and dates, with its drawer's address; never by its secret hash.
    expect(about[0]!.text).toContain(
      `Airbnb: ${formatDate(D(10))} – ${formatDate(D(12))} overlaps Marta Quintela’s stay, ${formatDate(D(11))} – ${formatDate(D(14))}`,
    );
    expect(about[0]!.text).toContain(`https://innkeep.test/reservations?reservation=${stay.id}`);
    expect(about[0]!.text).not.toContain(stay.uniqueHash);
    expect(about[0]!.html).not.toContain(stay.uniqueHash);
  });
});

describe('the poll job', () => {
  it('polls due feeds only, and two instances never take the same feed', async () => {
    const listing = await newListing();
    feeds.ics('/due.ics', fixture('vrbo.ics', today));
    const feedId = (
      await addFeed({ listing_id: listing.id, name: 'Vrbo', url: feeds.url('/due.ics') })
    ).json().data.id as number;
    const deps = { db: t.db, env: t.env };
    await t.db.update(channelCalendars).set({ nextSyncAt: new Date(Date.now() + 3_600_000) });
    expect(await pollDueFeeds(deps)).toBe(0);

    await t.db
      .update(channelCalendars)
      .set({ nextSyncAt: new Date(Date.now() - 1000) })
      .where(eq(channelCalendars.id, feedId));
    const before = feeds.requests.filter((r) => r.path === '/due.ics').length;
    const rounds = await Promise.all([pollDueFeeds(deps), pollDueFeeds(deps)]);
    expect(rounds.sort()).toEqual([0, 1]);
    expect(feeds.requests.filter((r) => r.path === '/due.ics').length).toBe(before + 1);
    const [row] = await t.db.select().from(channelCalendars).where(eq(channelCalendars.id, feedId));
    expect(row!.nextSyncAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
    const held = await t.db
      .select()
      .from(calendarBlocks)
      .where(and(eq(calendarBlocks.channelCalendarId, feedId), isNotNull(calendarBlocks.uid)));
    expect(held).toHaveLength(2);
  });
});
