import { calendarMessages as msg } from '@innkeep/contract/calendar';
import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { todayIn } from '@innkeep/contract/time-zones';
import { eq } from 'drizzle-orm';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { listings } from '../../db/schema/listings.ts';
import { createCalendarBlock, createImportedBlock } from '../../factories/content.factory.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';

const day = (n: number) => addDays(todayIso(), n);

const calendar = (headers: Record<string, string>, query: string) =>
  t.app.inject({ url: `/api/calendar?${query}`, headers });
const block = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/calendar/blocks', headers, payload });
const unblock = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/calendar/blocks/${id}`, headers });
const blocksOf = (listingId: number) =>
  t.db.select().from(calendarBlocks).where(eq(calendarBlocks.listingId, listingId));
const searchIds = async (city: string, start: string, end: string) => {
  const res = await t.app.inject({
    url: `/api/search?city=${city}&start=${start}&end=${end}&numberOfGuests=2`,
  });
  return (res.json().data as { id: number }[]).map((c) => c.id);
};
const unavailable = async (listingId: number): Promise<string[]> =>
  (await t.app.inject({ url: `/api/bookings/unavailable-dates?listing_id=${listingId}` })).json()
    .unavailable_dates;

const t = useTestApp();
const host = useSignedInHost(t);
const other = useSignedInHost(t);

describe('GET /api/calendar', () => {
  it("shows one listing's stays in every status and its host and channel blocks, with their source", async () => {
    const h = await signedInHost(t.db);
    const b = await createListing(t.db, h.user.id, {
      externalListingName: 'B house',
      timeZone: 'Asia/Tokyo',
    });
    const a = await createListing(t.db, h.user.id, { externalListingName: 'A flat' });
    const gone = await createListing(t.db, h.user.id, { externalListingName: 'Gone' });
    await t.db.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, gone.id));
    const paid = await createReservation(t.db, a.id, {
      startDate: day(2),
      endDate: day(5),
      firstName: 'Ana',
      lastName: 'Lima',
    });
    const inquiry = await createReservation(t.db, a.id, { statusId: 1, startDate: day(3), endDate: day(4) });
    await createReservation(t.db, a.id, { startDate: day(60), endDate: day(62) }); // outside the range
    const own = await createCalendarBlock(t.db, a.id, {
      startDate: day(10),
      endDate: day(12),
      summary: 'Painting',
    });
    const imported = await createImportedBlock(t.db, a.id, 'Airbnb', {
      startDate: day(20),
      endDate: day(23),
      summary: 'Reserved',
    });

    // No listing named: the first by name.
    const res = await calendar(h.headers, `from=${day(0)}&to=${day(31)}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.listings).toEqual([
      { id: a.id, name: 'A flat', draft: false, time_zone: 'UTC' },
      // Each listing's zone: its date says which nights are past there (decision 0115).
      { id: b.id, name: 'B house', draft: false, time_zone: 'Asia/Tokyo' },
    ]);
    expect(data.listing_id).toBe(a.id);
    expect(data.stays).toEqual([
      {
        id: paid.id,
        start_date: day(2),
        end_date: day(5),
        status: { id: 6, name: 'Paid', color: 'green' },
        guest_name: 'Ana Lima',
        guests: 2,
      },
      {
        id: inquiry.id,
        start_date: day(3),
        end_date: day(4),
        status: { id: 1, name: 'Inquiry', color: 'orange' },
        guest_name: 'Guest Person',
        guests: 2,
      },
    ]);
    expect(data.blocks).toEqual([
      {
        id: own.id,
        start_date: day(10),
        end_date: day(12),
        note: 'Painting',
        source: 'host',
        channel_name: null,
        guest_name: null,
      },
      {
        id: imported.id,
        start_date: day(20),
        end_date: day(23),
        note: 'Reserved',
        source: 'channel',
        channel_name: 'Airbnb',
        guest_name: null,
      },
    ]);

    const empty = (await calendar(h.headers, `listing_id=${b.id}&from=${day(0)}&to=${day(31)}`)).json().data;
    expect(empty).toMatchObject({ listing_id: b.id, stays: [], blocks: [] });
  });

  it('gives a host without listings an empty calendar', async () => {
    const h = await signedInHost(t.db);
    const data = (await calendar(h.headers, `from=${day(0)}&to=${day(31)}`)).json().data;
    expect(data).toEqual({
      listings: [],
      listing_id: null,
      from: day(0),
      to: day(31),
      stays: [],
      blocks: [],
    });
  });

  it("answers 401 signed out, 404 for another host's or a deleted listing, 422 for a bad range", async () => {
    const theirs = await createListing(t.db, other.user.id);
    expect((await t.app.inject({ url: `/api/calendar?from=${day(0)}&to=${day(1)}` })).statusCode).toBe(401);
    expect(
      (await calendar(host.headers, `listing_id=${theirs.id}&from=${day(0)}&to=${day(9)}`)).statusCode,
    ).toBe(404);
    const bad = await calendar(host.headers, `from=${day(9)}&to=${day(0)}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ to: [msg.endAfterStart] });
    expect((await calendar(host.headers, 'from=tomorrow&to=later')).json().errors).toHaveProperty('from');
  });
});

describe('POST /api/calendar/blocks and DELETE /api/calendar/blocks/{id}', () => {
  it('blocking takes the listing out of search and the guest calendar for those nights; unblocking restores it', async () => {
    const l = await createListing(t.db, host.user.id, { city: 'Braga' });
    const [start, end] = [day(30), day(33)];
    expect(await searchIds('Braga', start, end)).toEqual([l.id]);

    const res = await block(host.headers, {
      listing_id: l.id,
      start_date: start,
      end_date: end,
      note: 'Family visit',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: msg.blocked,
      data: {
        id: expect.any(Number),
        start_date: start,
        end_date: end,
        note: 'Family visit',
        source: 'host',
        channel_name: null,
        guest_name: null,
      },
    });
    expect(await searchIds('Braga', start, end)).toEqual([]);
    expect(await searchIds('Braga', day(29), day(30))).toEqual([l.id]); // the night before is free
    expect(await searchIds('Braga', end, day(35))).toEqual([l.id]); // so is the check-out day
    expect(await unavailable(l.id)).toEqual([day(30), day(31), day(32)]);

    const gone = await unblock(host.headers, res.json().data.id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ message: msg.unblocked });
    expect(await searchIds('Braga', start, end)).toEqual([l.id]);
    expect(await unavailable(l.id)).toEqual([]);
    expect(await blocksOf(l.id)).toEqual([]);
  });

  it('refuses a block over a date-holding reservation or another block with 409, and allows one over an inquiry', async () => {
    const l = await createListing(t.db, host.user.id);
    for (const statusId of [3, 4, 6]) {
      const r = await createReservation(t.db, l.id, {
        statusId,
        startDate: day(40 + statusId * 5),
        endDate: day(42 + statusId * 5),
        firstName: 'Ana',
        lastName: 'Lima',
      });
      const res = await block(host.headers, {
        listing_id: l.id,
        start_date: day(39 + statusId * 5),
        end_date: day(41 + statusId * 5),
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        error: msg.overReservation('Ana Lima', formatDate(r.startDate), formatDate(r.endDate)),
        code: 'DATES_UNAVAILABLE',
      });
    }
    await createReservation(t.db, l.id, { statusId: 1, startDate: day(80), endDate: day(82) });
    expect(
      (await block(host.headers, { listing_id: l.id, start_date: day(80), end_date: day(82) })).statusCode,
    ).toBe(200);
    const again = await block(host.headers, { listing_id: l.id, start_date: day(81), end_date: day(84) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(msg.overBlock);
    expect(await blocksOf(l.id)).toHaveLength(1);
  });

  it('answers 422 by field for bad input and a start in the past, changing nothing', async () => {
    const l = await createListing(t.db, host.user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'listing_id'],
      [{ listing_id: l.id, start_date: day(5), end_date: day(5) }, 'end_date'],
      [{ listing_id: l.id, start_date: 'soon', end_date: day(5) }, 'start_date'],
      [{ listing_id: l.id, start_date: day(5), end_date: day(6), note: 'x'.repeat(201) }, 'note'],
      [{ listing_id: l.id, start_date: day(-1), end_date: day(2) }, 'start_date'],
    ];
    for (const [payload, field] of cases) {
      const res = await block(host.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    }
    expect(
      (await block(host.headers, { listing_id: l.id, start_date: day(-1), end_date: day(2) })).json().errors,
    ).toEqual({
      start_date: [msg.startInPast],
    });
    expect(await blocksOf(l.id)).toEqual([]);
  });

  it("knows 'today' in the listing's time zone: a night still ahead there can be blocked, a past one cannot", async () => {
    // UTC+14 and UTC-11: at any hour, one of them is on a different date from UTC.
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const l = await createListing(t.db, host.user.id, { timeZone });
      const today = todayIn(timeZone);
      const past = await block(host.headers, {
        listing_id: l.id,
        start_date: addDays(today, -1),
        end_date: addDays(today, 1),
      });
      expect(past.statusCode, timeZone).toBe(422);
      expect(past.json().errors, timeZone).toEqual({ start_date: [msg.startInPast] });
      const tonight = await block(host.headers, {
        listing_id: l.id,
        start_date: today,
        end_date: addDays(today, 1),
      });
      expect(tonight.statusCode, `${timeZone}: ${tonight.body}`).toBe(200);
    }
  });

  it("answers 404 for another host's listing or block, 409 for a channel's block, 401 signed out", async () => {
    const theirs = await createListing(t.db, other.user.id);
    const res = await block(host.headers, { listing_id: theirs.id, start_date: day(5), end_date: day(6) });
    expect(res.statusCode).toBe(404);
    expect(await blocksOf(theirs.id)).toEqual([]);
    const theirBlock = await createCalendarBlock(t.db, theirs.id, { startDate: day(5), endDate: day(6) });
    expect((await unblock(host.headers, theirBlock.id)).statusCode).toBe(404);
    expect((await unblock(host.headers, 2_000_000_000)).statusCode).toBe(404);
    expect(await blocksOf(theirs.id)).toHaveLength(1);

    const mine = await createListing(t.db, host.user.id);
    const imported = await createImportedBlock(t.db, mine.id, 'Booking.com', {
      startDate: day(5),
      endDate: day(8),
    });
    const refused = await unblock(host.headers, imported.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(msg.channelBlock('Booking.com'));
    expect(await blocksOf(mine.id)).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/calendar/blocks', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('a block and an approval of the same nights, sent at once, never both win', async () => {
    const l = await createListing(t.db, host.user.id);
    for (let round = 0; round < 6; round++) {
      const [start, end] = [day(100 + round * 10), day(103 + round * 10)];
      const inquiry = await createReservation(t.db, l.id, {
        statusId: 1,
        startDate: start,
        endDate: end,
        emailAddress: `race${round}@example.com`,
      });
      const [blocked, approved] = await Promise.all([
        block(host.headers, { listing_id: l.id, start_date: start, end_date: end }),
        changeStatus(t, host.headers, inquiry.id, 3),
      ]);
      const codes = [blocked.statusCode, approved.statusCode].sort();
      expect(codes, `${blocked.body} ${approved.body}`).toEqual([200, 409]);
    }
  });
});
