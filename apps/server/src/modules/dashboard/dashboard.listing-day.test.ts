import { monthOf, monthStart } from '@innkeep/contract/dashboard';
import { addDays } from '@innkeep/contract/dates';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { laEveningClock } from '../../test/listing-day-clock.ts';
import { useTestApp } from '../../test/test-app.ts';
import { dashboard } from './dashboard.service.ts';

/**
 * "Today" on the dashboard is each stay's listing's date, and the host's own date is the zone most of their
 * listings are in (decision 0009, after 0115), at 02:00 UTC: the evening before in Los
 * Angeles.
 */
const { utcDay, now, laToday } = laEveningClock();

const t = useTestApp();

const stay = (listingId: number, startDate: string, endDate: string, firstName: string) =>
  createReservation(t.db, listingId, { startDate, endDate, firstName, lastName: 'Guest' });

describe('the dashboard of a host in Los Angeles at 6 pm (02:00 UTC the next day)', () => {
  it("counts the Los Angeles date's arrivals and departures, and Tokyo's by Tokyo's date", async () => {
    const host = await createUser(t.db);
    const zoned = (timeZone: string) => createListing(t.db, host.id, { timeZone });
    const [la, la2, tokyo, tokyo2] = [
      await zoned('America/Los_Angeles'),
      await zoned('America/Los_Angeles'),
      await zoned('Asia/Tokyo'),
      await zoned('Asia/Tokyo'),
    ] as const;
    await createListing(t.db, host.id, { timeZone: 'America/Los_Angeles', draft: true, publishedAt: null });
    // Two deleted listings in Tokyo do not make the host's zone Tokyo's.
    for (let i = 0; i < 2; i += 1) {
      const gone = await zoned('Asia/Tokyo');
      await t.db.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, gone.id));
    }

    const tonight = await stay(la.id, laToday, addDays(laToday, 3), 'Ana'); // arrives today in LA
    const lastDay = await stay(la.id, addDays(laToday, 7), addDays(laToday, 12), 'Eve'); // LA's 7th day
    const leaving = await stay(la2.id, addDays(laToday, -2), laToday, 'Ben'); // leaves today in LA (UTC's yesterday)
    const tomorrow = await stay(la2.id, utcDay, addDays(utcDay, 1), 'Cy'); // UTC's today, LA's tomorrow
    await stay(la2.id, addDays(laToday, 8), addDays(laToday, 9), 'Dee'); // UTC's 7th day, past LA's window
    // In Tokyo it is 11:00 on UTC's date: a departure today there; an arrival yesterday there is not listed.
    const tokyoLeaves = await stay(tokyo.id, addDays(utcDay, -2), utcDay, 'Fumi');
    await stay(tokyo2.id, laToday, addDays(laToday, 10), 'Gen');

    const d = await dashboard(t.db, host.id, now);
    expect(d.time_zone).toBe('America/Los_Angeles');
    expect(d.today).toBe(laToday);
    expect(d.listings).toEqual({ published: 4, drafts: 1 });
    const seen = d.upcoming.map((u) => [u.reservation_id, u.kind, u.date, u.is_today]);
    expect(seen).toEqual([
      [tonight.id, 'arrival', laToday, true],
      [leaving.id, 'departure', laToday, true],
      [tomorrow.id, 'arrival', utcDay, false],
      [tokyoLeaves.id, 'departure', utcDay, true],
      [tomorrow.id, 'departure', addDays(utcDay, 1), false],
      [tonight.id, 'departure', addDays(laToday, 3), false],
      [lastDay.id, 'arrival', addDays(laToday, 7), false],
    ]);
    expect(d.arrivals).toEqual({ today: 1, next_7_days: 2 });
    expect(d.departures).toEqual({ today: 2, next_7_days: 2 });
  });

  it('gives a host without listings UTC and its date', async () => {
    const host = await createUser(t.db);
    const d = await dashboard(t.db, host.id, now);
    expect(d).toMatchObject({ time_zone: 'UTC', today: utcDay, upcoming: [] });
    expect(d.months[0]?.month).toBe(monthOf(utcDay));
  });
});

describe('the dashboard of a host in Tokyo at 8 am (23:00 UTC the day before)', () => {
  it("takes the month of Tokyo's date on the 1st, and leaves out Tokyo's yesterday", async () => {
    // The last day of a month at 23:00 UTC: the 1st of the next one in Tokyo.
    const lastOfMonth = addDays(monthStart(monthOf(utcDay), 1), -1);
    const early = new Date(`${lastOfMonth}T23:00:00Z`);
    const first = addDays(lastOfMonth, 1);
    const host = await createUser(t.db);
    const tokyo = await createListing(t.db, host.id, { timeZone: 'Asia/Tokyo' });
    await createListing(t.db, host.id, { timeZone: 'Asia/Tokyo' });
    await createListing(t.db, host.id, { timeZone: 'America/Los_Angeles' });
    await stay(tokyo.id, addDays(lastOfMonth, -2), lastOfMonth, 'Hana'); // left yesterday in Tokyo
    const arriving = await stay(tokyo.id, first, addDays(first, 2), 'Ichi');

    const d = await dashboard(t.db, host.id, early);
    expect(d).toMatchObject({ time_zone: 'Asia/Tokyo', today: first });
    expect(d.upcoming.map((u) => [u.reservation_id, u.kind, u.is_today])).toEqual([
      [arriving.id, 'arrival', true],
      [arriving.id, 'departure', false],
    ]);
    expect(d.departures).toEqual({ today: 0, next_7_days: 1 });
    // The months are Tokyo's: this one is the month that began there, with Ichi's two nights in it.
    expect(d.months[0]).toMatchObject({ month: monthOf(first), nights: 2 });
    expect(d.history.at(-1)?.month).toBe(monthOf(first));
  });
});
