import type { RateRange } from '@innkeep/contract/rates';
import { type AnyColumn, and, asc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { listingRates } from '../../db/schema/rates.ts';
import { ownedListing } from '../listings/listings.service.ts';

const rateColumns = {
  id: listingRates.id,
  listingId: listingRates.listingId,
  startDate: listingRates.startDate,
  endDate: listingRates.endDate,
  priceMinor: listingRates.priceMinor,
  minimumNights: listingRates.minimumNights,
};
export type RateRow = {
  id: number;
  listingId: number;
  startDate: string;
  endDate: string;
  priceMinor: number;
  minimumNights: number | null;
};

/** The ranges of these listings touching [from, to), oldest first: one query for a page of listings. */
export function ratesBetween(
  db: Tx,
  listingIds: readonly number[],
  from: string,
  to: string,
): Promise<RateRow[]> {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select(rateColumns)
    .from(listingRates)
    .where(
      and(
        inArray(listingRates.listingId, [...listingIds]),
        lt(listingRates.startDate, to),
        gt(listingRates.endDate, from),
      ),
    )
    .orderBy(asc(listingRates.id));
}

/** ratesBetween of one listing as a JSON column of another query (the booking calendar reads it with the listing). */
export const rangesBetweenJson = (listingId: AnyColumn | SQL, from: string, to: string) =>
  sql<RateRange[]>`(select coalesce(json_agg(json_build_object('id', r.id, 'startDate', r.start_date,
    'endDate', r.end_date, 'priceMinor', r.price_minor, 'minimumNights', r.minimum_nights) order by r.id), '[]'::json)
    from ${listingRates} r where r.listing_id = ${listingId}
    and r.start_date < ${to}::date and r.end_date > ${from}::date)`;

/** The listing columns its nightly rates need (`toRateListing`), with the currency and time zone they are shown in. */
export const rateListingColumns = {
  id: listings.id,
  currencyCode: listings.currencyCode,
  priceMinor: listings.priceMinor,
  weekendPriceMinor: listings.weekendPriceMinor,
  minimumNights: listings.minimumNights,
  timeZone: listings.timeZone,
};

/** The host's listing (not deleted) with what rates need; null for another host's, deleted or unknown. */
export async function ownListing(db: Tx, hostId: number, listingId: number) {
  const [row] = await db
    .select(rateListingColumns)
    .from(listings)
    .where(and(eq(listings.id, listingId), ownedListing(hostId)));
  return row ?? null;
}

export async function insertRate(db: Tx, values: typeof listingRates.$inferInsert): Promise<RateRow> {
  const [row] = await db.insert(listingRates).values(values).returning(rateColumns);
  return row!;
}

/**
 * Removes the listing's older ranges (lower id) that lie wholly inside `newer`: the latest range wins, so they
 * price no night any more, and the seasons list would show a price that does not apply.
 */
export async function deleteHiddenRates(
  db: Tx,
  listingId: number,
  newer: Pick<RateRow, 'id' | 'startDate' | 'endDate'>,
): Promise<void> {
  await db
    .delete(listingRates)
    .where(
      and(
        eq(listingRates.listingId, listingId),
        lt(listingRates.id, newer.id),
        gte(listingRates.startDate, newer.startDate),
        lte(listingRates.endDate, newer.endDate),
      ),
    );
}

/** A range of one of the host's listings (not deleted); another host's is not found. */
export async function findRateForHost(db: Tx, hostId: number, id: number): Promise<RateRow | null> {
  const [row] = await db
    .select(rateColumns)
    .from(listingRates)
    .innerJoin(listings, eq(listings.id, listingRates.listingId))
    .where(and(eq(listingRates.id, id), ownedListing(hostId)));
  return row ?? null;
}

export async function updateRate(
  db: Tx,
  id: number,
  values: Pick<typeof listingRates.$inferInsert, 'startDate' | 'endDate' | 'priceMinor' | 'minimumNights'>,
): Promise<RateRow | null> {
  const [row] = await db
    .update(listingRates)
    .set(values)
    .where(eq(listingRates.id, id))
    .returning(rateColumns);
  return row ?? null;
}

export async function deleteRate(db: Tx, id: number): Promise<void> {
  await db.delete(listingRates).where(eq(listingRates.id, id));
}

export async function setWeekendPrice(db: Tx, listingId: number, weekendPriceMinor: number | null) {
  await db.update(listings).set({ weekendPriceMinor }).where(eq(listings.id, listingId));
}
