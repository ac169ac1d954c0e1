import { addDays } from '@innkeep/contract/dates';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { laEveningClock } from '../../test/listing-day-clock.ts';
import { useTestApp } from '../../test/test-app.ts';
import { calculation, day } from '../bookings/bookings.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';
import { list, remove } from './listings.service.ts';
import { completeListing, useListingHost } from './listings.test-helpers.ts';

/** docs/requirements/host.md#R-H3: a listing with reservations is soft-deleted, and every read path treats it as gone. */
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const rowOf = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0];

const t = useTestApp();
const host = useListingHost(t);

describe('DELETE /api/listings/:id with reservations', () => {
  it('soft-deletes it: gone from host pages, guest pages, search and pricing, while its reservation stays', async () => {
    const l = await createListing(t.db, host.user.id, {
      city: 'Softhaven',
      externalListingName: 'Gone Cottage',
    });
    const past = await createReservation(t.db, l.id, { startDate: day(-30), endDate: day(-27), statusId: 6 });
    const inquiry = await createReservation(t.db, l.id, {
      startDate: day(30),
      endDate: day(33),
      statusId: 1,
    });
    // Before: the guest side sees it.
    expect((await get(`/api/stays/${l.id}`)).statusCode).toBe(200);
    expect((await get('/api/search?city=Softhaven')).json().data).toHaveLength(1);

    const res = await host.remove(l.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(l.id))?.deletedAt).toBeInstanceOf(Date);

    // Host: list, drafts, get, update, delete again.
    const ids = (body: { data: { id: number }[] }) => body.data.map((c) => c.id);
    expect(ids((await get('/api/listings', host.headers)).json())).not.toContain(l.id);
    expect(ids((await get('/api/listings/data/unpublic', host.headers)).json())).not.toContain(l.id);
    expect((await get(`/api/listings/${l.id}`, host.headers)).statusCode).toBe(404);
    const update = await host.send(completeListing(), { draft: true, listingId: l.id });
    expect(update.statusCode, update.body).toBe(404);
    expect((await host.remove(l.id)).statusCode).toBe(404);

    // Guests: stay page, search, categories, home, places, availability, calculation.
    expect((await get(`/api/stays/${l.id}`)).statusCode).toBe(404);
    expect((await get('/api/search?city=Softhaven')).json().data).toEqual([]);
    expect(ids((await get('/api/search/category/apartment')).json())).not.toContain(l.id);
    const home = (await get('/api/search/home-listings')).json().data;
    expect(home.topListings.map((c: { id: number }) => c.id)).not.toContain(l.id);
    expect((await get('/api/places?q=softh')).json().data).toEqual([]);
    expect((await get(`/api/bookings/unavailable-dates?listing_id=${l.id}`)).statusCode).toBe(404);
    const calc = await calculation(t, l.id, day(40), day(43));
    expect(calc.statusCode).toBe(422);
    expect(calc.json().errors.listing_id).toHaveLength(1);

    // The host's reservations keep its history, named after the listing.
    const mine = (await get('/api/reservations', host.headers)).json().data as {
      id: number;
      listing: { external_listing_name: string };
    }[];
    expect(mine.filter((r) => [past.id, inquiry.id].includes(r.id))).toHaveLength(2);
    expect(mine.find((r) => r.id === past.id)?.listing.external_listing_name).toBe('Gone Cottage');
    // And an inquiry on it can no longer be approved.
    const approve = await changeStatus(t, host.headers, inquiry.id, 3);
    expect(approve.statusCode).toBe(409);
  });

  it('deletes a listing that never had a reservation, and still refuses one with an upcoming paid stay', async () => {
    const plain = await host.send(completeListing(), { draft: true });
    const id = plain.json().data.id as number;
    expect((await host.remove(id)).statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();

    const busy = await createListing(t.db, host.user.id);
    await createReservation(t.db, busy.id, { startDate: day(5), endDate: day(8), statusId: 6 });
    const res = await host.remove(busy.id);
    expect(res.statusCode).toBe(409);
    expect((await rowOf(busy.id))?.deletedAt).toBeNull();
  });

  it("counts the upcoming stays on the host's cards, and the 409 says how many, until they are cancelled", async () => {
    const busy = await createListing(t.db, host.user.id, { externalListingName: 'Busy Barn' });
    await createReservation(t.db, busy.id, { startDate: day(10), endDate: day(13), statusId: 6 });
    const held = await createReservation(t.db, busy.id, {
      startDate: day(20),
      endDate: day(23),
      statusId: 3,
    });
    // Not counted: an inquiry holds nothing, a past stay is over.
    await createReservation(t.db, busy.id, { startDate: day(30), endDate: day(33), statusId: 1 });
    await createReservation(t.db, busy.id, { startDate: day(-9), endDate: day(-6), statusId: 6 });
    const card = async () =>
      (
        (await get('/api/listings', host.headers)).json().data as { id: number; upcoming_stays: number }[]
      ).find((c) => c.id === busy.id);
    expect((await card())?.upcoming_stays).toBe(2);
    const refused = await host.remove(busy.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This listing has 2 upcoming reservations holding dates, so it cannot be deleted. Cancel or move them first.',
    );
    const cancel = await changeStatus(t, host.headers, held.id, 5);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await card())?.upcoming_stays).toBe(1);
    expect((await host.remove(busy.id)).json().error).toContain('1 upcoming reservation holding dates');
  });
});

describe('upcoming by the listing’s date (decision 0115)', () => {
  it('keeps a listing whose guest is still there in Los Angeles, though the stay ended on the UTC date', async () => {
    const { now, utcDay } = laEveningClock();
    const deps = { db: t.db, storage: t.app.deps.storage };
    const staying = async (timeZone: string) => {
      const l = await createListing(t.db, host.user.id, { timeZone });
      await createReservation(t.db, l.id, { startDate: addDays(utcDay, -3), endDate: utcDay, statusId: 6 });
      return l.id;
    };
    const [la, tokyo] = [await staying('America/Los_Angeles'), await staying('Asia/Tokyo')];
    const cards = await list(deps, host.user.id, false, now);
    expect(cards.find((c) => c.id === la)?.upcoming_stays).toBe(1);
    expect(cards.find((c) => c.id === tokyo)?.upcoming_stays).toBe(0);
    await expect(remove(deps, host.user.id, la, now)).rejects.toMatchObject({ code: 'CONFLICT' });
    await remove(deps, host.user.id, tokyo, now);
    expect((await rowOf(tokyo))?.deletedAt).not.toBeNull();
  });
});
