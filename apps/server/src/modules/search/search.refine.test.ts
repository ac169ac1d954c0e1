import { addDays, todayIso } from '@innkeep/contract/dates';
import { type ListingCard, searchMessages } from '@innkeep/contract/search';
import { eq } from 'drizzle-orm';
import { propertyTypes } from '../../db/schema/lookups.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { connectHost } from '../../factories/payment-accounts.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';

// The search page's refinements: optional query parameters beside the spec's, each absent by default.
const t = useTestApp();
let hostId: number;
let paidHostId: number;
const day = (n: number) => addDays(todayIso(), n);
const names = (body: { data: ListingCard[] }) => body.data.map((c) => c.external_listing_name);
const search = (query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return t.app.inject({ url: `/api/search?${qs}` });
};
const sorted = (xs: string[]) => [...xs].sort();

beforeAll(async () => {
  hostId = (await createUser(t.db)).id;
  paidHostId = (await createUser(t.db)).id;
  await connectHost(t.db, paidHostId);
  const [house] = await t.db.select().from(propertyTypes).where(eq(propertyTypes.name, 'House'));
  const city = 'Refineville';
  // Lisbon-ish coordinates; "Centre" is at the city's middle, "Edge" far out.
  await createListing(t.db, hostId, {
    city,
    externalListingName: 'Cheap',
    priceMinor: 40_00,
    numberOfBedrooms: 1,
    numberOfBeds: 1,
    cancellationPolicy: 'strict',
    lat: 38.75,
    lng: -9.2,
    ratingSum: 8,
    ratingCount: 2,
  });
  await createListing(t.db, hostId, {
    city,
    externalListingName: 'Middle',
    priceMinor: 120_00,
    numberOfBedrooms: 2,
    numberOfBeds: 3,
    cancellationPolicy: 'moderate',
    lat: 38.72,
    lng: -9.14,
    ratingSum: 10,
    ratingCount: 2,
  });
  await createListing(t.db, paidHostId, {
    city,
    externalListingName: 'Dear',
    priceMinor: 300_00,
    numberOfBedrooms: 4,
    numberOfBeds: 5,
    cancellationPolicy: 'flexible',
    propertyTypeId: house?.id,
    lat: 38.7,
    lng: -9.1,
  });
});

describe('GET /api/search refinements', () => {
  it('sorts by price both ways, by rating (unrated last) and by distance from the city centre', async () => {
    const city = 'Refineville';
    expect(names((await search({ city, sort: 'price_asc' })).json())).toEqual(['Cheap', 'Middle', 'Dear']);
    expect(names((await search({ city, sort: 'price_desc' })).json())).toEqual(['Dear', 'Middle', 'Cheap']);
    expect(names((await search({ city, sort: 'rating' })).json())).toEqual(['Middle', 'Cheap', 'Dear']);
    const near = (await search({ city, sort: 'distance' })).json();
    // The centre is the average of the stays (38.72, -9.15 rounded): Middle, then Dear, then Cheap.
    expect(near.meta.centre).toEqual({ lat: 38.72, lng: -9.15 });
    expect(names(near)).toEqual(['Middle', 'Dear', 'Cheap']);
    // Without a city there is no centre: newest first, as without a sort.
    const anywhere = await search({ sort: 'distance', per_page: 50 });
    expect(anywhere.statusCode).toBe(200);
    expect(anywhere.json().meta.centre).toBeUndefined();
  });

  it('filters by price range, property type, bedrooms and beds', async () => {
    const city = 'Refineville';
    expect(sorted(names((await search({ city, min_price: 100 })).json()))).toEqual(['Dear', 'Middle']);
    expect(sorted(names((await search({ city, max_price: 120 })).json()))).toEqual(['Cheap', 'Middle']);
    expect(names((await search({ city, min_price: 41, max_price: 299 })).json())).toEqual(['Middle']);
    const [house] = await t.db.select().from(propertyTypes).where(eq(propertyTypes.name, 'House'));
    expect(names((await search({ city, property_type: house!.id })).json())).toEqual(['Dear']);
    expect(sorted(names((await search({ city, bedrooms: 2 })).json()))).toEqual(['Dear', 'Middle']);
    expect(names((await search({ city, beds: 4 })).json())).toEqual(['Dear']);
    expect((await search({ city, beds: 9 })).json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('instant booking keeps the stays whose host can take Book now', async () => {
    expect(names((await search({ city: 'Refineville', instant_book: 1 })).json())).toEqual(['Dear']);
  });

  it('free cancellation keeps flexible and moderate stays, and only while their deadline is ahead', async () => {
    const city = 'Refineville';
    expect(sorted(names((await search({ city, free_cancellation: 1 })).json()))).toEqual(['Dear', 'Middle']);
    const far = await search({ city, free_cancellation: 1, start: day(30), end: day(32) });
    expect(sorted(names(far.json()))).toEqual(['Dear', 'Middle']);
    // Check-in in 3 days: moderate's 5 days have passed, flexible's 24 hours have not.
    const soon = await search({ city, free_cancellation: 'true', start: day(3), end: day(5) });
    expect(names(soon.json())).toEqual(['Dear']);
  });

  it('finds a city by its name in another language, and says which city it searched', async () => {
    const host = await createUser(t.db);
    const lisbon = await createListing(t.db, host.id, { city: 'Lisbon', externalListingName: 'Alfama nest' });
    const london = await createListing(t.db, host.id, { city: 'London', externalListingName: 'Soho attic' });
    for (const [typed, id, city] of [
      ['Lisboa', lisbon.id, 'Lisbon'],
      ['lisboa, Portugal', lisbon.id, 'Lisbon'],
      ['Londres', london.id, 'London'],
    ] as const) {
      const res = await search({ city: typed, per_page: 50 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((c: ListingCard) => c.id)).toContain(id);
      expect(res.json().meta.city).toBe(city);
    }
  });

  it('refuses bad refinements with 422 naming the field', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ sort: 'cheapest' }, 'sort', searchMessages.sort],
      [{ min_price: -1 }, 'min_price', searchMessages.minPrice],
      [{ max_price: 'lots' }, 'max_price', searchMessages.maxPrice],
      [{ min_price: 200, max_price: 100 }, 'max_price', searchMessages.priceOrder],
      [{ property_type: 0 }, 'property_type', searchMessages.propertyType],
      [{ bedrooms: 51 }, 'bedrooms', searchMessages.bedrooms],
      [{ beds: 1.5 }, 'beds', searchMessages.beds],
      [{ instant_book: 'yes' }, 'instant_book', ''],
    ];
    for (const [query, field, message] of cases) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      const errors = res.json().errors[field];
      expect(errors, JSON.stringify(query)).toBeDefined();
      if (message) expect(errors).toContain(message);
    }
  });
});
