import { paymentMessages } from '@innkeep/contract/messages';
import { isWeekendNight, rateMessages } from '@innkeep/contract/rates';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { listingRates } from '../../db/schema/rates.ts';
import { createCalendarBlock } from '../../factories/content.factory.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  bookedStay,
  bookingBody,
  calculation,
  day,
  post,
  reservationsOf,
  simulatedIntents,
} from '../bookings/bookings.test-helpers.ts';
import {
  completeListing,
  createdListing,
  readListing,
  signedInHost,
  updateListing,
  useConnectedHost,
  useSignedInHost,
} from '../listings/listings.test-helpers.ts';

const t = useTestApp();
const host = useConnectedHost(t);
const other = useSignedInHost(t);

const setRate = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  post(t, '/api/rates', payload, headers);
const getRates = (headers: Record<string, string>, query: string) =>
  t.app.inject({ url: `/api/rates?${query}`, headers });

describe('POST/GET/DELETE /api/rates', () => {
  it('sets a season and an override; later ranges win; GET lists one entry per night with its source', async () => {
    const l = await createListing(t.db, host.user.id);
    await t.db.update(listings).set({ weekendPriceMinor: 130_00 }).where(eq(listings.id, l.id));
    const season = await setRate(host.headers, {
      listing_id: l.id,
      start_date: day(10),
      end_date: day(30),
      price: 150,
      minimum_nights: 3,
    });
    expect(season.statusCode, season.body).toBe(200);
    expect(season.json().data).toMatchObject({ price: 150, minimum_nights: 3, source: 'season' });
    const override = await setRate(host.headers, {
      listing_id: l.id,
      start_date: day(12),
      end_date: day(14),
      price: 199.5,
    });
    expect(override.statusCode, override.body).toBe(200);
    expect(override.json().data).toMatchObject({ source: 'override', minimum_nights: null });

    const res = await getRates(host.headers, `listing_id=${l.id}&from=${day(8)}&to=${day(16)}`);
    expect(res.statusCode, res.body).toBe(200);
    const nights = res.json().data.nights as {
      date: string;
      price: number;
      source: string;
      minimum_nights: number;
    }[];
    expect(nights.map((n) => n.date)).toEqual([8, 9, 10, 11, 12, 13, 14, 15].map(day));
    for (const n of nights.slice(0, 2)) {
      expect(n.source).toBe(isWeekendNight(n.date) ? 'weekend' : 'base');
      expect(n.price).toBe(isWeekendNight(n.date) ? 130 : 100);
      expect(n.minimum_nights).toBe(1);
    }
    expect(nights.slice(2).map((n) => [n.price, n.source])).toEqual([
      [150, 'season'],
      [150, 'season'],
      [199.5, 'override'],
      [199.5, 'override'],
      [150, 'season'],
      [150, 'season'],
    ]);
    // The override's own minimum is unset: the listing's, not the season's it sits on.
    expect(nights.map((n) => n.minimum_nights)).toEqual([1, 1, 3, 3, 1, 1, 3, 3]);
    expect(res.json().data.ranges).toHaveLength(2);

    // Deleting the override shows the season again.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/rates/${override.json().data.id}`,
      headers: host.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    const after = await getRates(host.headers, `listing_id=${l.id}&from=${day(12)}&to=${day(13)}`);
    expect(after.json().data.nights[0]).toMatchObject({ price: 150, source: 'season' });
  });

  it("another host's listing or range is a 404; nothing is written", async () => {
    const l = await createListing(t.db, host.user.id);
    const body = { listing_id: l.id, start_date: day(5), end_date: day(8), price: 120 };
    expect((await setRate(other.headers, body)).statusCode).toBe(404);
    expect((await getRates(other.headers, `listing_id=${l.id}&from=${day(1)}&to=${day(5)}`)).statusCode).toBe(
      404,
    );
    const mine = await setRate(host.headers, body);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/rates/${mine.json().data.id}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(404);
    expect(await t.db.select().from(listingRates).where(eq(listingRates.listingId, l.id))).toHaveLength(1);
    expect(
      (await t.app.inject({ url: `/api/rates?listing_id=${l.id}&from=${day(1)}&to=${day(5)}` })).statusCode,
    ).toBe(401);
  });

  it('a past range, an empty range and a price outside the bounds are 422s with a field message', async () => {
    const l = await createListing(t.db, host.user.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ start_date: day(-3), end_date: day(2), price: 100 }, 'start_date', rateMessages.pastRange],
      [{ start_date: day(5), end_date: day(5), price: 100 }, 'end_date', rateMessages.emptyRange],
      [{ start_date: day(5), end_date: day(3), price: 100 }, 'end_date', rateMessages.emptyRange],
      [{ start_date: day(5), end_date: day(6), price: 0 }, 'price', rateMessages.pricePositive],
      [{ start_date: day(5), end_date: day(6), price: 0.001 }, 'price', rateMessages.pricePositive],
      [{ start_date: day(5), end_date: day(6), price: 10_000_001 }, 'price', rateMessages.priceMax],
      [
        { start_date: day(5), end_date: day(6), price: 90, minimum_nights: 0 },
        'minimum_nights',
        rateMessages.minimumNights,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await setRate(host.headers, { listing_id: l.id, ...payload });
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await t.db.select().from(listingRates).where(eq(listingRates.listingId, l.id))).toEqual([]);
  });
});

describe('PATCH /api/rates/:id (the seasons list)', () => {
  it('changes a season’s nights, price and minimum stay in place; another host’s is a 404; bad input a 422', async () => {
    const l = await createListing(t.db, host.user.id);
    const first = (
      await setRate(host.headers, { listing_id: l.id, start_date: day(10), end_date: day(20), price: 150 })
    ).json().data;
    const later = (
      await setRate(host.headers, { listing_id: l.id, start_date: day(15), end_date: day(16), price: 300 })
    ).json().data;
    const patch = (id: number, payload: Record<string, unknown>, headers = host.headers) =>
      t.app.inject({ method: 'PATCH', url: `/api/rates/${id}`, headers, payload });
    const res = await patch(first.id, {
      start_date: day(12),
      end_date: day(25),
      price: 175,
      minimum_nights: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: first.id,
      start_date: day(12),
      end_date: day(25),
      price: 175,
      minimum_nights: 2,
    });
    const nights = (await getRates(host.headers, `listing_id=${l.id}&from=${day(11)}&to=${day(17)}`)).json()
      .data.nights;
    // The later one-off still wins over the edited season: it keeps its place.
    expect(nights.map((n: { price: number }) => n.price)).toEqual([nights[0].price, 175, 175, 175, 300, 175]);
    expect(
      (await patch(first.id, { start_date: day(12), end_date: day(25), price: 1 }, other.headers)).statusCode,
    ).toBe(404);
    const bad = await patch(later.id, { start_date: day(-1), end_date: day(3), price: 100 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.start_date).toEqual([rateMessages.pastRange]);
    const empty = await patch(later.id, { start_date: day(5), end_date: day(5), price: 100 });
    expect(empty.json().errors.end_date).toEqual([rateMessages.emptyRange]);
    const [kept] = await t.db.select().from(listingRates).where(eq(listingRates.id, later.id));
    expect(kept).toMatchObject({ startDate: day(15), endDate: day(16), priceMinor: 300_00 });
  });
});

describe('prices follow the nights', () => {
  it('the calculation, the unavailable-dates prices and search totals use the rates; a range minimum stay applies to stays starting in it', async () => {
    const l = await createListing(t.db, host.user.id, { city: 'Ratesville' });
    await setRate(host.headers, {
      listing_id: l.id,
      start_date: day(20),
      end_date: day(22),
      price: 200,
      minimum_nights: 2,
    });
    // Nights 19 (base or weekend), 20, 21 (200 each): 3 nights, 2 guests included, cleaning 30.
    const base = (_d: string) => 100;
    const res = await calculation(t, l.id, day(19), day(22));
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data;
    expect(c.nights_price).toBe(base(day(19)) + 400);
    expect(c.total_price).toBe(base(day(19)) + 400 + 30);
    expect(
      c.lines.filter((x: { key: string }) => x.key === 'nights').map((x: { amount: number }) => x.amount),
    ).toEqual([100, 400]);
    // A one-night stay starting on a 2-night-minimum night is refused; one starting the night before is not.
    const short = await calculation(t, l.id, day(20), day(21));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.end_date[0]).toMatch(/minimum stay is 2 nights/);
    expect((await calculation(t, l.id, day(19), day(20))).statusCode).toBe(200);

    const dates = (await t.app.inject({ url: `/api/bookings/unavailable-dates?listing_id=${l.id}` })).json();
    expect(dates.price).toBe(100);
    expect(dates.nightly_prices).toMatchObject({ [day(20)]: 200, [day(21)]: 200 });
    expect(dates.minimum_nights).toMatchObject({ [day(20)]: 2, [day(21)]: 2 });

    const search = await t.app.inject({
      url: `/api/search?city=Ratesville&start=${day(19)}&end=${day(22)}&numberOfGuests=2`,
    });
    expect(search.json().data.find((card: { id: number }) => card.id === l.id)?.total_price).toBe(
      c.total_price,
    );
  });

  it('per night on the search card and the calculation is the stay’s own nights, "from" the base without dates', async () => {
    // A ski chalet: CHF 210.50 base, CHF 289 a night in the season D+40..D+50.
    const l = await createListing(t.db, host.user.id, {
      city: 'Verbier',
      currencyCode: 'CHF',
      priceMinor: 210_50,
      weeklyDiscount: 0,
      monthlyDiscount: 0,
    });
    await setRate(host.headers, { listing_id: l.id, start_date: day(40), end_date: day(50), price: 289 });
    const card = async (query: string) =>
      (await t.app.inject({ url: `/api/search?city=Verbier${query}` }))
        .json()
        .data.find((c: { id: number }) => c.id === l.id);

    // Every night in the season: CHF 289 per night, not the base.
    const inSeason = (await calculation(t, l.id, day(42), day(45))).json().data;
    const each = { kind: 'each', amount: 289, lowest: 289, highest: 289 };
    expect(inSeason.per_night).toEqual(each);
    expect(await card(`&start=${day(42)}&end=${day(45)}&numberOfGuests=2`)).toMatchObject({
      price: 210.5,
      per_night: each,
      total_price: inSeason.total_price,
    });

    // Two base nights then two season nights: the average the breakdown charges, and the range.
    const mixed = (await calculation(t, l.id, day(38), day(42))).json().data;
    expect(mixed.per_night).toEqual({ kind: 'average', amount: mixed.price, lowest: 210.5, highest: 289 });
    expect(mixed.price * 4).toBeCloseTo(mixed.nights_price, 1);
    expect((await card(`&start=${day(38)}&end=${day(42)}&numberOfGuests=2`)).per_night).toEqual(
      mixed.per_night,
    );

    // No dates: no night is known, so the base price is "from".
    expect((await card('')).per_night).toEqual({
      kind: 'from',
      amount: 210.5,
      lowest: 210.5,
      highest: 210.5,
    });
  });

  it('a booked stay keeps its price after a rate change; Book now charges the rated total', async () => {
    const l = await createListing(t.db, host.user.id);
    await setRate(host.headers, { listing_id: l.id, start_date: day(40), end_date: day(43), price: 180 });
    const shown = (await calculation(t, l.id, day(40), day(43))).json().data.total_price;
    expect(shown).toBe(3 * 180 + 30);
    await bookedStay(
      t,
      bookingBody(l.id, {
        start_date: day(40),
        end_date: day(43),
        expected_total: shown,
        email_address: 'keep@example.com',
      }),
    );
    await setRate(host.headers, { listing_id: l.id, start_date: day(35), end_date: day(50), price: 300 });
    const [r] = await reservationsOf(t, l.id);
    expect(r!.totalPriceMinor).toBe(shown * 100);
    const [intent] = await simulatedIntents(t, r!.id);
    expect(intent!.amountMinor).toBe(shown * 100);
    const trip = await t.app.inject({ url: `/api/bookings/reservation/${r!.uniqueHash}` });
    expect(trip.json().data.data.total_price).toBe(shown);
  });

  it('Book now refuses a total that is no longer the price (409 PRICE_CHANGED) before holding anything', async () => {
    const l = await createListing(t.db, host.user.id);
    const shown = (await calculation(t, l.id, day(60), day(62))).json().data.total_price;
    await setRate(host.headers, { listing_id: l.id, start_date: day(60), end_date: day(62), price: 250 });
    const res = await post(
      t,
      '/api/bookings',
      bookingBody(l.id, { start_date: day(60), end_date: day(62), expected_total: shown }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ code: 'PRICE_CHANGED', error: paymentMessages.priceChanged });
    expect(await reservationsOf(t, l.id)).toEqual([]);
  });

  it('a rate change racing bookings of the same nights never charges a total that was not confirmed', async () => {
    const l = await createListing(t.db, host.user.id);
    const start = day(70);
    const end = day(73);
    const shown = (await calculation(t, l.id, start, end)).json().data.total_price;
    const replies = await Promise.all([
      setRate(host.headers, { listing_id: l.id, start_date: day(69), end_date: day(75), price: 320 }),
      ...Array.from({ length: 4 }, (_, i) =>
        post(
          t,
          '/api/bookings',
          bookingBody(l.id, {
            start_date: start,
            end_date: end,
            expected_total: shown,
            email_address: `race${i}@example.com`,
          }),
        ),
      ),
    ]);
    expect(replies[0]!.statusCode, replies[0]!.body).toBe(200);
    const bookings = replies.slice(1);
    for (const b of bookings) expect([201, 409], b.body).toContain(b.statusCode);
    const charged = (
      await Promise.all((await reservationsOf(t, l.id)).map((r) => simulatedIntents(t, r.id)))
    ).flat();
    // Whatever the order, every charge is the total the guest confirmed, and at most one stay is booked.
    expect(charged.length).toBeLessThanOrEqual(1);
    for (const intent of charged) expect(intent.amountMinor).toBe(shown * 100);
    const won = bookings.filter((b) => b.statusCode === 201);
    expect(won.length).toBe(charged.length);
  });
});

describe('GET /api/calendar/grid (the multi-calendar)', () => {
  it("all the host's listings with each night's price and source, their stays and blocks; nobody else's", async () => {
    const h = await signedInHost(t.db);
    const a = await createListing(t.db, h.user.id, { externalListingName: 'A grid flat' });
    const b = await createListing(t.db, h.user.id, {
      externalListingName: 'B grid house',
      timeZone: 'America/Los_Angeles',
    });
    await createListing(t.db, other.user.id, { externalListingName: 'Not mine' });
    await setRate(h.headers, {
      listing_id: b.id,
      start_date: day(3),
      end_date: day(5),
      price: 222,
      minimum_nights: 2,
    });
    await createReservation(t.db, a.id, {
      startDate: day(2),
      endDate: day(4),
      firstName: 'Ana',
      lastName: 'Lima',
    });
    await createCalendarBlock(t.db, b.id, { startDate: day(6), endDate: day(7), summary: 'Painting' });
    const res = await t.app.inject({
      url: `/api/calendar/grid?from=${day(1)}&to=${day(8)}`,
      headers: h.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.listings.map((l: { name: string }) => l.name)).toEqual(['A grid flat', 'B grid house']);
    const [la, lb] = data.listings;
    // Each row's zone: the page reads which of its nights are past by it (decision 0115).
    expect([la.time_zone, lb.time_zone]).toEqual(['UTC', 'America/Los_Angeles']);
    expect(la.nights).toHaveLength(7);
    expect(la.stays).toMatchObject([{ guest_name: 'Ana Lima', start_date: day(2), end_date: day(4) }]);
    expect(lb.blocks).toMatchObject([{ source: 'host', note: 'Painting' }]);
    expect(lb.nights[2]).toEqual({ date: day(3), price: 222, minimum_nights: 2, source: 'override' });
    expect(lb.nights[0].source).toMatch(/^(base|weekend)$/);
    const tooLong = await t.app.inject({
      url: `/api/calendar/grid?from=${day(1)}&to=${day(100)}`,
      headers: h.headers,
    });
    expect(tooLong.statusCode).toBe(422);
    expect((await t.app.inject({ url: `/api/calendar/grid?from=${day(1)}&to=${day(8)}` })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/rates/weekend', () => {
  it("sets and removes a listing's weekend price; another host's is a 404; 0 is a 422", async () => {
    const l = await createListing(t.db, host.user.id);
    const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/rates/weekend', headers, payload });
    expect((await put(host.headers, { listing_id: l.id, weekend_price: 140 })).statusCode).toBe(200);
    const friday = [0, 1, 2, 3, 4, 5, 6].map((n) => day(n + 1)).find((d) => isWeekendNight(d))!;
    const res = await getRates(host.headers, `listing_id=${l.id}&from=${friday}&to=${day(9)}`);
    expect(res.json().data.nights[0]).toMatchObject({ price: 140, source: 'weekend' });
    expect((await put(other.headers, { listing_id: l.id, weekend_price: 1 })).statusCode).toBe(404);
    const zero = await put(host.headers, { listing_id: l.id, weekend_price: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.weekend_price).toEqual([rateMessages.pricePositive]);
    expect((await put(host.headers, { listing_id: l.id, weekend_price: null })).statusCode).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, l.id));
    expect(row!.weekendPriceMinor).toBeNull();
  });
});

describe("the listing form's weekend price", () => {
  it('is saved in the pricing tab, read back, and cleared by an empty value', async () => {
    const values = completeListing({ price: 100, weekend_price: 135 });
    const saved = await createdListing(t, host.headers, values, true);
    expect(saved.price_and_fee).toMatchObject({ price: 100, weekend_price: 135 });
    const cleared = await updateListing(
      t,
      host.headers,
      saved,
      { weekend_price: undefined },
      { draft: true },
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await readListing(t, saved.id, host.headers)).price_and_fee.weekend_price).toBeNull();
  });
});
