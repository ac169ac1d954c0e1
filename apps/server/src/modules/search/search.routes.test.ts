import { addDays, todayIso } from '@innkeep/contract/dates';
import type { ListingCard } from '@innkeep/contract/search';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { listingImages } from '../../db/schema/listings.ts';
import { listingRates } from '../../db/schema/rates.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';

let hostId: number;
const day = (n: number) => addDays(todayIso(), n);
const ids = (body: { data: ListingCard[] }) => body.data.map((c) => c.id).sort((a, b) => a - b);
const search = async (query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return t.app.inject({ url: `/api/search?${qs}` });
};

const t = useTestApp();
beforeAll(async () => {
  hostId = (await createUser(t.db)).id;
});

describe('GET /api/search', () => {
  it('finds published listings by city, ignoring case and accents, and never drafts', async () => {
    const zurich = await createListing(t.db, hostId, { city: 'Zürich', externalListingName: 'Lake view' });
    await createListing(t.db, hostId, { city: 'Zürich', draft: true, publishedAt: null });
    await createListing(t.db, hostId, { city: 'Geneva' });
    for (const city of ['zurich', 'ZÜRICH', 'Zurich, Switzerland']) {
      const res = await search({ city });
      expect(res.statusCode).toBe(200);
      expect(ids(res.json())).toEqual([zurich.id]);
    }
    const card = (await search({ city: 'zurich' })).json().data[0];
    expect(card).toMatchObject({
      id: zurich.id,
      external_listing_name: 'Lake view',
      city: 'Zürich',
      currency_code: 'EUR',
      currency_symbol: '€',
      price: 100,
      total_price: null,
      nights_count: null,
      paid_on_arrival: [],
      property_type: { name: 'Apartment' },
      images: [],
    });
  });

  it('with dates: excludes overlapping date-holding stays and blocks, keeps back-to-back and non-holding ones', async () => {
    const city = 'Porto';
    const free = await createListing(t.db, hostId, { city });
    const overlapping = await createListing(t.db, hostId, { city });
    const backToBack = await createListing(t.db, hostId, { city });
    const inquiryOnly = await createListing(t.db, hostId, { city });
    const blocked = await createListing(t.db, hostId, { city });
    const otherListingBooked = await createListing(t.db, hostId, { city });
    await createReservation(t.db, overlapping.id, { startDate: day(12), endDate: day(15), statusId: 3 });
    await createReservation(t.db, backToBack.id, { startDate: day(5), endDate: day(10), statusId: 6 });
    await createReservation(t.db, backToBack.id, { startDate: day(14), endDate: day(18), statusId: 4 });
    await createReservation(t.db, inquiryOnly.id, { startDate: day(10), endDate: day(14), statusId: 1 });
    await createReservation(t.db, inquiryOnly.id, { startDate: day(10), endDate: day(14), statusId: 5 });
    await t.db.insert(calendarBlocks).values({ listingId: blocked.id, startDate: day(13), endDate: day(14) });
    await createReservation(t.db, otherListingBooked.id, { startDate: day(30), endDate: day(35) });

    const withDates = await search({ city, start: day(10), end: day(14), numberOfGuests: 2 });
    expect(withDates.statusCode).toBe(200);
    expect(ids(withDates.json())).toEqual([free.id, backToBack.id, inquiryOnly.id, otherListingBooked.id]);

    const withoutDates = await search({ city });
    expect(withoutDates.json().meta.total).toBe(6);
  });

  it('prices the stay on each card when dates are given', async () => {
    const l = await createListing(t.db, hostId, { city: 'Sintra', guestsIncluded: 2, weeklyDiscount: 10 });
    const res = await search({ city: 'Sintra', start: day(20), end: day(27), numberOfGuests: 3 });
    const [card] = res.json().data;
    expect(card.id).toBe(l.id);
    // (7 × 100 + 1 × 10 × 7) × 0.9 + 30 cleaning = 723; the 200 deposit is held apart, never in the headline
    expect(card).toMatchObject({ price: 100, nights_count: 7, total_price: 723, paid_on_arrival: [] });
  });

  it('names the fee the host collects on arrival beside the total, and none without dates', async () => {
    const l = await createListing(t.db, hostId, { city: 'Évora', excludedFees: ['cleaning_fee'] });
    const [card] = (await search({ city: 'Évora', start: day(20), end: day(23), numberOfGuests: 2 })).json()
      .data;
    expect(card.id).toBe(l.id);
    // 3 × 100; the 30 cleaning fee is paid to the host at the door, so it is named, not added.
    expect(card).toMatchObject({
      total_price: 300,
      paid_on_arrival: [{ key: 'cleaning_fee', label: 'Cleaning fee', amount: 30 }],
    });
    expect((await search({ city: 'Évora' })).json().data[0].paid_on_arrival).toEqual([]);
  });

  it('excludes listings that cannot host that many guests', async () => {
    const small = await createListing(t.db, hostId, { city: 'Kyoto', personCapacity: 2 });
    const big = await createListing(t.db, hostId, { city: 'Kyoto', personCapacity: 6 });
    expect(ids((await search({ city: 'Kyoto', numberOfGuests: 2 })).json())).toEqual([small.id, big.id]);
    expect(ids((await search({ city: 'Kyoto', numberOfGuests: 3 })).json())).toEqual([big.id]);
    expect(ids((await search({ city: 'Kyoto', numberOfGuests: 7 })).json())).toEqual([]);
    // 0 (the spec's "Add guests") is read as 1 guest, the count the prices are for.
    expect(ids((await search({ city: 'Kyoto', numberOfGuests: 0 })).json())).toEqual([small.id, big.id]);
    const over = await search({ city: 'Kyoto', numberOfGuests: 101 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.numberOfGuests).toEqual(['Guests must be a whole number from 1 to 100']);
  });

  it('when the guest count finds nothing, says the most guests a stay matching the rest takes', async () => {
    const city = 'Nagoya';
    await createListing(t.db, hostId, { city, personCapacity: 2 });
    await createListing(t.db, hostId, { city, personCapacity: 6 });
    await createListing(t.db, hostId, { city, personCapacity: 20, draft: true, publishedAt: null });
    const booked = await createListing(t.db, hostId, { city, personCapacity: 12 });
    await createReservation(t.db, booked.id, { startDate: day(10), endDate: day(14), statusId: 6 });

    const dated = (await search({ city, start: day(10), end: day(12), numberOfGuests: 7 })).json();
    expect(dated.meta).toMatchObject({ total: 0, largest_capacity: 6 });
    expect((await search({ city, numberOfGuests: 50 })).json().meta.largest_capacity).toBe(12);
    // Found something, or nothing even for fewer guests: the guest count is not why, and it is not said.
    expect((await search({ city, numberOfGuests: 6 })).json().meta.largest_capacity).toBeUndefined();
    const filtered = (await search({ city, numberOfGuests: 50, bedrooms: 50 })).json();
    expect(filtered.meta.total).toBe(0);
    expect(filtered.meta.largest_capacity).toBeUndefined();
    expect((await search({ city: 'Nowhere', numberOfGuests: 50 })).json().meta).not.toHaveProperty(
      'largest_capacity',
    );
  });

  it('requires every chosen amenity', async () => {
    const city = 'Cape Town';
    const pool = await createListing(t.db, hostId, { city, swimmingPool: true });
    const both = await createListing(t.db, hostId, { city, swimmingPool: true, petsAllowed: true });
    await createListing(t.db, hostId, { city, petsAllowed: false });
    expect(ids((await search({ city, swimmingPool: 1 })).json())).toEqual([pool.id, both.id]);
    expect(ids((await search({ city, swimmingPool: 1, petsAllowed: 1 })).json())).toEqual([both.id]);
    expect(ids((await search({ city, swimmingPool: 0 })).json())).toHaveLength(3);
  });

  it('keeps only listings whose minimum and maximum nights allow the stay', async () => {
    const city = 'Tokyo';
    const min3 = await createListing(t.db, hostId, { city, minimumNights: 3, maximumNights: 10 });
    const min1max2 = await createListing(t.db, hostId, { city, minimumNights: 1, maximumNights: 2 });
    const open = await createListing(t.db, hostId, { city, minimumNights: null, maximumNights: null });
    expect(ids((await search({ city, start: day(40), end: day(42) })).json())).toEqual([
      min1max2.id,
      open.id,
    ]);
    expect(ids((await search({ city, start: day(40), end: day(43) })).json())).toEqual([min3.id, open.id]);
    expect(ids((await search({ city, start: day(40), end: day(51) })).json())).toEqual([open.id]);
  });

  it('treats no capacity, no minimum stay and a maximum stay of 0 as no limit', async () => {
    const city = 'Osaka';
    const open = await createListing(t.db, hostId, {
      city,
      personCapacity: null,
      minimumNights: null,
      maximumNights: 0,
    });
    const bounded = await createListing(t.db, hostId, {
      city,
      personCapacity: 2,
      minimumNights: 2,
      maximumNights: 3,
    });
    const found = async (q: Record<string, unknown>) => ids((await search({ city, ...q })).json());
    expect(await found({ numberOfGuests: 9, start: day(40), end: day(50) })).toEqual([open.id]);
    expect(await found({ numberOfGuests: 2, start: day(40), end: day(42) })).toEqual([open.id, bounded.id]);
    expect(await found({ numberOfGuests: 2, start: day(40), end: day(41) })).toEqual([open.id]);
    expect(await found({ numberOfGuests: 3, start: day(40), end: day(42) })).toEqual([open.id]);
  });

  it("applies a season's minimum stay to stays starting in it, as booking does (the latest range wins)", async () => {
    const city = 'Sapporo';
    const rate = (listingId: number, from: number, to: number, minimumNights: number | null) =>
      t.db.insert(listingRates).values({
        listingId,
        startDate: day(from),
        endDate: day(to),
        priceMinor: 100_00,
        minimumNights,
      });
    const summer = await createListing(t.db, hostId, { city, minimumNights: 2, maximumNights: null });
    await rate(summer.id, 60, 90, 7);
    const lowered = await createListing(t.db, hostId, { city, minimumNights: 5, maximumNights: null });
    await rate(lowered.id, 60, 90, 1);
    const overridden = await createListing(t.db, hostId, { city, minimumNights: 2, maximumNights: null });
    await rate(overridden.id, 60, 90, 7);
    await rate(overridden.id, 65, 70, null); // later, no minimum of its own: the listing's 2 for its nights
    const found = async (from: number, nights: number) =>
      ids((await search({ city, start: day(from), end: day(from + nights) })).json());
    expect(await found(61, 3)).toEqual([lowered.id]);
    expect(await found(66, 3)).toEqual([lowered.id, overridden.id]);
    expect(await found(61, 7)).toEqual([summer.id, lowered.id, overridden.id]);
    // Before the season: the listings' own minimums; a stay reaching into it is judged by its first night.
    expect(await found(55, 3)).toEqual([summer.id, overridden.id]);
    expect(await found(57, 5)).toEqual([summer.id, lowered.id, overridden.id]);
  });

  it('paginates in a stable order, newest first, with the total', async () => {
    const city = 'Barcelona';
    const created = [];
    for (let i = 0; i < 5; i++) {
      created.push(await createListing(t.db, hostId, { city, publishedAt: new Date(Date.UTC(2025, 0, 1)) }));
    }
    const expected = created.map((l) => l.id).sort((a, b) => b - a);
    const page1 = (await search({ city, per_page: 2, page: 1 })).json();
    const page2 = (await search({ city, per_page: 2, page: 2 })).json();
    const page3 = (await search({ city, per_page: 2, page: 3 })).json();
    expect([...page1.data, ...page2.data, ...page3.data].map((c: ListingCard) => c.id)).toEqual(expected);
    expect(page1.meta).toEqual({ page: 1, per_page: 2, total: 5 });
    const beyond = (await search({ city, per_page: 2, page: 9 })).json();
    expect(beyond).toEqual({ data: [], meta: { page: 9, per_page: 2, total: 5 } });
  });

  it('returns the cover photo (first by position) with a WebP srcset; the stay page every photo with its caption', async () => {
    const l = await createListing(t.db, hostId, { city: 'London' });
    await t.db.insert(listingImages).values(
      Array.from({ length: 6 }, (_, i) => ({
        listingId: l.id,
        // The host's caption for this site on some photos; one only of spaces, which is none.
        engineCaption: i === 4 ? '   ' : i % 2 === 1 ? `Room ${i}` : null,
        channelCaption: `Airbnb ${i}`,
        file: `listings/${l.id}/p${i}.jpg`,
        originalName: `p${i}.jpg`,
        sizeBytes: 1000,
        width: 2000,
        height: 1333,
        position: 5 - i,
        variants: [480, 960, 1600].map((w) => ({
          width: w,
          height: Math.round(w / 1.5),
          key: `listings/${l.id}/p${i}-${w}.webp`,
        })),
      })),
    );
    const [card] = (await search({ city: 'London' })).json().data;
    expect(card.images).toHaveLength(1);
    expect(card.images[0]).toEqual({
      url: `/uploads/listings/${l.id}/p5-960.webp`,
      srcset: `/uploads/listings/${l.id}/p5-480.webp 480w, /uploads/listings/${l.id}/p5-960.webp 960w, /uploads/listings/${l.id}/p5-1600.webp 1600w`,
      width: 2000,
      height: 1333,
    });
    const stay = await t.app.inject({ url: `/api/stays/${l.id}` });
    expect(stay.statusCode, stay.body).toBe(200);
    const photos = stay.json().data.images as { url: string; caption: string | null }[];
    expect(photos.map((p) => [p.url.replace(/.*\//, ''), p.caption])).toEqual([
      ['p5-960.webp', 'Room 5'],
      ['p4-960.webp', null],
      ['p3-960.webp', 'Room 3'],
      ['p2-960.webp', null],
      ['p1-960.webp', 'Room 1'],
      ['p0-960.webp', null],
    ]);
  });

  it('answers bad queries with 422 and the field', async () => {
    const half = await search({ city: 'Porto', start: day(3) });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.end).toEqual(['Choose both check-in and check-out dates']);
    const reversed = await search({ start: day(5), end: day(3) });
    expect(reversed.json().errors.end).toEqual(['Check-out date must be after the check-in date']);
    const past = await search({ start: day(-2), end: day(3) });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.start).toEqual(['Check-in date cannot be in the past']);
    expect((await search({ start: 'tomorrow', end: day(3) })).statusCode).toBe(422);
  });
});

describe('GET /api/search/category/{slug} and /api/search/home-listings', () => {
  it('lists a property type by slug and 404s an unknown one', async () => {
    const villa = await createListing(t.db, hostId, { city: 'Nice', propertyTypeId: 3 });
    const res = await t.app.inject({ url: '/api/search/category/villa' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category).toEqual({ id: 3, name: 'Villa', slug: 'villa' });
    expect(body.data.map((c: ListingCard) => c.id)).toContain(villa.id);
    expect(body.data.every((c: ListingCard) => c.property_type?.id === 3)).toBe(true);
    expect((await t.app.inject({ url: '/api/search/category/spaceship' })).statusCode).toBe(404);
  });

  it('returns top listings and listings grouped by category', async () => {
    const deal = await createListing(t.db, hostId, { city: 'Faro', weeklyDiscount: 40, propertyTypeId: 4 });
    const res = await t.app.inject({ url: '/api/search/home-listings' });
    expect(res.statusCode).toBe(200);
    const { topListings, groupedByCategory } = res.json().data;
    expect(topListings[0].id).toBe(deal.id);
    expect(topListings.length).toBeLessThanOrEqual(8);
    const cabins = groupedByCategory.find((g: { category: { slug: string } }) => g.category.slug === 'cabin');
    expect(cabins).toMatchObject({ category: { id: 4, name: 'Cabin' }, image: null });
    expect(cabins.listings.map((c: ListingCard) => c.id)).toEqual([deal.id]);
    const apartments = groupedByCategory.find(
      (g: { category: { slug: string } }) => g.category.slug === 'apartment',
    );
    expect(apartments.listings.length).toBeLessThanOrEqual(8);
    expect(apartments.image).toMatch(/^\/uploads\/.*\.webp$/);
  });
});
