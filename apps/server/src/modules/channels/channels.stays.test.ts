import { channelStayMessages } from '@innkeep/contract/channel-stays';
import { todayIso } from '@innkeep/contract/dates';
import { createImportedBlock } from '../../factories/content.factory.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { laEveningClock } from '../../test/listing-day-clock.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { listStays } from './channels.stays.ts';
import { addChannel, dayFrom, fixture, useFeedServer } from './channels.test-helpers.ts';

// Stays imported from channels beside the host's reservations: channel, summary, dates, the host's notes.
const today = todayIso();
const D = dayFrom(today);
let seaside: number;
let city: number;

const t = useTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: '1' });
const feeds = useFeedServer();
const host = useSignedInHost(t);
const other = useSignedInHost(t);
beforeAll(async () => {
  seaside = (await createListing(t.db, host.user.id, { externalListingName: 'Seaside loft' })).id;
  city = (await createListing(t.db, host.user.id, { externalListingName: 'City flat' })).id;
  // A direct stay, paid, over the Airbnb reservation D+10..D+12; a cancelled one over D+30 clashes with nothing.
  await createReservation(t.db, seaside, {
    startDate: D(11),
    endDate: D(14),
    firstName: 'Marta',
    lastName: 'Quintela',
  });
  await createReservation(t.db, seaside, { startDate: D(30), endDate: D(32), statusId: 5 });
  feeds.ics('/airbnb.ics', fixture('airbnb.ics', today));
  feeds.ics('/vrbo.ics', fixture('vrbo.ics', today));
  expect((await add(seaside, 'Airbnb', '/airbnb.ics')).statusCode).toBe(200);
  const vrbo = await add(city, 'Vrbo', '/vrbo.ics');
  expect(vrbo.statusCode).toBe(200);
});

const add = (listingId: number, name: string, path: string) =>
  addChannel(t, host.headers, { listing_id: listingId, name, url: feeds.url(path) });
const list = (query = '', headers = host.headers) =>
  t.app.inject({ url: `/api/channel-stays${query}`, headers });
const annotate = (id: number, payload: Record<string, unknown>, headers = host.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/channel-stays/${id}`, headers, payload });
const stayOn = async (start: string) => {
  const data = (await list()).json().data as { id: number; start_date: string; guest_name: string | null }[];
  return data.find((s) => s.start_date === start)!;
};

describe('GET /api/channel-stays', () => {
  it('lists every imported stay of my listings: channel, summary, dates, the clash; no money', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual([
      {
        id: expect.any(Number),
        listing: { id: seaside, external_listing_name: 'Seaside loft' },
        channel_name: 'Airbnb',
        summary: 'Reserved',
        start_date: D(10),
        end_date: D(12),
        guest_name: null,
        note: null,
        conflict: {
          reservation_id: expect.any(Number),
          guest_name: 'Marta Quintela',
          start_date: D(11),
          end_date: D(14),
        },
      },
      ...data.slice(1),
    ]);
    // Upcoming first, soonest first; the cancelled stay over D+30 is no clash.
    const starts = data.map((s: { start_date: string }) => s.start_date);
    expect(starts).toEqual([...starts].sort());
    const later = data.find((s: { start_date: string }) => s.start_date === D(30));
    expect(later).toMatchObject({
      channel_name: 'Airbnb',
      summary: 'Airbnb (Not available)',
      conflict: null,
    });
    expect(data.some((s: { channel_name: string }) => s.channel_name === 'Vrbo')).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/price|total|amount|currency/);
  });

  it('filters by listing, dates, upcoming and a search', async () => {
    const byListing = (await list(`?listing=${city}`)).json().data;
    expect(byListing.length).toBeGreaterThan(0);
    expect(byListing.every((s: { listing: { id: number } }) => s.listing.id === city)).toBe(true);
    const inRange = (await list(`?listing=${seaside}&from=${D(25)}&to=${D(35)}`)).json().data;
    expect(inRange.map((s: { start_date: string }) => s.start_date)).toEqual([D(30)]);
    expect(
      (await list(`?q=not%20available`)).json().data.map((s: { start_date: string }) => s.start_date),
    ).toEqual([D(30)]);
    expect((await list('?when=past')).json().data).toEqual([]);
    expect((await list(`?from=${D(9)}&to=${D(1)}`)).statusCode).toBe(422);
  });

  it('another host sees none of them; a visitor is a 401', async () => {
    expect((await list('', other.headers)).json().data).toEqual([]);
    expect((await t.app.inject({ url: '/api/channel-stays' })).statusCode).toBe(401);
  });
});

describe('PUT /api/channel-stays/{id}', () => {
  it('stores the guest’s name and a note, found by search and shown on the multi-calendar', async () => {
    const stay = await stayOn(D(10));
    const res = await annotate(stay.id, { guest_name: '  Jonas Berg ', note: 'Arrives late; needs a cot' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: channelStayMessages.saved,
      data: {
        id: stay.id,
        guest_name: 'Jonas Berg',
        note: 'Arrives late; needs a cot',
        conflict: expect.any(Object),
      },
    });
    expect((await list('?q=jonas')).json().data.map((s: { id: number }) => s.id)).toEqual([stay.id]);
    const grid = await t.app.inject({
      url: `/api/calendar/grid?from=${D(0)}&to=${D(40)}`,
      headers: host.headers,
    });
    const blocks = grid.json().data.listings.find((l: { id: number }) => l.id === seaside).blocks;
    expect(blocks).toContainEqual(
      expect.objectContaining({
        id: stay.id,
        source: 'channel',
        channel_name: 'Airbnb',
        guest_name: 'Jonas Berg',
      }),
    );
  });

  it('keeps them when the channel syncs again, and clears them with empty fields', async () => {
    const stay = await stayOn(D(10));
    await annotate(stay.id, { guest_name: 'Jonas Berg', note: 'Cot' });
    const feedId = (
      await t.app.inject({ url: `/api/channels?listing_id=${seaside}`, headers: host.headers })
    ).json().data.feeds[0].id;
    // The channel moves the stay a night later under the same UID.
    const moved = fixture('airbnb.ics', today).replace(
      `DTEND;VALUE=DATE:${D(12).replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${D(13).replaceAll('-', '')}`,
    );
    feeds.ics('/airbnb.ics', moved);
    const sync = await t.app.inject({
      method: 'POST',
      url: `/api/channels/${feedId}/sync`,
      headers: host.headers,
    });
    expect(sync.json().outcome).toMatchObject({ ok: true, updated: 1 });
    const after = await stayOn(D(10));
    expect(after).toMatchObject({ id: stay.id, end_date: D(13), guest_name: 'Jonas Berg', note: 'Cot' });

    expect((await annotate(stay.id, { guest_name: '', note: ' ' })).json().data).toMatchObject({
      guest_name: null,
      note: null,
    });
  });

  it('refuses too long or NUL text and changes nothing', async () => {
    const stay = await stayOn(D(30));
    await annotate(stay.id, { guest_name: 'Ana', note: 'Keep' });
    const long = await annotate(stay.id, { guest_name: 'Ana', note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.note).toEqual([channelStayMessages.noteTooLong]);
    const nul = await annotate(stay.id, { guest_name: 'A\u0000na', note: 'x' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.guest_name).toBeDefined();
    expect(
      (await annotate(stay.id, { guest_name: 'y'.repeat(101), note: '' })).json().errors.guest_name,
    ).toEqual([channelStayMessages.guestNameTooLong]);
    expect(await stayOn(D(30))).toMatchObject({ guest_name: 'Ana', note: 'Keep' });
  });

  it('another host’s stay, a host block and an unknown id are a 404; a visitor a 401', async () => {
    const stay = await stayOn(D(10));
    const theirs = await annotate(stay.id, { guest_name: 'Mallory', note: '' }, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(channelStayMessages.notFound);
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/blocks',
      headers: host.headers,
      payload: { listing_id: city, start_date: D(60), end_date: D(62), note: 'Painting' },
    });
    expect(block.statusCode).toBe(200);
    expect((await annotate(block.json().data.id, { guest_name: 'X', note: '' })).statusCode).toBe(404);
    expect((await annotate(2_000_000, { guest_name: 'X', note: '' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/channel-stays/${stay.id}`, payload: {} })).statusCode,
    ).toBe(401);
    expect((await stayOn(D(10))).guest_name).not.toBe('Mallory');
  });
});

describe('upcoming or past, by the listing’s date (decision 0115)', () => {
  it('keeps a stay ending on the UTC date upcoming in Los Angeles, and past in Tokyo', async () => {
    const { now, utcDay } = laEveningClock();
    const endingOnUtcDay = async (timeZone: string) => {
      const listing = await createListing(t.db, host.user.id, { timeZone });
      return createImportedBlock(t.db, listing.id, 'Airbnb', {
        startDate: D(-2),
        endDate: utcDay,
        summary: 'Reserved',
      });
    };
    const [inLa, inTokyo] = [await endingOnUtcDay('America/Los_Angeles'), await endingOnUtcDay('Asia/Tokyo')];
    const ids = async (when: 'upcoming' | 'past') =>
      (await listStays(t.db, host.user.id, { when }, now))
        .map((s) => s.id)
        .filter((id) => id === inLa.id || id === inTokyo.id);
    expect(await ids('upcoming')).toEqual([inLa.id]);
    expect(await ids('past')).toEqual([inTokyo.id]);
  });
});
