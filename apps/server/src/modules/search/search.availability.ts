import { type SQL, sql } from 'drizzle-orm';
import { listingAvailability, listings } from '../../db/schema/listings.ts';
import { listingRates } from '../../db/schema/rates.ts';
import { orphanMinimumNightsSql } from '../pricing-rules/pricing-rules.service.ts';

/**
 * Free for the whole stay: the listing's busy nights (its date-holding reservations and calendar blocks, kept
 * by triggers in the same transaction as every change, migration 0024) do not meet the stay. One primary-key
 * read per candidate instead of a GiST probe into each of the two tables: the probes were most of the
 * query's time at 100,000 listings (decision record 0045). A listing with no row has never been busy.
 */
export function freeFor(start: unknown, end: unknown): SQL {
  return sql`not coalesce((select a.busy && daterange(${start}::date, ${end}::date, '[)') from ${listingAvailability} a where a.listing_id = ${listings.id}), false)`;
}

/**
 * The nights of the free gap a stay lies in, from the listing's busy nights: from the end of the taken stay
 * before it to the start of the one after it; null when either side has none. Contract `orphanGapOf` reads
 * the same from the taken stays; the busy row merges touching stays, which moves neither end.
 */
export function gapNights(start: unknown, end: unknown): SQL<number | null> {
  return sql<number | null>`(select min(lower(b)) filter (where lower(b) >= ${end}::date)
    - max(upper(b)) filter (where upper(b) <= ${start}::date)
    from ${listingAvailability} a, unnest(a.busy) b where a.listing_id = ${listings.id})`;
}

/**
 * The minimum stay of the first night, as the stay page and booking read it (decision 0046): the latest rate
 * range covering it when that range sets one, else the listing's. A season can lower it too.
 */
export const minimumStayOf = (
  start: unknown,
) => sql<number>`coalesce((select r.minimum_nights from ${listingRates} r
      where r.listing_id = ${listings.id} and r.start_date <= ${start}::date and r.end_date > ${start}::date
      order by r.id desc limit 1), ${listings.minimumNights}, 0)`;

/**
 * A stay in an orphan gap (a gap shorter than the minimum stay between two taken stays) with the listing's
 * orphan-night rule (docs/requirements/host.md#R-H27): the page's cards apply its discount, as the quote does.
 */
export const inOrphanGap = (start: unknown, end: unknown) =>
  sql<boolean>`coalesce(${orphanMinimumNightsSql(listings.id)} is not null
    and ${gapNights(start, end)} < ${minimumStayOf(start)}, false)`;
