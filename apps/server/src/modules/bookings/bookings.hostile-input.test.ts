import { addDays, bookingHorizon, todayIso } from '@innkeep/contract/dates';
import { count, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { connectHost } from '../../factories/payment-accounts.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookingBody, calculation, day, inquiryBody, post } from './bookings.test-helpers.ts';

/** docs/requirements/security.md#R-S1, R-S2, R-S3, R-S4 on the booking routes: each example is refused with 422, nothing stored. */
let listingId: number;
const query = (path: string, q: Record<string, string | number>) =>
  t.app.inject({
    url: `/api/bookings/${path}?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`,
  });
const inquiry = (over: Record<string, unknown>) =>
  post(t, '/api/bookings/inquiry', { ...inquiryBody(listingId), ...over });
const stored = async () => ({
  reservations: (await t.db.select({ n: count() }).from(reservations))[0]?.n,
  mails: (await t.db.select({ n: count() }).from(mailOutbox))[0]?.n,
});

const t = useTestApp();
beforeAll(async () => {
  const host = await createUser(t.db, { email: 'hostile.host@example.com' });
  listingId = (await createListing(t.db, host.id, { minimumNights: 1, maximumNights: 0 })).id;
});

describe('ids beyond an integer column or spelt oddly', () => {
  it.each(['2147483648', '99999999999', '0x10', '+1', '1e1', '16.0', 'true'])(
    'refuses listing_id=%s in calculation and unavailable-dates with 422',
    async (id) => {
      const calc = await query('calculation', {
        listing_id: id,
        start_date: day(10),
        end_date: day(13),
        guests: 2,
      });
      expect(calc.statusCode, calc.body).toBe(422);
      expect(calc.json().errors.listing_id).toHaveLength(1);
      const dates = await query('unavailable-dates', { listing_id: id });
      expect(dates.statusCode, dates.body).toBe(422);
    },
  );

  it('answers an unknown but valid id with 404 (unavailable dates) or a 422 on listing_id (a stay)', async () => {
    expect((await query('unavailable-dates', { listing_id: 2147483647 })).statusCode).toBe(404);
    const calc = await calculation(t, 2147483647, day(10), day(13));
    expect(calc.statusCode).toBe(422);
  });

  it('refuses an inquiry whose listing_id is JSON true or too large, storing nothing', async () => {
    const before = await stored();
    for (const listing_id of [true, 99999999999, '0x10']) {
      const res = await inquiry({ listing_id });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.listing_id).toHaveLength(1);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses guests spelt as hex', async () => {
    const res = await query('calculation', {
      listing_id: listingId,
      start_date: day(10),
      end_date: day(13),
      guests: '0x2',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.guests).toHaveLength(1);
  });
});

describe('NUL bytes', () => {
  it('refuses a NUL in the inquiry names with a clear 422, storing nothing', async () => {
    const before = await stored();
    const res = await inquiry({ first_name: 'A\u0000na', last_name: 'Sil\u0000va' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toMatchObject({
      first_name: ['Text must not contain NUL characters'],
      last_name: ['Text must not contain NUL characters'],
    });
    expect(await stored()).toEqual(before);
  });
});

describe('dates at the ends of the calendar and past the horizon', () => {
  it.each([
    ['9999-12-30', '9999-12-31'],
    ['0000-01-01', '0000-01-03'],
    ['2025-02-29', '2025-03-02'],
  ])('refuses %s to %s in calculation and inquiry with 422', async (start, end) => {
    const before = await stored();
    const calc = await calculation(t, listingId, start, end);
    expect(calc.statusCode, calc.body).toBe(422);
    expect(calc.json().errors.start_date).toHaveLength(1);
    const res = await inquiry({ start_date: start, end_date: end });
    expect(res.statusCode, res.body).toBe(422);
    expect(await stored()).toEqual(before);
  });

  it('neither prices nor stores a stay beyond the booking horizon', async () => {
    const before = await stored();
    const horizon = bookingHorizon(todayIso());
    for (const [start, end] of [
      ['2999-12-01', '2999-12-04'],
      [addDays(horizon, -1), addDays(horizon, 1)],
    ] as const) {
      const calc = await calculation(t, listingId, start, end);
      expect(calc.statusCode, calc.body).toBe(422);
      expect(calc.json().errors.end_date).toEqual(['Stays can be booked up to 18 months ahead']);
      expect((await inquiry({ start_date: start, end_date: end })).statusCode).toBe(422);
    }
    expect(await stored()).toEqual(before);
    const last = await calculation(t, listingId, addDays(horizon, -3), horizon);
    expect(last.statusCode, last.body).toBe(200);
  });
});

describe('amounts beyond 32 bits (docs/requirements/money.md#R-M3: a 3-night EUR 9M stay answered 500)', () => {
  it('prices and stores a 3-night stay at EUR 9M a night exactly', async () => {
    const host = await createUser(t.db, { email: 'rich.host@example.com' });
    await connectHost(t.db, host.id);
    const dear = await createListing(t.db, host.id, {
      priceMinor: 9_000_000_00,
      cleaningFeeMinor: 0,
      refundableDamageDepositMinor: 0,
      minimumNights: 1,
      maximumNights: 0,
    });
    const calc = await calculation(t, dear.id, day(10), day(13), 1);
    expect(calc.statusCode, calc.body).toBe(200);
    expect(calc.json().data).toMatchObject({
      nights_count: 3,
      price: 9_000_000,
      nights_price: 27_000_000,
      total_price: 27_000_000,
    });
    const res = await inquiry({ listing_id: dear.id, guests: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select({ total: reservations.totalPriceMinor, rate: reservations.baseRateMinor })
      .from(reservations)
      .where(eq(reservations.id, res.json().data.reservation_id));
    expect(row).toEqual({ total: 2_700_000_000, rate: 900_000_000 });
    // Paying it by card is another matter: the provider's per-charge limit is named, and nothing is held.
    const before = await stored();
    const booked = await post(
      t,
      '/api/bookings',
      bookingBody(dear.id, { start_date: day(20), end_date: day(23), guests: 1 }),
    );
    expect(booked.statusCode, booked.body).toBe(422);
    expect(booked.json().errors.end_date).toEqual([
      'The price of this stay must be at most 999,999.99 EUR to be paid by card; choose a shorter stay',
    ]);
    expect(await stored()).toEqual(before);
  });
});
