import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { users } from '../../db/schema/users.ts';
import { listingPricingColumns } from './listing-pricing.ts';

/**
 * A bookable listing: published (not a draft), priced (a price and a currency) and not deleted (a listing
 * deleted with reservations stays as a row, `deleted_at` set, for their history). What guests can find,
 * see and book; search, the stay page, bookings and place suggestions all filter with this one SQL
 * predicate, through the listings service. `isBookable` in the contract is the same rule on a loaded row.
 */
export const bookable = (): SQL =>
  and(
    // A literal, not a parameter: a prepared statement's generic plan can then use the partial indexes on it.
    sql`${listings.draft} = false`,
    isNotNull(listings.priceMinor),
    isNotNull(listings.currencyCode),
    isNull(listings.deletedAt),
  )!;

/** A bookable listing with what pricing, stay rules and the host e-mail need; null when not bookable. */
export async function findBookableForStay(db: Tx, id: number) {
  const [row] = await db
    .select({
      id: listings.id,
      hostId: listings.hostId,
      hostEmail: users.email,
      hostFirstName: users.firstName,
      name: listings.externalListingName,
      ...listingPricingColumns,
      personCapacity: listings.personCapacity,
      minimumNights: listings.minimumNights,
      maximumNights: listings.maximumNights,
      enableGapNights: listings.enableGapNights,
      smallestAllowedGap: listings.smallestAllowedGap,
      allowGapsBetweenStart: listings.allowGapsBetweenStart,
      allowGapsBetweenEnd: listings.allowGapsBetweenEnd,
      cancellationPolicy: listings.cancellationPolicy,
      timeZone: listings.timeZone,
      checkInTime: listings.checkInTimeStart,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.hostId))
    .where(and(eq(listings.id, id), bookable()));
  return row ?? null;
}
export type BookableForStay = NonNullable<Awaited<ReturnType<typeof findBookableForStay>>>;

/** Every bookable listing's id and last change, oldest first (the sitemap). */
export const bookableIds = (db: Tx) =>
  db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(bookable())
    .orderBy(asc(listings.id));

/** Cities with bookable listings whose stored city key starts with `prefix`, busiest first. */
export const bookableCities = (db: Tx, prefix: string, limit: number) =>
  db
    .select({
      name: sql<string>`min(${listings.city})`,
      country: listings.country,
      // Rounded to about a kilometre: a city with one listing must not reveal where it is.
      lat: sql<number | null>`round(avg(${listings.lat})::numeric, 2)::float8`,
      lng: sql<number | null>`round(avg(${listings.lng})::numeric, 2)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(listings)
    .where(and(bookable(), sql`${listings.cityKey} like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`))
    .groupBy(listings.cityKey, listings.country)
    .orderBy(sql`count(*) desc`, sql`min(${listings.city})`)
    .limit(limit);
