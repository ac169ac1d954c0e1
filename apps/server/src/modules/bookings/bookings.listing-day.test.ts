import { addDays } from '@innkeep/contract/dates';
import { SearchQuery } from '@innkeep/contract/search';
import { stayMessages } from '@innkeep/contract/stay-rules';
import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { FieldErrors } from '../../lib/errors.ts';
import { laEveningClock } from '../../test/listing-day-clock.ts';
import { useTestApp } from '../../test/test-app.ts';
import { search } from '../search/search.service.ts';
import { calculation, unavailableDates } from './bookings.service.ts';

/**
 * What is past is the listing's date, not UTC's (decision 0115), at 02:00 UTC: the evening before in Los Angeles
 * and mid-morning in Tokyo.
 */
const { utcDay, now, laToday: yesterday } = laEveningClock();

const t = useTestApp();
let la: number;
let tokyo: number;
beforeAll(async () => {
  const host = await createUser(t.db);
  la = (await createListing(t.db, host.id, { city: 'Dayton', timeZone: 'America/Los_Angeles' })).id;
  tokyo = (await createListing(t.db, host.id, { city: 'Dayton', timeZone: 'Asia/Tokyo' })).id;
});

const stay = (listingId: number, start: string) => ({
  listing_id: listingId,
  start_date: start,
  end_date: addDays(start, 2),
  guests: 1,
});

describe('the listing’s day', () => {
  it('lets a guest book tonight in Los Angeles while UTC is already tomorrow', async () => {
    const quote = await calculation(t.db, stay(la, yesterday), now);
    expect(quote.total_price).toBeGreaterThan(0);
    expect((await unavailableDates(t.db, la, now)).today).toBe(yesterday);
  });

  it('refuses a night already past in Tokyo, with the past-start message', async () => {
    const refused = await calculation(t.db, stay(tokyo, yesterday), now).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FieldErrors);
    expect((refused as FieldErrors).errors).toEqual({ start_date: [stayMessages.pastStart] });
    expect((await unavailableDates(t.db, tokyo, now)).today).toBe(utcDay);
  });

  it('searches tonight in Los Angeles, leaving out the listings where that night is past', async () => {
    const ctx = { db: t.db, storage: t.app.deps.storage };
    const query = (start: string) => SearchQuery.parse({ city: 'Dayton', start, end: addDays(start, 2) });
    const found = await search(ctx, query(yesterday), now);
    expect(found.data.map((c) => c.id)).toEqual([la]);
    const both = await search(ctx, query(utcDay), now);
    expect(both.data.map((c) => c.id).sort((a, b) => a - b)).toEqual([la, tokyo].sort((a, b) => a - b));
    // A date past everywhere on Earth is a mistake in the form.
    const past = await search(ctx, query(addDays(utcDay, -2)), now).catch((e: unknown) => e);
    expect((past as FieldErrors).errors).toEqual({ start: [stayMessages.pastStart] });
  });

  it('filters free cancellation by the deadline on the listing’s date', async () => {
    const host = await createUser(t.db);
    const moderate = (timeZone: string) =>
      createListing(t.db, host.id, { city: 'Mayton', timeZone, cancellationPolicy: 'moderate' });
    const [inLa, inTokyo] = [await moderate('America/Los_Angeles'), await moderate('Asia/Tokyo')];
    // Moderate refunds in full up to 5 days before check-in time; the filter keeps a day in hand for the hour
    // (search.filters.ts): 6 days remain in Los Angeles, 5 in Tokyo (and by UTC's date).
    const start = addDays(utcDay, 5);
    const query = SearchQuery.parse({
      city: 'Mayton',
      start,
      end: addDays(start, 2),
      free_cancellation: '1',
    });
    const found = await search({ db: t.db, storage: t.app.deps.storage }, query, now);
    expect(found.data.map((c) => c.id)).toEqual([inLa.id]);
    expect(inTokyo.id).not.toBe(inLa.id);
  });
});
