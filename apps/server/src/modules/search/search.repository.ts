import type { AmenityFlag } from '@innkeep/contract/amenities';
import { DEFAULT_CURRENCY, STRIPE_CURRENCIES } from '@innkeep/contract/money';
import type { PricingRule } from '@innkeep/contract/pricing-rules';
import type { RateRange } from '@innkeep/contract/rates';
import type { SearchSort } from '@innkeep/contract/search-constants';
import { and, desc, eq, inArray, isNotNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type ImageVariant, listingAvailability, listingImages, listings } from '../../db/schema/listings.ts';
import { propertyTypes } from '../../db/schema/lookups.ts';
import { listingRates } from '../../db/schema/rates.ts';
import { bookable as bookableListing, listingPricingColumns } from '../listings/listings.service.ts';
import { listingRulesJson, orphanMinimumNightsSql } from '../pricing-rules/pricing-rules.service.ts';

/**
 * A card shows one photo (the search query reads one); the stay page carries them all. Kept small: search
 * answers are the hottest payload.
 */
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
  /** The optional refinements of the search page; any of them set builds the query each time (not prepared). */
  refine?: SearchRefinements;
}

export interface SearchRefinements {
  sort: SearchSort;
  /** Distance is measured from here (the searched city's centre); without it, distance sorts as newest. */
  origin?: { lat: number; lng: number } | null;
  /** The nightly base price in the listing's own currency's major units. */
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  beds?: number;
  /** Book now is open for the listing's host (payments' bookNowAvailableSql over listings.host_id). */
  instantBook?: (hostId: typeof listings.hostId) => SQL;
  /** A full refund is still possible: `today` for the deadlines of a dated stay. */
  freeCancellation?: { today: string };
}

/** Whether a refinement changes the query (else the prepared newest-first query serves). */
export const isRefined = (r: SearchRefinements | undefined): r is SearchRefinements =>
  r !== undefined &&
  (r.sort !== 'newest' ||
    r.minPrice !== undefined ||
    r.maxPrice !== undefined ||
    Boolean(r.bedrooms) ||
    Boolean(r.beds) ||
    r.instantBook !== undefined ||
    r.freeCancellation !== undefined);

/** Minor units per major unit of every currency that is not two-decimal, as one SQL CASE over the listing's. */
const NON_TWO_DECIMAL = [...STRIPE_CURRENCIES.entries()].filter(([, rule]) => rule.digits !== 2);
const minorPerMajor = sql.join(
  [
    sql`case upper(coalesce(${listings.currencyCode}, ${DEFAULT_CURRENCY}))`,
    ...NON_TWO_DECIMAL.map(
      ([code, rule]) => sql`when ${sql.raw(`'${code}'`)} then ${sql.raw(String(10 ** rule.digits))}`,
    ),
    sql`else 100 end`,
  ],
  sql` `,
);
/** The nightly base price in major units of the listing's currency. */
const majorPrice = sql`(coalesce(${listings.priceMinor}, 0)::float8 / ${minorPerMajor})`;
const ratingAverageSql = sql`(${listings.ratingSum}::float8 / nullif(${listings.ratingCount}, 0))`;

/** The days before check-in a free cancellation needs, by policy, a day more than the rule (listing clocks vary). */
const FREE_CANCELLATION_DAYS = { flexible: 2, moderate: 6 } as const;

function refinementConditions(r: SearchRefinements): SQL[] {
  const where: SQL[] = [];
  if (r.minPrice !== undefined) where.push(sql`${majorPrice} >= ${r.minPrice}`);
  if (r.maxPrice !== undefined) where.push(sql`${majorPrice} <= ${r.maxPrice}`);
  if (r.bedrooms) where.push(sql`coalesce(${listings.numberOfBedrooms}, 0) >= ${r.bedrooms}`);
  if (r.beds) where.push(sql`coalesce(${listings.numberOfBeds}, 0) >= ${r.beds}`);
  if (r.instantBook) where.push(r.instantBook(listings.hostId));
  return where;
}

/** Free cancellation for the stay starting `start` (or, undated, a policy that has it at all). */
function freeCancellationCondition(today: string, start: unknown | undefined): SQL {
  if (start === undefined) return sql`${listings.cancellationPolicy} in ('flexible', 'moderate')`;
  return sql`(case ${listings.cancellationPolicy}
    when 'flexible' then ${start}::date >= ${today}::date + ${FREE_CANCELLATION_DAYS.flexible}::int
    when 'moderate' then ${start}::date >= ${today}::date + ${FREE_CANCELLATION_DAYS.moderate}::int
    else false end)`;
}

/** The ORDER BY of a sort, over the listings columns (valid in the page query and around it). */
function orderOf(r: SearchRefinements | undefined): SQL[] {
  const tail = [sql`${listings.publishedAt} desc nulls last`, desc(listings.id)];
  switch (r?.sort) {
    case 'price_asc':
      return [sql`${majorPrice} asc`, ...tail];
    case 'price_desc':
      return [sql`${majorPrice} desc`, ...tail];
    case 'rating':
      return [sql`${ratingAverageSql} desc nulls last`, sql`${listings.ratingCount} desc`, ...tail];
    case 'distance': {
      if (!r.origin) return tail;
      // An equirectangular distance: exact enough to order the stays of one city.
      const cos = Math.cos((r.origin.lat * Math.PI) / 180);
      return [
        sql`(power(${listings.lat} - ${r.origin.lat}, 2) + power((${listings.lng} - ${r.origin.lng}) * ${cos}, 2)) asc nulls last`,
        ...tail,
      ];
    }
    default:
      return tail;
  }
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

/**
 * Free for the whole stay: the listing's busy nights (its date-holding reservations and calendar blocks, kept
 * by triggers in the same transaction as every change, migration 0024) do not meet the stay. One primary-key
 * read per candidate instead of a GiST probe into each of the two tables: the probes were most of the
 * query's time at 100,000 listings (decision record 0045). A listing with no row has never been busy.
 */
function freeFor(start: unknown, end: unknown): SQL {
  return sql`not coalesce((select a.busy && daterange(${start}::date, ${end}::date, '[)') from ${listingAvailability} a where a.listing_id = ${listings.id}), false)`;
}

/**
 * The nights of the free gap a stay lies in, from the listing's busy nights: from the end of the taken stay
 * before it to the start of the one after it; null when either side has none. Contract `orphanGapOf` reads
 * the same from the taken stays; the busy row merges touching stays, which moves neither end.
 */
function gapNights(start: unknown, end: unknown): SQL<number | null> {
  return sql<number | null>`(select min(lower(b)) filter (where lower(b) >= ${end}::date)
    - max(upper(b)) filter (where upper(b) <= ${start}::date)
    from ${listingAvailability} a, unnest(a.busy) b where a.listing_id = ${listings.id})`;
}

/**
 * The minimum stay of the first night, as the stay page and booking read it (decision 0046): the latest rate
 * range covering it when that range sets one, else the listing's. A season can lower it too.
 */
const minimumStayOf = (start: unknown) => sql<number>`coalesce((select r.minimum_nights from ${listingRates} r
      where r.listing_id = ${listings.id} and r.start_date <= ${start}::date and r.end_date > ${start}::date
      order by r.id desc limit 1), ${listings.minimumNights}, 0)`;

/**
 * A stay in an orphan gap (a gap shorter than the minimum stay between two taken stays) with the listing's
 * orphan-night rule (docs/requirements/host.md#R-H27): the page's cards apply its discount, as the quote does.
 */
const inOrphanGap = (start: unknown, end: unknown) =>
  sql<boolean>`coalesce(${orphanMinimumNightsSql(listings.id)} is not null
    and ${gapNights(start, end)} < ${minimumStayOf(start)}, false)`;

/** How a filter's value enters the query: bound as is, or as a named placeholder of a prepared statement. */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const asIs: Bind = (_name, value) => value;
const asPlaceholder: Bind = (name) => sql.placeholder(name);

function conditions(f: SearchFilters, bind: Bind = asIs): SQL[] {
  const where = bookable();
  if (f.cityKey) where.push(eq(listings.cityKey, bind('cityKey', f.cityKey)));
  if (f.propertyTypeId) where.push(eq(listings.propertyTypeId, bind('propertyTypeId', f.propertyTypeId)));
  if (f.guests && f.guests > 0) {
    // No capacity is no limit. Written as one comparison, not an OR (here and for the stay's length): an OR
    // sends the planner to a bitmap scan of the table instead of reading the search index alone.
    where.push(sql`coalesce(${listings.personCapacity}, 2147483647) >= ${bind('guests', f.guests)}`);
  }
  for (const column of f.amenities) where.push(eq(listings[column], true));
  if (f.refine) where.push(...refinementConditions(f.refine));
  if (f.refine?.freeCancellation) {
    where.push(
      freeCancellationCondition(f.refine.freeCancellation.today, f.stay && bind('start', f.stay.start)),
    );
  }
  if (f.stay) {
    const nights = bind('nights', f.stay.nights);
    const start = bind('start', f.stay.start);
    const end = bind('end', f.stay.end);
    const minimumStay = minimumStayOf(start);
    // Below the minimum stay, an orphan gap has the orphan-night rule's own minimum (docs/requirements/host.md#R-H27),
    // as booking checks it. Read only for a free listing too short for its minimum: the rule's probe first,
    // then the gap from the busy row already read.
    const orphanAllows = sql`coalesce(${orphanMinimumNightsSql(listings.id)} <= ${nights}
      and ${gapNights(start, end)} < ${minimumStay}, false)`;
    where.push(
      // Free first, as one CASE: PostgreSQL would otherwise probe the rates of listings busy anyway.
      sql`case when not ${freeFor(start, end)} then false when ${minimumStay} <= ${nights} then true
        else ${orphanAllows} end`,
      // No maximum, or 0, is no limit.
      sql`coalesce(nullif(${listings.maximumNights}, 0), 2147483647) >= ${nights}`,
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
 * A card's image as JSON, in the page query itself: evaluated only for the page's rows, and the page needs one
 * round trip instead of two (which mattered most on PGlite, where every query has a fixed cost of a few
 * milliseconds). One image (CARD_IMAGE_COUNT), read from the index on (listing_id, position, id) with no
 * aggregate or sort: a tenth of the search query's time at 100,000 listings (decision record 0045).
 */
const firstImages = sql<CardImage[]>`coalesce((select json_build_array(json_build_object('file', i.file,
    'width', i.width, 'height', i.height, 'variants', i.variants)) from listing_images i
    where i.listing_id = ${listings.id} order by i.position, i.id limit 1), '[]'::json)`;

/**
 * The rate ranges (docs/requirements/bookings.md#R-B5) touching the stay, as JSON in the page query like the images, so a card's total
 * follows its nights' prices without a second round trip; none without dates (a card then shows the base price).
 */
const stayRates = (stay: { start: unknown; end: unknown } | undefined) =>
  stay
    ? sql<RateRange[]>`(select coalesce(json_agg(json_build_object('id', r.id, 'startDate', r.start_date,
        'endDate', r.end_date, 'priceMinor', r.price_minor, 'minimumNights', r.minimum_nights)), '[]'::json)
        from ${listingRates} r where r.listing_id = ${listings.id}
        and r.start_date < ${stay.end}::date and r.end_date > ${stay.start}::date)`
    : sql<RateRange[]>`'[]'::json`;

/** Newest first; the id breaks ties so pages never repeat or skip a listing. */
const stableOrder = [sql`${listings.publishedAt} desc nulls last`, desc(listings.id)];

/**
 * One page of matching listings plus the total count of matches (window count, one round trip), ids first:
 * the matches are found, counted and sorted from the search index alone (index-only, decision record 0045),
 * then only the page's rows are read from the table with their type, first image and rate ranges.
 * The page query itself, unexecuted: the benchmark EXPLAINs exactly what the API runs.
 */
export const pageQuery = (db: Tx, f: SearchFilters, bind: Bind = asIs) => {
  const page = db
    .select({
      id: sql<number>`${listings.id}`.as('page_id'),
      publishedAt: sql<Date | null>`${listings.publishedAt}`.as('page_published_at'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(listings)
    .where(and(...conditions(f, bind)))
    .orderBy(...(isRefined(f.refine) ? orderOf(f.refine) : stableOrder))
    .limit(bind('limit', f.limit))
    .offset(bind('offset', f.offset))
    .as('page');
  return db
    .select({
      ...cardColumns,
      total: page.total,
      images: firstImages,
      rates: stayRates(f.stay && { start: bind('start', f.stay.start), end: bind('end', f.stay.end) }),
      // The host's pricing rules (docs/requirements/host.md#R-H18), for the page's rows only and only with dates.
      pricingRules: f.stay ? listingRulesJson(listings.id) : sql<PricingRule[]>`'[]'::json`,
      orphanGap: f.stay
        ? inOrphanGap(bind('start', f.stay.start), bind('end', f.stay.end))
        : sql<boolean>`false`,
    })
    .from(page)
    .innerJoin(listings, eq(listings.id, page.id))
    .leftJoin(propertyTypes, eq(propertyTypes.id, listings.propertyTypeId))
    .orderBy(
      ...(isRefined(f.refine)
        ? orderOf(f.refine)
        : [sql`${page.publishedAt} desc nulls last`, desc(page.id)]),
    );
};

type PreparedPage = ReturnType<ReturnType<typeof pageQuery>['prepare']>;
const preparedPages = new WeakMap<Tx, Map<string, PreparedPage>>();

/**
 * The page query prepared once per shape (which filters are set): building it with drizzle and planning it in
 * PostgreSQL cost more than running it (decision record 0045). PostgreSQL keeps a prepared statement per
 * connection, so only shapes with at most one amenity are prepared, which bounds them to a few hundred; a
 * search with more amenities is built and planned each time.
 */
function preparedPage(db: Tx, f: SearchFilters): PreparedPage | null {
  if (f.amenities.length > 1 || isRefined(f.refine)) return null;
  const shape = [
    f.cityKey ? 'city' : '',
    f.propertyTypeId ? 'type' : '',
    f.guests ? 'guests' : '',
    f.stay ? 'stay' : '',
    ...f.amenities,
  ].join(':');
  const shapes = preparedPages.get(db) ?? new Map<string, PreparedPage>();
  preparedPages.set(db, shapes);
  const page = shapes.get(shape) ?? pageQuery(db, f, asPlaceholder).prepare(`search_${shape}`);
  shapes.set(shape, page);
  return page;
}

export async function search(
  db: Tx,
  f: SearchFilters,
): Promise<{
  rows: (CardRow & {
    images: CardImage[];
    rates: RateRange[];
    pricingRules: PricingRule[];
    orphanGap: boolean;
  })[];
  total: number;
}> {
  const prepared = preparedPage(db, f);
  const rows = prepared
    ? await prepared.execute({
        cityKey: f.cityKey,
        propertyTypeId: f.propertyTypeId,
        guests: f.guests,
        nights: f.stay?.nights,
        start: f.stay?.start,
        end: f.stay?.end,
        limit: f.limit,
        offset: f.offset,
      })
    : await pageQuery(db, f);
  if (rows.length > 0 || f.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page: the window count came back with no rows, so count separately.
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(...conditions(f)));
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
