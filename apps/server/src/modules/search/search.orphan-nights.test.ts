import { createCalendarBlock } from '../../factories/content.factory.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { calculation, day, post } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';

/**
 * docs/requirements/host.md#R-H27: search follows the orphan-night rule as the quote does. A stay in a gap
 * shorter than the minimum stay is found under the rule's own minimum, and its card's total is the quote's.
 */
const t = useTestApp();
const host = useSignedInHost(t);

type Card = { id: number; total_price: number | null; nights_count: number | null };
const search = async (city: string, start: string, end: string): Promise<Card[]> => {
  const res = await t.app.inject({
    url: `/api/search?city=${city}&start=${start}&end=${end}&numberOfGuests=2`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const quote = async (listingId: number, start: string, end: string) => {
  const res = await calculation(t, listingId, start, end);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total_price: number; lines: { key: string; amount: number }[] };
};
const orphanRule = (listingId: number, percent = -30, minimum = 2) =>
  post(
    t,
    '/api/pricing-rules',
    { kind: 'orphan_nights', percent, minimum_nights: minimum, listing_ids: [listingId] },
    host.headers,
  );

/** A listing with a minimum stay of 5 and a 3-night gap: taken until day 34, free 34–37, blocked from 37. */
async function listingWithGap(city: string) {
  const l = await createListing(t.db, host.user.id, { city, minimumNights: 5 });
  await createReservation(t.db, l.id, { startDate: day(30), endDate: day(34) });
  await createCalendarBlock(t.db, l.id, { startDate: day(37), endDate: day(40) });
  return l;
}

describe('search and orphan nights', () => {
  it('finds a stay of exactly the gap below the minimum stay, priced as the quote with the orphan discount', async () => {
    const l = await listingWithGap('Faro');
    // Without the rule the 3-night gap is below the minimum stay of 5: not offered.
    expect((await search('Faro', day(34), day(37))).map((c) => c.id)).toEqual([]);
    expect((await orphanRule(l.id)).statusCode).toBe(200);

    const [card] = await search('Faro', day(34), day(37));
    const q = await quote(l.id, day(34), day(37));
    expect(q.lines.find((line) => line.key === 'rule_orphan_nights')?.amount).toBe(-90);
    expect(card).toMatchObject({ id: l.id, nights_count: 3, total_price: q.total_price });
    // 3 × 100, 30 % off, plus the cleaning fee.
    expect(card?.total_price).toBe(300 - 90 + 30);

    // A shorter stay inside the gap too, down to the rule's minimum and no further.
    const [inside] = await search('Faro', day(34), day(36));
    expect(inside?.total_price).toBe((await quote(l.id, day(34), day(36))).total_price);
    expect(await search('Faro', day(34), day(35))).toEqual([]);
  });

  it('gives no discount in a gap that is not orphan, and finds nothing below the minimum outside a gap', async () => {
    // A 6-night gap with a minimum stay of 5: an ordinary stay.
    const l = await createListing(t.db, host.user.id, { city: 'Braga', minimumNights: 5 });
    await createReservation(t.db, l.id, { startDate: day(30), endDate: day(34) });
    await createReservation(t.db, l.id, { startDate: day(40), endDate: day(42) });
    expect((await orphanRule(l.id)).statusCode).toBe(200);

    const [card] = await search('Braga', day(34), day(40));
    const q = await quote(l.id, day(34), day(40));
    expect(q.lines.some((line) => line.key.startsWith('rule_'))).toBe(false);
    expect(card).toMatchObject({ id: l.id, total_price: q.total_price });
    expect(card?.total_price).toBe(600 + 30);
    // Inside that gap, 2 nights stay below the listing's minimum; so do 2 nights after the last stay.
    expect(await search('Braga', day(34), day(36))).toEqual([]);
    expect(await search('Braga', day(42), day(44))).toEqual([]);
  });

  it('prices every card of a city as its own quote, rule or none', async () => {
    const listings = [await listingWithGap('Evora'), await listingWithGap('Evora')];
    await createListing(t.db, host.user.id, { city: 'Evora', minimumNights: 1 });
    const second = listings[1];
    if (!second) throw new Error('two listings');
    expect((await orphanRule(second.id, -50)).statusCode).toBe(200);
    const cards = await search('Evora', day(34), day(37));
    // The first listing has no rule (minimum 5: not offered); the rule's listing and the open one are.
    expect(cards.map((c) => c.id)).not.toContain(listings[0]?.id);
    expect(cards).toHaveLength(2);
    for (const c of cards) expect(c.total_price).toBe((await quote(c.id, day(34), day(37))).total_price);
    expect(cards.find((c) => c.id === second.id)?.total_price).toBe(150 + 30);
  });
});
