import { cityNameFor } from '@innkeep/contract/city-names';
import { datesOnEarth, nightsBetween } from '@innkeep/contract/dates';
import { nightlyRates } from '@innkeep/contract/rates';
import {
  type Category,
  type CategoryGroup,
  type ListingCard,
  type PageMeta,
  type SearchMeta,
  type SearchQuery,
  type StayImage,
  selectedAmenities,
} from '@innkeep/contract/search';
import { searchGuests } from '@innkeep/contract/search-constants';
import { stayMessages } from '@innkeep/contract/stay-rules';
import { todayIn } from '@innkeep/contract/time-zones';
import { sql } from 'drizzle-orm';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { Db } from '../../db/client.ts';
import { listingTodaySql } from '../../db/listing-today.ts';
import { FieldErrors, notFound } from '../../lib/errors.ts';
import { bookableCities, cityKey, photoSources } from '../listings/listings.service.ts';
import { bookNowAvailableSql, type GateEnv } from '../payments/payments.gates.service.ts';
import { toRateListing } from '../rates/rates.service.ts';
import { imagesByListing, toCard } from './search.cards.ts';
import type { SearchRefinements } from './search.filters.ts';
import type { CardImage } from './search.page.repository.ts';
import * as pageRepo from './search.page.repository.ts';
import type { CardRow } from './search.repository.ts';
import * as repo from './search.repository.ts';

export type { CardImage } from './search.page.repository.ts';
export type { CardRow } from './search.repository.ts';

interface Ctx {
  db: Db;
  storage: StoragePort;
  /** For the instant booking filter (payments' gates); without it, that filter finds nothing. */
  env?: GateEnv;
}

export const HOME_TOP_LISTINGS = 8;
export const HOME_PER_CATEGORY = 8;

/** The city a search looks for: "Lisbon, Portugal" (a suggestion's label) and "Lisboa" (another language's) are Lisbon. */
export function searchCityName(city: string | undefined): string | undefined {
  const name = city?.split(',')[0]?.trim();
  return name ? cityNameFor(name) : undefined;
}

/** The searched city's key: case and accents never matter. */
export function searchCityKey(city: string | undefined): string | undefined {
  const name = searchCityName(city);
  return name ? cityKey(name) : undefined;
}

/** The centre of a city's bookable stays (rounded to about a kilometre by the listings module), or null. */
async function cityCentre(db: Db, key: string): Promise<{ lat: number; lng: number } | null> {
  const rows = await bookableCities(db, key, 5);
  const city = rows.find((c) => cityKey(c.name) === key && c.lat !== null && c.lng !== null);
  return city && city.lat !== null && city.lng !== null ? { lat: city.lat, lng: city.lng } : null;
}

async function refinementsOf(
  ctx: Ctx,
  q: SearchQuery,
  now: Date,
  origin: SearchRefinements['origin'],
): Promise<SearchRefinements> {
  const refine: SearchRefinements = {
    sort: q.sort,
    origin,
    minPrice: q.min_price,
    maxPrice: q.max_price,
    bedrooms: q.bedrooms,
    beds: q.beds,
  };
  if (q.instant_book) {
    const env = ctx.env;
    refine.instantBook = (hostId) => (env ? bookNowAvailableSql(env, hostId) : sql`false`);
  }
  // The deadlines count from each listing's date, over the zones of bookable listings (decision 0115).
  if (q.free_cancellation)
    refine.freeCancellation = { today: listingTodaySql(await pageRepo.bookableTimeZones(ctx.db), now) };
  return refine;
}

/**
 * The zones of bookable listings whose date is already past `start`: none unless `start` is a date it is
 * somewhere on Earth now (each listing's today is its own, decision 0115).
 */
async function zonesPastOn(db: Db, start: string, now: Date): Promise<string[]> {
  if (start >= datesOnEarth(now).latest) return [];
  return (await pageRepo.bookableTimeZones(db)).filter((zone) => todayIn(zone, now) > start);
}

export async function search(
  ctx: Ctx,
  q: SearchQuery,
  now = new Date(),
): Promise<{ data: ListingCard[]; meta: SearchMeta }> {
  // A date past everywhere is refused; one past only in some listings' zones leaves those listings out.
  if (q.start && q.start < datesOnEarth(now).earliest) throw FieldErrors.of('start', stayMessages.pastStart);
  const startPastIn = q.start ? await zonesPastOn(ctx.db, q.start, now) : [];
  const stay =
    q.start && q.end ? { start: q.start, end: q.end, nights: nightsBetween(q.start, q.end) } : undefined;
  const guests = q.numberOfGuests ?? 0;
  const city = searchCityName(q.city);
  const key = searchCityKey(q.city);
  // The centre costs a query: only the distance sort needs it (the map fits its pins otherwise).
  const centre = key && q.sort === 'distance' ? await cityCentre(ctx.db, key) : null;
  const filters = {
    cityKey: key,
    guests,
    amenities: selectedAmenities(q),
    stay,
    startPastIn,
    propertyTypeId: q.property_type,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
    refine: await refinementsOf(ctx, q, now, centre),
  };
  const { rows, total } = await pageRepo.search(ctx.db, filters);
  // Nothing for this many guests: whether the guest count is why costs one query, on an empty answer only.
  const largest = total === 0 && guests > 1 ? await pageRepo.largestCapacity(ctx.db, filters) : null;
  const priced = stay && { ...stay, guests: searchGuests(guests) };
  // Each card's total follows its nights' prices: the rate ranges came with the page (decision 0046).
  const data = rows.map((row) => {
    if (!stay || !priced) return toCard(ctx.storage, row, row.images);
    const nights = nightlyRates(
      toRateListing({ ...row, minimumNights: null }),
      row.rates,
      stay.start,
      stay.end,
    );
    // The listing's pricing rules (docs/requirements/host.md#R-H18), the orphan-night rule too when the page
    // query found the stay in an orphan gap (R-H27): the card's total is the quote's.
    return toCard(ctx.storage, row, row.images, {
      ...priced,
      nightlyPricesMinor: nights.map((n) => n.priceMinor),
      rules: row.pricingRules,
      bookedOn: todayIn(row.timeZone, now),
      orphanGap: row.orphanGap,
    });
  });
  return {
    data,
    meta: {
      page: q.page,
      per_page: q.per_page,
      total,
      // Said only when it is not what was typed ("Lisboa" searched Lisbon): the spec's reply is unchanged otherwise.
      ...(city && city !== q.city ? { city } : {}),
      ...(centre ? { centre } : {}),
      ...(largest !== null && largest > 0 ? { largest_capacity: largest } : {}),
    },
  };
}

export async function byCategory(
  ctx: Ctx,
  slug: string,
  page: { page: number; per_page: number },
): Promise<{ data: ListingCard[]; category: Category; meta: PageMeta }> {
  const type = await repo.propertyTypeBySlug(ctx.db, slug);
  if (!type) throw notFound('Category not found');
  const { rows, total } = await pageRepo.search(ctx.db, {
    propertyTypeId: type.id,
    amenities: [],
    limit: page.per_page,
    offset: (page.page - 1) * page.per_page,
  });
  return {
    data: rows.map((row) => toCard(ctx.storage, row, row.images)),
    category: { id: type.id, name: type.name, slug: type.slug },
    meta: { page: page.page, per_page: page.per_page, total },
  };
}

export async function homeListings(
  ctx: Ctx,
): Promise<{ topListings: ListingCard[]; groupedByCategory: CategoryGroup[] }> {
  const [top, newest, types] = await Promise.all([
    repo.topListings(ctx.db, HOME_TOP_LISTINGS),
    repo.newestPerCategory(ctx.db, HOME_PER_CATEGORY),
    repo.allPropertyTypes(ctx.db),
  ]);
  const images = imagesByListing(
    await repo.imagesOf(ctx.db, [...new Set([...top, ...newest].map((r) => r.id))]),
  );
  const card = (row: CardRow) => toCard(ctx.storage, row, images.get(row.id) ?? []);
  const groupedByCategory: CategoryGroup[] = [];
  for (const type of types) {
    const rows = newest.filter((r) => r.propertyTypeId === type.id);
    if (rows.length === 0) continue;
    const firstImage = rows.map((r) => images.get(r.id)?.[0]).find(Boolean);
    groupedByCategory.push({
      category: { id: type.id, name: type.name, slug: type.slug },
      image: firstImage ? photoSources(ctx.storage, firstImage).url : null,
      listings: rows.map(card),
    });
  }
  return { topListings: top.map(card), groupedByCategory };
}

/** A few bookable listings of one city (as listings name it), in the search's default order: a blog post's stays. */
export async function cityCards(ctx: Ctx, city: string, limit: number): Promise<ListingCard[]> {
  const key = searchCityKey(city);
  if (!key) return [];
  const { rows } = await pageRepo.search(ctx.db, { cityKey: key, amenities: [], limit, offset: 0 });
  return rows.map((row) => toCard(ctx.storage, row, row.images));
}

/**
 * A listing's card with ALL its images (the public listing page), from the row and images the page read, each
 * with the caption its host wrote for this site (null when none).
 */
export function cardWithAllImages(
  storage: StoragePort,
  row: CardRow,
  images: (CardImage & { caption: string | null })[],
): ListingCard & { images: StayImage[] } {
  return {
    ...toCard(storage, row, []),
    images: images.map((image) => ({
      ...photoSources(storage, image),
      caption: image.caption?.trim() || null,
    })),
  };
}
