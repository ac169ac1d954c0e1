import { bulkMessages } from '@innkeep/contract/calendar-bulk';
import { rateMessages } from '@innkeep/contract/rates';
import { asc, eq, inArray } from 'drizzle-orm';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { listingRates } from '../../db/schema/rates.ts';
import { createCalendarBlock } from '../../factories/content.factory.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, post } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';

/** The multi-calendar's bulk edit (docs/requirements/host.md#R-H17). */
const t = useTestApp();
const host = useSignedInHost(t);
const other = useSignedInHost(t);

const bulk = (payload: unknown, headers: Record<string, string> = host.headers) =>
  post(t, '/api/calendar/bulk', payload, headers);
const sel = (listing_id: number, from: number, to: number) => ({
  listing_id,
  start_date: day(from),
  end_date: day(to),
});
type Night = { date: string; price: number; minimum_nights: number | null; source: string };
async function nightsOf(listingId: number, from: number, to: number): Promise<Night[]> {
  const res = await t.app.inject({
    url: `/api/calendar/grid?from=${day(from)}&to=${day(to)}`,
    headers: host.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.listings.find((l: { id: number }) => l.id === listingId).nights;
}
const blocksOf = (ids: number[]) =>
  t.db
    .select({
      listingId: calendarBlocks.listingId,
      start: calendarBlocks.startDate,
      end: calendarBlocks.endDate,
      note: calendarBlocks.summary,
    })
    .from(calendarBlocks)
    .where(inArray(calendarBlocks.listingId, ids))
    .orderBy(asc(calendarBlocks.listingId), asc(calendarBlocks.startDate));
const ratesOf = (ids: number[]) =>
  t.db.select().from(listingRates).where(inArray(listingRates.listingId, ids)).orderBy(asc(listingRates.id));

describe('POST /api/calendar/bulk: prices and minimum stays', () => {
  it('sets a price on nights of two listings at once; a season’s minimum stay stays', async () => {
    const a = await createListing(t.db, host.user.id);
    const b = await createListing(t.db, host.user.id, { currencyCode: 'CHF' });
    const season = await post(
      t,
      '/api/rates',
      { listing_id: a.id, start_date: day(10), end_date: day(20), price: 150, minimum_nights: 3 },
      host.headers,
    );
    expect(season.statusCode, season.body).toBe(200);
    const res = await bulk({
      action: 'rate',
      price: 199,
      selections: [sel(a.id, 8, 12), sel(b.id, 9, 11), sel(b.id, 14, 15)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Saved for 7 nights of 2 listings',
      data: { action: 'rate', listings: 2, nights: 7 },
    });
    const na = await nightsOf(a.id, 8, 13);
    expect(na.map((n) => n.price)).toEqual([199, 199, 199, 199, 150]);
    // Nights 8, 9 had the listing's own minimum (1); 10, 11 keep the season's 3.
    expect(na.map((n) => n.minimum_nights)).toEqual([1, 1, 3, 3, 3]);
    const nb = await nightsOf(b.id, 8, 16);
    expect(nb.map((n) => n.price)).toEqual([
      nb[0]!.price,
      199,
      199,
      nb[3]!.price,
      nb[4]!.price,
      nb[5]!.price,
      199,
      nb[7]!.price,
    ]);
  });

  it('sets a minimum stay alone: each night keeps its price (weekend, season, base)', async () => {
    const a = await createListing(t.db, host.user.id);
    await post(
      t,
      '/api/rates',
      { listing_id: a.id, start_date: day(31), end_date: day(33), price: 240 },
      host.headers,
    );
    const before = await nightsOf(a.id, 30, 35);
    const res = await bulk({ action: 'rate', minimum_nights: 4, selections: [sel(a.id, 30, 35)] });
    expect(res.statusCode, res.body).toBe(200);
    const after = await nightsOf(a.id, 30, 35);
    expect(after.map((n) => n.price)).toEqual(before.map((n) => n.price));
    expect(after.map((n) => n.minimum_nights)).toEqual([4, 4, 4, 4, 4]);
    // Back to the listing's own minimum with null.
    expect(
      (await bulk({ action: 'rate', minimum_nights: null, selections: [sel(a.id, 30, 35)] })).statusCode,
    ).toBe(200);
    expect((await nightsOf(a.id, 30, 35)).map((n) => n.minimum_nights)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('POST /api/calendar/bulk: block and unblock', () => {
  it('blocks the nights not blocked yet on several listings, and unblocks part of a block', async () => {
    const a = await createListing(t.db, host.user.id);
    const b = await createListing(t.db, host.user.id);
    await createCalendarBlock(t.db, a.id, { startDate: day(12), endDate: day(13), summary: 'Plumber' });
    const res = await bulk({
      action: 'block',
      note: 'Owner stay',
      selections: [sel(a.id, 10, 15), sel(b.id, 10, 12)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ action: 'block', listings: 2, nights: 6 });
    expect(await blocksOf([a.id, b.id])).toEqual([
      { listingId: a.id, start: day(10), end: day(12), note: 'Owner stay' },
      { listingId: a.id, start: day(12), end: day(13), note: 'Plumber' },
      { listingId: a.id, start: day(13), end: day(15), note: 'Owner stay' },
      { listingId: b.id, start: day(10), end: day(12), note: 'Owner stay' },
    ]);
    // Unblocking 11..13 of A and all of B: A's first block keeps night 10, the plumber goes, 13..15 stays.
    const un = await bulk({ action: 'unblock', selections: [sel(a.id, 11, 13), sel(b.id, 10, 12)] });
    expect(un.statusCode, un.body).toBe(200);
    expect(un.json().data).toEqual({ action: 'unblock', listings: 2, nights: 4 });
    expect(await blocksOf([a.id, b.id])).toEqual([
      { listingId: a.id, start: day(10), end: day(11), note: 'Owner stay' },
      { listingId: a.id, start: day(13), end: day(15), note: 'Owner stay' },
    ]);
    // Nothing of mine there: a clear 422.
    const none = await bulk({ action: 'unblock', selections: [sel(b.id, 10, 12)] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.selections).toEqual([bulkMessages.nothingToUnblock]);
  });

  it('a stay on one listing refuses the whole request (409) and blocks nothing anywhere', async () => {
    const a = await createListing(t.db, host.user.id, { externalListingName: 'Quiet flat' });
    const b = await createListing(t.db, host.user.id, { externalListingName: 'Busy house' });
    await createReservation(t.db, b.id, {
      startDate: day(21),
      endDate: day(23),
      statusId: 6,
      firstName: 'Rui',
      lastName: 'Costa',
    });
    const res = await bulk({ action: 'block', selections: [sel(a.id, 20, 24), sel(b.id, 20, 24)] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatch(
      /^Busy house: these nights overlap Rui Costa's reservation .* Nothing was changed\.$/,
    );
    expect(await blocksOf([a.id, b.id])).toEqual([]);
  });
});

describe('POST /api/calendar/bulk: refusals change nothing', () => {
  it('bad input is a 422 with a message on its field', async () => {
    const a = await createListing(t.db, host.user.id);
    const cases: [unknown, string, string][] = [
      [{ action: 'block', selections: [] }, 'selections', bulkMessages.selectionsRequired],
      [{ action: 'paint', selections: [sel(a.id, 5, 6)] }, 'action', bulkMessages.actionInvalid],
      [
        { action: 'block', selections: [sel(a.id, 6, 6)] },
        'selections.0.end_date',
        bulkMessages.endAfterStart,
      ],
      [
        { action: 'block', selections: [sel(a.id, 5, 6), sel(a.id, -2, 3)] },
        'selections.1.start_date',
        bulkMessages.startInPast,
      ],
      [{ action: 'rate', selections: [sel(a.id, 5, 6)] }, 'price', bulkMessages.rateEmpty],
      [{ action: 'rate', price: 0, selections: [sel(a.id, 5, 6)] }, 'price', rateMessages.pricePositive],
      [
        { action: 'rate', minimum_nights: 0, selections: [sel(a.id, 5, 6)] },
        'minimum_nights',
        rateMessages.minimumNights,
      ],
      [{ action: 'block', selections: [sel(a.id, 5, 400)] }, 'selections.0.end_date', bulkMessages.tooLong],
    ];
    for (const [payload, field, message] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(422);
      expect(res.json().errors[field], res.body).toEqual([message]);
    }
    expect(await blocksOf([a.id])).toEqual([]);
    expect(await ratesOf([a.id])).toEqual([]);
  });

  it("another host's listing among the selections is a 404 and nothing of mine changes", async () => {
    const mine = await createListing(t.db, host.user.id);
    const theirs = await createListing(t.db, other.user.id);
    for (const action of ['block', 'rate'] as const) {
      const res = await bulk({ action, price: 90, selections: [sel(mine.id, 5, 8), sel(theirs.id, 5, 8)] });
      expect(res.statusCode, res.body).toBe(404);
    }
    await createCalendarBlock(t.db, theirs.id, { startDate: day(5), endDate: day(8) });
    expect((await bulk({ action: 'unblock', selections: [sel(theirs.id, 5, 8)] })).statusCode).toBe(404);
    expect(await blocksOf([mine.id])).toEqual([]);
    expect(await blocksOf([theirs.id])).toHaveLength(1);
    expect(await ratesOf([mine.id, theirs.id])).toEqual([]);
    expect((await bulk({ action: 'block', selections: [sel(mine.id, 5, 8)] }, {})).statusCode).toBe(401);
  });
});

describe('POST /api/calendar/bulk: two at once', () => {
  it('two price edits over the same listings: every night ends with one of them, never a mix', async () => {
    const a = await createListing(t.db, host.user.id);
    const b = await createListing(t.db, host.user.id);
    const selections = [sel(b.id, 40, 45), sel(a.id, 40, 45)];
    const [one, two] = await Promise.all([
      bulk({ action: 'rate', price: 150, selections }),
      bulk({ action: 'rate', price: 250, selections: [...selections].reverse() }),
    ]);
    expect(one!.statusCode, one!.body).toBe(200);
    expect(two!.statusCode, two!.body).toBe(200);
    const prices = [...(await nightsOf(a.id, 40, 45)), ...(await nightsOf(b.id, 40, 45))].map((n) => n.price);
    expect(new Set(prices).size, String(prices)).toBe(1);
    expect([150, 250]).toContain(prices[0]);
  });

  it('two blocks of overlapping nights: each night blocked once', async () => {
    const a = await createListing(t.db, host.user.id);
    const b = await createListing(t.db, host.user.id);
    const [one, two] = await Promise.all([
      bulk({ action: 'block', selections: [sel(a.id, 50, 54), sel(b.id, 50, 54)] }),
      bulk({ action: 'block', selections: [sel(b.id, 52, 56), sel(a.id, 52, 56)] }),
    ]);
    expect([one!.statusCode, two!.statusCode]).toEqual([200, 200]);
    expect(one!.json().data.nights + two!.json().data.nights).toBe(12);
    for (const id of [a.id, b.id]) {
      const rows = await blocksOf([id]);
      const nights = rows.flatMap((r) => {
        const out: string[] = [];
        for (let n = 50; n < 56; n += 1) if (day(n) >= r.start && day(n) < r.end) out.push(day(n));
        return out;
      });
      expect(nights.sort()).toEqual([50, 51, 52, 53, 54, 55].map(day));
    }
    expect((await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.listingId, a.id))).length).toBe(
      2,
    );
  });
});
