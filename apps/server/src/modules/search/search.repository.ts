import type { AmenityFlag } from '@innkeep/contract/amenities';
import { DATE_HOLDING_STATUSES } from '@innkeep/contract/reservations';
import { and, desc, eq, gte, inArray, is, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Tx } from '../../db/client.ts';
import { type ImageVariant, listingImages, listings } from '../../db/schema/listings.ts';
import { propertyTypes } from '../../db/schema/lookups.ts';
import { bookable as bookableListing, listingPricingColumns } from '../listings/listings.service.ts';

/** A card shows one photo; the stay page carries them all. Kept small: search answers are the hottest payload. */
export const CARD_IMAGE_COUNT = 1;

export interface SearchFilters {
  cityKey?: string;
  guests?: number;
  /** A search flag is also the listing row's property (contract amenities.ts). */
  amenities: AmenityFlag[];
  stay?: { start: string; end: string; nights: number };
  propertyTypeId?: number;
  limit: number;
  offset: number;
}

/** What a card (and its price for a stay) needs, nothing more: the page query stays narrow. */
const cardColumns = {
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

/** The same literal list as the exclusion constraint's predicate, so the planner can use its GiST index. */
const HOLDING = sql.raw(DATE_HOLDING_STATUSES.join(', '));

/**
 * Free for the whole stay: a correlated NOT EXISTS probe per candidate listing against the
 * date-holding reservations. `OFFSET 0` keeps the planner from flattening it into a hash anti-join
 * over every overlapping reservation of the whole site, the slow plan at 1M reservations when it
 * misjudges the candidates (bench/search.bench.ts prints both plans). On PostgreSQL the probe uses the
 * exclusion constraint's GiST index on (listing_id, stay), which finds overlaps directly however long
 * a listing's history grows. Embedded PGlite runs btree_gist inside WASM, where that probe measured
 * 2–3× slower than a btree probe on (listing_id, start_date) (500 candidates: 9.4 ms vs 4.0 ms), so
 * there the probe compares dates through the btree index instead (half-open ranges overlap when
 * start < other end and end > other start).
 *
 * Calendar blocks: on PostgreSQL the same per-candidate probe through `calendar_blocks_stay_gist`
 * (82 candidates: ~0.3 ms, against 0.8 ms for the planner's hash anti-join over every block of those
 * dates site-wide, which grows with the site). On PGlite the blocks are left to the planner, whose
 * hash anti-join beat per-row probes there (1.6 ms vs 11.7 ms for 500 candidates).
 */
function freeFor(start: string, end: string, embedded: boolean): SQL {
  const range = sql`daterange(${start}::date, ${end}::date, '[)')`;
  if (embedded) {
    return sql`not exists (select 1 from reservations r where r.listing_id = ${listings.id} and r.status_id in (${HOLDING}) and r.start_date < ${end}::date and r.end_date > ${start}::date offset 0)
    and not exists (select 1 from calendar_blocks b where b.listing_id = ${listings.id} and b.stay && ${range})`;
  }
  return sql`not exists (select 1 from reservations r where r.listing_id = ${listings.id} and r.status_id in (${HOLDING}) and r.stay && ${range} offset 0)
    and not exists (select 1 from calendar_blocks b where b.listing_id = ${listings.id} and b.stay && ${range} offset 0)`;
}

/** True for the embedded PGlite database (see freeFor). A transaction counts as PostgreSQL: both plans are correct. */
const isEmbedded = (db: Tx) => is(db, PgliteDatabase);

function conditions(f: SearchFilters, embedded: boolean): SQL[] {
  const where = bookable();
  if (f.cityKey) where.push(eq(listings.cityKey, f.cityKey));
  if (f.propertyTypeId) where.push(eq(listings.propertyTypeId, f.propertyTypeId));
  if (f.guests && f.guests > 0) {
    where.push(or(isNull(listings.personCapacity), gte(listings.personCapacity, f.guests))!);
  }
  for (const column of f.amenities) where.push(eq(listings[column], true));
  if (f.stay) {
    const { nights } = f.stay;
    where.push(
      or(isNull(listings.minimumNights), lte(listings.minimumNights, nights))!,
      or(isNull(listings.maximumNights), eq(listings.maximumNights, 0), gte(listings.maximumNights, nights))!,
      freeFor(f.stay.start, f.stay.end, embedded),
    );
  }
  return where;
}

export interface CardImage {
  file: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * A card's first images as JSON, in the page query itself: PostgreSQL evaluates this subquery only for
 * the rows that survive ORDER BY … LIMIT, and the page needs one round trip instead of two (which
 * mattered most on PGlite, where every query has a fixed cost of a few milliseconds).
 */
const firstImages = sql<
  CardImage[]
>`(select coalesce(json_agg(json_build_object('file', i.file, 'width', i.width,
    'height', i.height, 'variants', i.variants) order by i.position, i.id), '[]'::json)
    from (select * from listing_images i where i.listing_id = ${listings.id} order by i.position, i.id limit ${sql.raw(String(CARD_IMAGE_COUNT))}) i)`;

/** Newest first; the id breaks ties so pages never repeat or skip a listing. */
const stableOrder = [sql`${listings.publishedAt} desc nulls last`, desc(listings.id)];

/** One page of matching listings plus the total count of matches (window count, one round trip). */
/** The page query itself, unexecuted: the benchmark EXPLAINs exactly what the API runs. */
export const pageQuery = (db: Tx, f: SearchFilters) =>
  db
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int`, images: firstImages })
    .from(listings)
    .leftJoin(propertyTypes, eq(propertyTypes.id, listings.propertyTypeId))
    .where(and(...conditions(f, isEmbedded(db))))
    .orderBy(...stableOrder)
    .limit(f.limit)
    .offset(f.offset);

export async function search(
  db: Tx,
  f: SearchFilters,
): Promise<{ rows: (CardRow & { images: CardImage[] })[]; total: number }> {
  const rows = await pageQuery(db, f);
  if (rows.length > 0 || f.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page: the window count came back with no rows, so count separately.
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(...conditions(f, isEmbedded(db))));
  return { rows, total: Number(count?.n ?? 0) };
}

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
