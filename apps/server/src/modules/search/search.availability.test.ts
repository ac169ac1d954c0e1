import { addDays, todayIso } from '@innkeep/contract/dates';
import type { ListingCard } from '@innkeep/contract/search';
import { eq, sql } from 'drizzle-orm';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { listings } from '../../db/schema/listings.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expireHolds } from '../reservations/reservations.test-helpers.ts';

// The search reads busy nights from listing_availability, kept by triggers (decision record 0045). These
// tests change availability every way the product does and check both the search and the stored summary.

let hostId: number;
const day = (n: number) => addDays(todayIso(), n);

const t = useTestApp();
beforeAll(async () => {
  hostId = (await createUser(t.db)).id;
});

/** Listings (of these) that a search for nights [from, to) offers. */
async function offered(city: string, from: number, to: number): Promise<number[]> {
  const qs = new URLSearchParams({ city, start: day(from), end: day(to) });
  const res = await t.app.inject({ url: `/api/search?${qs}` });
  expect(res.statusCode).toBe(200);
  return (res.json().data as ListingCard[]).map((c) => c.id).sort((a, b) => a - b);
}

/** Listings whose stored busy nights differ from a recomputation over reservations and blocks. */
async function drifted(): Promise<unknown[]> {
  const result = await t.db.execute(sql`
    with truth as (
      select listing_id, range_agg(s) as busy from (
        select listing_id, stay as s from reservations where status_id in (3, 4, 6) and end_date >= current_date - 2
        union all select listing_id, stay from calendar_blocks where end_date >= current_date - 2
      ) nights group by listing_id
    )
    select l.id, a.busy as stored, truth.busy as truth from listings l
    left join listing_availability a on a.listing_id = l.id
    left join truth on truth.listing_id = l.id
    where coalesce(a.busy, '{}') is distinct from coalesce(truth.busy, '{}')`);
  return (result as unknown as { rows: unknown[] }).rows;
}

afterEach(async () => {
  expect(await drifted()).toEqual([]);
});

describe('search availability', () => {
  it('follows bookings, cancellations, moves between dates and listings, and deletions', async () => {
    const city = 'Availability One';
    const a = await createListing(t.db, hostId, { city });
    const b = await createListing(t.db, hostId, { city });
    expect(await offered(city, 10, 12)).toEqual([a.id, b.id]);

    const stay = await createReservation(t.db, a.id, { startDate: day(10), endDate: day(12), statusId: 6 });
    expect(await offered(city, 10, 12)).toEqual([b.id]);
    expect(await offered(city, 12, 14)).toEqual([a.id, b.id]);

    // Moved later: the old nights come free, the new ones are taken.
    await t.db
      .update(reservations)
      .set({ startDate: day(20), endDate: day(22) })
      .where(eq(reservations.id, stay.id));
    expect(await offered(city, 10, 12)).toEqual([a.id, b.id]);
    expect(await offered(city, 21, 23)).toEqual([b.id]);

    // Moved to the other listing.
    await t.db.update(reservations).set({ listingId: b.id }).where(eq(reservations.id, stay.id));
    expect(await offered(city, 21, 23)).toEqual([a.id]);

    // Cancelled: free again.
    await t.db.update(reservations).set({ statusId: 5 }).where(eq(reservations.id, stay.id));
    expect(await offered(city, 21, 23)).toEqual([a.id, b.id]);

    // A payment in progress (4) holds the nights; deleting the row frees them.
    const paying = await createReservation(t.db, a.id, { startDate: day(30), endDate: day(31), statusId: 4 });
    expect(await offered(city, 30, 31)).toEqual([b.id]);
    await t.db.delete(reservations).where(eq(reservations.id, paying.id));
    expect(await offered(city, 30, 31)).toEqual([a.id, b.id]);

    // A status change that does not touch the dates' holding (3 -> 6) keeps them taken.
    const approved = await createReservation(t.db, a.id, {
      startDate: day(40),
      endDate: day(42),
      statusId: 3,
    });
    await t.db.update(reservations).set({ statusId: 6 }).where(eq(reservations.id, approved.id));
    expect(await offered(city, 41, 42)).toEqual([b.id]);
  });

  it('follows expired holds (the job)', async () => {
    const city = 'Availability Two';
    const l = await createListing(t.db, hostId, { city });
    await createReservation(t.db, l.id, {
      startDate: day(5),
      endDate: day(8),
      statusId: 3,
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    expect(await offered(city, 6, 7)).toEqual([]);
    expect(await expireHolds(t.db)).toBeGreaterThanOrEqual(1);
    expect(await offered(city, 6, 7)).toEqual([l.id]);
  });

  it('follows calendar blocks: overlapping ones, moved ones, removed ones, and a deleted listing', async () => {
    const city = 'Availability Three';
    const l = await createListing(t.db, hostId, { city });
    const [first] = await t.db
      .insert(calendarBlocks)
      .values({ listingId: l.id, startDate: day(10), endDate: day(15) })
      .returning();
    // A second block over part of the first (two channels' feeds can overlap) and one of many rows at once.
    const [second] = await t.db
      .insert(calendarBlocks)
      .values([
        { listingId: l.id, startDate: day(12), endDate: day(18) },
        { listingId: l.id, startDate: day(40), endDate: day(41) },
      ])
      .returning();
    expect(await offered(city, 16, 17)).toEqual([]);
    // Removing the first keeps the nights the second still covers.
    await t.db.delete(calendarBlocks).where(eq(calendarBlocks.id, first!.id));
    expect(await offered(city, 10, 12)).toEqual([l.id]);
    expect(await offered(city, 12, 13)).toEqual([]);
    await t.db
      .update(calendarBlocks)
      .set({ startDate: day(50), endDate: day(52) })
      .where(eq(calendarBlocks.id, second!.id));
    expect(await offered(city, 12, 13)).toEqual([l.id]);
    expect(await offered(city, 51, 52)).toEqual([]);

    // A listing deleted outright (one never booked) takes its blocks and its summary with it.
    await t.db.delete(listings).where(eq(listings.id, l.id));
    const left = await t.db.execute(sql`select 1 from listing_availability where listing_id = ${l.id}`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('stays exact when many writers change one listing at once', async () => {
    // On PostgreSQL these transactions run on separate connections and interleave; each waits for the
    // listing's summary row before recomputing, so none overwrites another's nights.
    const city = 'Availability Four';
    const l = await createListing(t.db, hostId, { city });
    // A summary row already exists, so the writers contend on updating it rather than on creating it.
    await createReservation(t.db, l.id, { startDate: day(1), endDate: day(2), statusId: 6 });
    const writers = Array.from({ length: 12 }, (_, i) =>
      t.db.transaction(async (tx) => {
        if (i % 3 === 0) {
          await tx
            .insert(calendarBlocks)
            .values({ listingId: l.id, startDate: day(100 + i), endDate: day(102 + i) });
        } else {
          await createReservation(tx, l.id, {
            startDate: day(10 + 3 * i),
            endDate: day(12 + 3 * i),
            statusId: 6,
          });
        }
        // Hold the transaction open a moment so the others run into it (PGlite runs them one by one).
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
    );
    await Promise.all(writers);
    for (let i = 0; i < 12; i++) {
      const nights = i % 3 === 0 ? [100 + i, 101 + i] : [10 + 3 * i, 11 + 3 * i];
      expect(await offered(city, nights[0]!, nights[1]! + 1)).toEqual([]);
    }
    // The drift check after each test compares every listing's summary with a recomputation.
  });

  it('never offers nights booked by a commit that finished before the search began, while others book', async () => {
    const city = 'Availability Five';
    const l = await createListing(t.db, hostId, { city });
    const noise = await createListing(t.db, hostId, { city: 'Availability Noise' });
    let stop = false;
    const background = (async () => {
      for (let i = 0; !stop; i++) {
        await createReservation(t.db, noise.id, { startDate: day(200 + 2 * i), endDate: day(201 + 2 * i) });
        // PGlite answers within microtasks: yield so the searches get their turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let i = 0; i < 15; i++) {
      await createReservation(t.db, l.id, {
        startDate: day(10 + 2 * i),
        endDate: day(11 + 2 * i),
        statusId: 3,
      });
      expect(await offered(city, 10 + 2 * i, 11 + 2 * i)).toEqual([]);
    }
    stop = true;
    await background;
  });
});
