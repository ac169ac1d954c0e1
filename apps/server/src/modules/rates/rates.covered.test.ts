import { asc, inArray } from 'drizzle-orm';
import { listingRates } from '../../db/schema/rates.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, post } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';

/** Saving a range removes the older ranges it wholly covers: they price no night (decision 0046). */
const t = useTestApp();
const host = useSignedInHost(t);

const setRate = async (listingId: number, from: number, to: number, price: number) => {
  const res = await post(
    t,
    '/api/rates',
    { listing_id: listingId, start_date: day(from), end_date: day(to), price },
    host.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
};
/** Each listing's ranges as [from, to, price], oldest first. */
const rangesOf = async (ids: number[]) =>
  (
    await t.db
      .select()
      .from(listingRates)
      .where(inArray(listingRates.listingId, ids))
      .orderBy(asc(listingRates.id))
  ).map((r) => [r.listingId, r.startDate, r.endDate, r.priceMinor / 100]);
const pricesOf = async (listingId: number, from: number, to: number) => {
  const res = await t.app.inject({
    url: `/api/rates?listing_id=${listingId}&from=${day(from)}&to=${day(to)}`,
    headers: host.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.nights as { price: number }[]).map((n) => n.price);
};

describe('a saved range removes the older ranges it wholly covers', () => {
  it('the same one-off price set twice is one row; a range only partly covered, or on another listing, stays', async () => {
    const l = await createListing(t.db, host.user.id);
    const other = await createListing(t.db, host.user.id);
    await setRate(l.id, 20, 22, 300);
    await setRate(other.id, 20, 22, 300);
    await setRate(l.id, 18, 21, 250);
    await setRate(l.id, 20, 22, 300);
    expect(await rangesOf([l.id, other.id])).toEqual([
      [other.id, day(20), day(22), 300],
      [l.id, day(18), day(21), 250],
      [l.id, day(20), day(22), 300],
    ]);
    expect(await pricesOf(l.id, 18, 22)).toEqual([250, 250, 300, 300]);
  });

  it('a season over an older one-off removes it; a newer one-off inside the season stays', async () => {
    const l = await createListing(t.db, host.user.id);
    await setRate(l.id, 12, 14, 300);
    await setRate(l.id, 10, 20, 150);
    await setRate(l.id, 15, 16, 199);
    expect(await rangesOf([l.id])).toEqual([
      [l.id, day(10), day(20), 150],
      [l.id, day(15), day(16), 199],
    ]);
    expect(await pricesOf(l.id, 12, 17)).toEqual([150, 150, 150, 199, 150]);
  });

  it('a range edited to cover an older one removes it, and not a newer one inside it', async () => {
    const l = await createListing(t.db, host.user.id);
    await setRate(l.id, 30, 32, 300);
    const season = await setRate(l.id, 10, 20, 150);
    await setRate(l.id, 33, 34, 199);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/rates/${season.id}`,
      headers: host.headers,
      payload: { start_date: day(28), end_date: day(40), price: 175 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rangesOf([l.id])).toEqual([
      [l.id, day(28), day(40), 175],
      [l.id, day(33), day(34), 199],
    ]);
  });

  it('the bulk edit’s new ranges remove the one-offs they cover, on each listing', async () => {
    const a = await createListing(t.db, host.user.id);
    const b = await createListing(t.db, host.user.id);
    await setRate(a.id, 12, 13, 300);
    await setRate(b.id, 12, 13, 300);
    await setRate(b.id, 9, 16, 120);
    const res = await post(
      t,
      '/api/calendar/bulk',
      {
        action: 'rate',
        price: 140,
        selections: [a.id, b.id].map((id) => ({ listing_id: id, start_date: day(11), end_date: day(14) })),
      },
      host.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await rangesOf([a.id, b.id])).toEqual([
      [b.id, day(9), day(16), 120],
      [a.id, day(11), day(14), 140],
      [b.id, day(11), day(14), 140],
    ]);
  });
});
