import type { AmenityFlag } from '@innkeep/contract/amenities';
import { STRIPE_CURRENCIES } from '@innkeep/contract/currency-table';
import { DEFAULT_CURRENCY } from '@innkeep/contract/money';
import type { SearchSort } from '@innkeep/contract/search-constants';
import { eq, notInArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { bookable } from '../listings/listings.service.ts';
import { orphanMinimumNightsSql } from '../pricing-rules/pricing-rules.service.ts';
import { freeFor, gapNights, minimumStayOf } from './search.availability.ts';

export interface SearchFilters {
  cityKey?: string;
  guests?: number;
  /** A search flag is also the listing row's property (contract amenities.ts). */
  amenities: AmenityFlag[];
  stay?: { start: string; end: string; nights: number };
  /** The listings' time zones whose date is already past the stay's start: their listings are left out. */
  startPastIn?: string[];
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
  /** A full refund is still possible: `today`, each listing's date (db/listing-today.ts), for a dated stay. */
  freeCancellation?: { today: SQL<string> };
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
/** The nightly base price in major units of the listing's currency: the price filters and the price sorts. */
export const majorPrice = sql`(coalesce(${listings.priceMinor}, 0)::float8 / ${minorPerMajor})`;

/**
 * The days between the listing's date and check-in a free cancellation needs, by policy: a day more than the
 * rule, whose deadline falls at check-in time on its day, so a stay the filter keeps is still free to cancel.
 */
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
function freeCancellationCondition(today: SQL<string>, start: unknown | undefined): SQL {
  if (start === undefined) return sql`${listings.cancellationPolicy} in ('flexible', 'moderate')`;
  return sql`(case ${listings.cancellationPolicy}
    when 'flexible' then ${start}::date >= ${today} + ${FREE_CANCELLATION_DAYS.flexible}::int
    when 'moderate' then ${start}::date >= ${today} + ${FREE_CANCELLATION_DAYS.moderate}::int
    else false end)`;
}

/** How a filter's value enters the query: bound as is, or as a named placeholder of a prepared statement. */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const asIs: Bind = (_name, value) => value;
export const asPlaceholder: Bind = (name) => sql.placeholder(name);

/** The WHERE of a search: what a guest can see and book (the listings module's one definition), then each filter. */
export function conditions(f: SearchFilters, bind: Bind = asIs): SQL[] {
  const where = [bookable()];
  if (f.cityKey) where.push(eq(listings.cityKey, bind('cityKey', f.cityKey)));
  if (f.propertyTypeId) where.push(eq(listings.propertyTypeId, bind('propertyTypeId', f.propertyTypeId)));
  if (f.guests && f.guests > 0) {
    // No capacity is no limit. Written as one comparison, not an OR (here and for the stay's length): an OR
    // sends the planner to a bitmap scan of the table instead of reading the search index alone.
    where.push(sql`coalesce(${listings.personCapacity}, 2147483647) >= ${bind('guests', f.guests)}`);
  }
  for (const column of f.amenities) where.push(eq(listings[column], true));
  if (f.startPastIn?.length) where.push(notInArray(listings.timeZone, f.startPastIn));
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
