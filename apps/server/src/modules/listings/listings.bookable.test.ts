import { isBookable } from '@innkeep/contract/listings-bookable';
import { listings } from '../../db/schema/listings.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { calculation, day } from '../bookings/bookings.test-helpers.ts';
import { bookable } from './listings.service.ts';

// One rule for "bookable" (published and priced), asked the same way by search, the stay page, bookings
// and place suggestions. A published row without a price cannot come from the API (publishing requires
// one), but imported or hand-edited rows can: no guest-facing endpoint may show or book it.
let bookableId: number;
let draftId: number;
let unpricedId: number;

// Coordinates of its own, so a city with listings is suggested even though no gazetteer knows it.
const spot = { lat: 38.7, lng: -9.1 };

const t = useTestApp();
beforeAll(async () => {
  const host = await createUser(t.db);
  bookableId = (await createListing(t.db, host.id, { city: 'Bookton', ...spot })).id;
  draftId = (
    await createListing(t.db, host.id, { city: 'Draftton', draft: true, publishedAt: null, ...spot })
  ).id;
  unpricedId = (await createListing(t.db, host.id, { city: 'Unpricedton', priceMinor: null, ...spot })).id;
});

const get = (url: string) => t.app.inject({ url });

describe('a bookable listing', () => {
  it('is published and priced, for every guest-facing endpoint', async () => {
    expect((await get(`/api/stays/${bookableId}`)).statusCode).toBe(200);
    expect((await get(`/api/bookings/unavailable-dates?listing_id=${bookableId}`)).statusCode).toBe(200);
    expect((await get('/api/search?city=Bookton')).json().data.map((c: { id: number }) => c.id)).toEqual([
      bookableId,
    ]);
    expect((await get('/api/places?q=Bookton')).json().data[0]).toMatchObject({ name: 'Bookton' });
    const calc = await calculation(t, bookableId, day(10), day(13));
    expect(calc.statusCode).toBe(200);
  });

  it.each([
    ['a draft', () => draftId, 'Draftton'],
    ['a published listing without a price', () => unpricedId, 'Unpricedton'],
  ])('is not %s: no stay page, dates, price, search hit or place suggestion', async (_, id, city) => {
    expect((await get(`/api/stays/${id()}`)).statusCode).toBe(404);
    expect((await get(`/api/bookings/unavailable-dates?listing_id=${id()}`)).statusCode).toBe(404);
    const calc = await calculation(t, id(), day(10), day(13));
    expect(calc.statusCode).toBe(422);
    expect((await get(`/api/search?city=${city}`)).json().data).toEqual([]);
    const suggested = (await get(`/api/places?q=${city}`)).json().data as { name: string }[];
    expect(suggested.map((p) => p.name)).not.toContain(city);
  });
});

describe('the bookable rule', () => {
  it('has one meaning in SQL and in the contract', async () => {
    const all = await t.db.select().from(listings);
    const inSql = await t.db.select({ id: listings.id }).from(listings).where(bookable());
    expect(all.filter((l) => isBookable(l)).map((l) => l.id)).toEqual([bookableId]);
    expect(inSql.map((l) => l.id)).toEqual([bookableId]);
    expect(all.map((l) => l.id).sort((a, b) => a - b)).toEqual([bookableId, draftId, unpricedId]);
  });
});
