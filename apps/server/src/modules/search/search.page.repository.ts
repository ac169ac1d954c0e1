import type { PricingRule } from '@innkeep/contract/pricing-rules';
import type { RateRange } from '@innkeep/contract/rates';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type ImageVariant, listings } from '../../db/schema/listings.ts';
import { propertyTypes } from '../../db/schema/lookups.ts';
import { listingRates } from '../../db/schema/rates.ts';
import { bookable } from '../listings/listings.service.ts';
import { listingRulesJson } from '../pricing-rules/pricing-rules.service.ts';
import { inOrphanGap } from './search.availability.ts';
import {
  asIs,
  asPlaceholder,
  type Bind,
  conditions,
  isRefined,
  type SearchFilters,
} from './search.filters.ts';
import { type CardRow, cardColumns } from './search.repository.ts';
import { orderOf, stableOrder } from './search.sort.ts';

/**
 * A card shows one photo (the search query reads one); the stay page carries them all. Kept small: search
 * answers are the hottest payload.
 */
export const CARD_IMAGE_COUNT = 1;

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
  // A start that is past in some listings' zones (the day's boundary) is rare enough to plan each time.
  if (f.amenities.length > 1 || isRefined(f.refine) || f.startPastIn?.length) return null;
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

/**
 * The most guests any listing matching the filters takes, the guest count left out; null when none matches. A
 * listing without a capacity takes any count, so after a search that found nothing none of these lacks one.
 */
export async function largestCapacity(db: Tx, f: SearchFilters): Promise<number | null> {
  const [row] = await db
    .select({ most: sql<number | null>`max(${listings.personCapacity})` })
    .from(listings)
    .where(and(...conditions({ ...f, guests: undefined })));
  return row?.most ?? null;
}

const ZONES_FOR_MS = 60_000;
const zonesRead = new WeakMap<Tx, { zones: Promise<string[]>; at: number }>();

/**
 * The time zones of bookable listings (the few the site's listings are in), read at most once a minute: a
 * search for tonight asks it, and a listing in a new zone is still checked by the booking itself.
 */
export function bookableTimeZones(db: Tx, now = Date.now()): Promise<string[]> {
  const kept = zonesRead.get(db);
  if (kept && now - kept.at < ZONES_FOR_MS) return kept.zones;
  const zones = db
    .selectDistinct({ zone: listings.timeZone })
    .from(listings)
    .where(bookable())
    .then((rows) => rows.map((r) => r.zone));
  zonesRead.set(db, { zones, at: now });
  // A failed read is not kept: the next search asks again.
  zones.catch(() => zonesRead.delete(db));
  return zones;
}
