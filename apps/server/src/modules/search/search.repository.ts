import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listingImages, listings } from '../../db/schema/listings.ts';
import { propertyTypes } from '../../db/schema/lookups.ts';
import { bookable as bookableListing, listingPricingColumns } from '../listings/listings.service.ts';
import { stableOrder } from './search.sort.ts';

/** What a card (and its price for a stay) needs, nothing more: the page query stays narrow. */
export const cardColumns = {
  id: listings.id,
  externalListingName: listings.externalListingName,
  publicAddress: listings.publicAddress,
  city: listings.city,
  country: listings.country,
  propertyTypeId: propertyTypes.id,
  propertyTypeName: propertyTypes.name,
  personCapacity: listings.personCapacity,
  ...listingPricingColumns,
  lat: listings.lat,
  lng: listings.lng,
  publishedAt: listings.publishedAt,
  // A card's price for dates counts days before check-in from the listing's date (decision 0115).
  timeZone: listings.timeZone,
  // Kept on the listing by every review write (decision 0044): a card never aggregates reviews.
  ratingCount: listings.ratingCount,
  ratingSum: listings.ratingSum,
};
const selectCards = (db: Tx) =>
  db
    .select(cardColumns)
    .from(listings)
    .leftJoin(propertyTypes, eq(propertyTypes.id, listings.propertyTypeId));
export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** What a guest can see and book: the listings module's one definition. */
const bookable = () => [bookableListing()];

export async function cardsByIds(db: Tx, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return selectCards(db).where(and(inArray(listings.id, ids), ...bookable()));
}

/** Deals first: the listings with the biggest long-stay discount, newest among equals. */
export function topListings(db: Tx, limit: number): Promise<CardRow[]> {
  return selectCards(db)
    .where(and(...bookable()))
    .orderBy(
      sql`greatest(coalesce(${listings.weeklyDiscount}, 0), coalesce(${listings.monthlyDiscount}, 0)) desc`,
      ...stableOrder,
    )
    .limit(limit);
}

/** The newest `perCategory` listings of every property type that has any. */
export async function newestPerCategory(db: Tx, perCategory: number): Promise<CardRow[]> {
  const ranked = db
    .select({
      id: listings.id,
      rank: sql<number>`row_number() over (partition by ${listings.propertyTypeId} order by ${listings.publishedAt} desc nulls last, ${listings.id} desc)`.as(
        'rank',
      ),
    })
    .from(listings)
    .where(and(isNotNull(listings.propertyTypeId), ...bookable()))
    .as('ranked');
  const ids = await db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, perCategory));
  const rows = await cardsByIds(
    db,
    ids.map((r) => r.id),
  );
  return rows.sort(
    (a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b.id - a.id,
  );
}

export async function propertyTypeBySlug(db: Tx, slug: string) {
  const [row] = await db
    .select()
    .from(propertyTypes)
    .where(or(eq(propertyTypes.slug, slug), sql`lower(${propertyTypes.name}) = lower(${slug})`));
  return row ?? null;
}

export const allPropertyTypes = (db: Tx) => db.select().from(propertyTypes).orderBy(propertyTypes.id);

/** Images of the given listings in display order. */
export const imagesOf = (db: Tx, listingIds: number[]) =>
  listingIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          listingId: listingImages.listingId,
          file: listingImages.file,
          width: listingImages.width,
          height: listingImages.height,
          variants: listingImages.variants,
        })
        .from(listingImages)
        .where(inArray(listingImages.listingId, listingIds))
        .orderBy(listingImages.listingId, listingImages.position, listingImages.id);
