import { monthOf, monthStart } from '@innkeep/contract/dashboard';
import { addDays, todayIso } from '@innkeep/contract/dates';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';

const t = useTestApp();

const get = (headers: Record<string, string>) => t.app.inject({ url: '/api/dashboard', headers });

describe('GET /api/dashboard', () => {
  it('needs a signed-in host', async () => {
    expect((await t.app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('gives a new host zeros, twelve empty months and no listings', async () => {
    const host = await signedInHost(t.db);
    const res = await get(host.headers);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      today: todayIso(),
      time_zone: 'UTC',
      listings: { published: 0, drafts: 0 },
      arrivals: { today: 0, next_7_days: 0 },
      departures: { today: 0, next_7_days: 0 },
      upcoming: [],
      pending_inquiries: 0,
      unpaid_holds: 0,
    });
    expect(d.history).toHaveLength(12);
    expect(d.history.at(-1)).toEqual({ month: monthOf(todayIso()), nights: 0, revenue: [], taxes: [] });
    expect(d.months.map((m: { occupancy_percent: number }) => m.occupancy_percent)).toEqual([0, 0]);
  });

  it('counts booked nights and revenue per month and currency, by the night, against hand-computed figures', async () => {
    const host = await signedInHost(t.db);
    const other = await signedInHost(t.db);
    const month = monthOf(todayIso());
    const first = monthStart(month); // 1st of this month
    const next = monthStart(month, 1); // 1st of next month
    const eur = await createListing(t.db, host.user.id, { externalListingName: 'Flat' });
    const yen = await createListing(t.db, host.user.id, {
      externalListingName: 'Ryokan',
      currencyCode: 'JPY',
    });
    await createListing(t.db, host.user.id, { draft: true, publishedAt: null });
    const gone = await createListing(t.db, host.user.id);
    await t.db.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, gone.id));

    // Paid, 3 nights across the turn of the month: 2 nights last month (100.01 + 100.00), 1 this month (100.00).
    await createReservation(t.db, eur.id, {
      startDate: addDays(first, -2),
      endDate: addDays(first, 1),
      totalPriceMinor: 300_01,
    });
    // Payment processing counts too: 4 nights this month, 412.00 paid of which 12.00 city tax the host pays on.
    await createReservation(t.db, eur.id, {
      statusId: 4,
      startDate: addDays(first, 3),
      endDate: addDays(first, 7),
      totalPriceMinor: 412_00,
      taxesMinor: 12_00,
    });
    // Yen, paid: 2 nights at the end of this month, 1 in the next (3 × 10 000 ¥).
    await createReservation(t.db, yen.id, {
      currency: 'JPY',
      startDate: addDays(next, -2),
      endDate: addDays(next, 1),
      totalPriceMinor: 30_000,
    });
    // A deleted listing's paid stay stays in the history: 5 nights next month, 250.00.
    await createReservation(t.db, gone.id, {
      startDate: addDays(next, 10),
      endDate: addDays(next, 15),
      totalPriceMinor: 250_00,
    });
    // Not booked: inquiry, declined, approved hold, cancelled; and another host's paid stay.
    for (const statusId of [1, 2, 3, 5]) {
      await createReservation(t.db, eur.id, {
        statusId,
        startDate: addDays(first, 10),
        endDate: addDays(first, 12),
        totalPriceMinor: 999_00,
      });
    }
    const theirs = await createListing(t.db, other.user.id);
    await createReservation(t.db, theirs.id, {
      startDate: addDays(first, 1),
      endDate: addDays(first, 5),
      totalPriceMinor: 999_00,
    });
    // Eleven months back is the oldest month shown (1 night, 80.00); twelve back is not.
    const oldest = monthStart(month, -11);
    await createReservation(t.db, eur.id, {
      startDate: oldest,
      endDate: addDays(oldest, 1),
      totalPriceMinor: 80_00,
    });
    await createReservation(t.db, eur.id, {
      startDate: addDays(oldest, -1),
      endDate: oldest,
      totalPriceMinor: 70_00,
    });

    // Five months ahead: on the books, shown in the forward months (3 nights, 90.00); seven ahead is beyond them.
    const ahead5 = monthStart(month, 5);
    await createReservation(t.db, eur.id, {
      startDate: ahead5,
      endDate: addDays(ahead5, 3),
      totalPriceMinor: 90_00,
    });
    const ahead7 = monthStart(month, 7);
    await createReservation(t.db, eur.id, {
      startDate: ahead7,
      endDate: addDays(ahead7, 3),
      totalPriceMinor: 60_00,
    });

    const d = (await get(host.headers)).json().data;
    expect(d.listings).toEqual({ published: 2, drafts: 1 });
    expect(d.pending_inquiries).toBe(1);
    expect(d.unpaid_holds).toBe(1);

    const daysThis = Math.round((Date.parse(next) - Date.parse(first)) / 86_400_000);
    const nextMonth = monthOf(next);
    const daysNext = Math.round((Date.parse(monthStart(month, 2)) - Date.parse(next)) / 86_400_000);
    expect(d.months).toEqual([
      {
        month,
        nights: 1 + 4 + 2,
        revenue: [
          { currency: 'EUR', amount: 500 },
          { currency: 'JPY', amount: 20_000 },
        ],
        taxes: [{ currency: 'EUR', amount: 12 }],
        occupancy_percent: Math.round((7 / (2 * daysThis)) * 100),
      },
      {
        month: nextMonth,
        nights: 1 + 5,
        revenue: [
          { currency: 'EUR', amount: 250 },
          { currency: 'JPY', amount: 10_000 },
        ],
        taxes: [],
        occupancy_percent: Math.round((6 / (2 * daysNext)) * 100),
      },
    ]);
    expect(d.history).toHaveLength(12);
    expect(d.history[0]).toEqual({
      month: monthOf(oldest),
      nights: 1,
      revenue: [{ currency: 'EUR', amount: 80 }],
      taxes: [],
    });
    expect(d.history[10]).toEqual({
      month: monthOf(monthStart(month, -1)),
      nights: 2,
      revenue: [{ currency: 'EUR', amount: 200.01 }],
      taxes: [],
    });
    expect(d.history[11]).toEqual({
      month,
      nights: 7,
      revenue: d.months[0].revenue,
      taxes: d.months[0].taxes,
    });
    expect(d.history.slice(1, 10).every((m: { nights: number }) => m.nights === 0)).toBe(true);
    // The next six months as booked so far: next month's stays, then a paid stay five months ahead.
    expect(d.forward).toHaveLength(6);
    expect(d.forward[0]).toEqual({ month: nextMonth, nights: 6, revenue: d.months[1].revenue, taxes: [] });
    expect(d.forward.map((m: { month: string }) => m.month)).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => monthOf(monthStart(month, i))),
    );
    expect(d.forward[4]).toEqual({
      month: monthOf(monthStart(month, 5)),
      nights: 3,
      revenue: [{ currency: 'EUR', amount: 90 }],
      taxes: [],
    });
  });

  it("lists today's and the next 7 days' arrivals and departures of booked stays only", async () => {
    const host = await signedInHost(t.db);
    const today = todayIso();
    const l = await createListing(t.db, host.user.id, { externalListingName: 'Loft' });
    const day = (n: number) => addDays(today, n);
    const arrivesToday = await createReservation(t.db, l.id, {
      startDate: day(0),
      endDate: day(2),
      firstName: 'Ana',
      lastName: 'Lima',
    });
    const leavesToday = await createReservation(t.db, l.id, {
      startDate: day(-3),
      endDate: day(0),
      firstName: 'Ben',
      lastName: 'Ode',
      statusId: 4,
    });
    const inAWeek = await createReservation(t.db, l.id, {
      startDate: day(7),
      endDate: day(9),
      firstName: 'Cy',
      lastName: 'Ng',
    });
    await createReservation(t.db, l.id, { startDate: day(9), endDate: day(10) }); // arrives too late
    await createReservation(t.db, l.id, { startDate: day(3), endDate: day(5), statusId: 3 }); // a hold is not booked
    await createReservation(t.db, l.id, { startDate: day(3), endDate: day(5), statusId: 1 }); // nor an inquiry

    const d = (await get(host.headers)).json().data;
    expect(d.arrivals).toEqual({ today: 1, next_7_days: 1 });
    expect(d.departures).toEqual({ today: 1, next_7_days: 1 });
    expect(d.upcoming).toEqual([
      {
        reservation_id: arrivesToday.id,
        kind: 'arrival',
        date: day(0),
        is_today: true,
        guest_name: 'Ana Lima',
        listing_name: 'Loft',
      },
      {
        reservation_id: leavesToday.id,
        kind: 'departure',
        date: day(0),
        is_today: true,
        guest_name: 'Ben Ode',
        listing_name: 'Loft',
      },
      {
        reservation_id: arrivesToday.id,
        kind: 'departure',
        date: day(2),
        is_today: false,
        guest_name: 'Ana Lima',
        listing_name: 'Loft',
      },
      {
        reservation_id: inAWeek.id,
        kind: 'arrival',
        date: day(7),
        is_today: false,
        guest_name: 'Cy Ng',
        listing_name: 'Loft',
      },
    ]);
    expect(d.pending_inquiries).toBe(1);
    expect(d.unpaid_holds).toBe(1);
  });
});
