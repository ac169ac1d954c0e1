import type { NewRange } from '@innkeep/contract/calendar-bulk';
import { currencySymbol } from '@innkeep/contract/currency-symbols';
import { nightsBetween } from '@innkeep/contract/dates';
import { DEFAULT_CURRENCY, toMajor, toMinor } from '@innkeep/contract/money';
import {
  MAX_RATE_QUERY_NIGHTS,
  rateMessages as msg,
  type NightRate,
  nightlyRates,
  type RateEditInput,
  type RateInput,
  type RateListing,
  type RateRange,
  type RateRangeWire,
  type RatesReply,
  rateSourceOf,
  type WeekendPriceInput,
} from '@innkeep/contract/rates';
import { todayIn } from '@innkeep/contract/time-zones';
import type { Db, Tx } from '../../db/client.ts';
import { FieldErrors, notFound } from '../../lib/errors.ts';
import { lockListing } from '../listings/listings.service.ts';
import * as repo from './rates.repository.ts';

export { rangesBetweenJson, rateListingColumns, ratesBetween } from './rates.repository.ts';

/** A listing row as the rate resolver's input (unset price: 0, unset minimum: none). */
export const toRateListing = (row: {
  priceMinor: number | null;
  weekendPriceMinor?: number | null;
  minimumNights: number | null;
}): RateListing => ({
  priceMinor: row.priceMinor ?? 0,
  weekendPriceMinor: row.weekendPriceMinor ?? null,
  minimumNights: row.minimumNights,
});

/** Each night's rate of one listing over [from, to), read in the caller's transaction. */
export async function nightsOf(
  tx: Tx,
  listing: { id: number } & Parameters<typeof toRateListing>[0],
  from: string,
  to: string,
): Promise<NightRate[]> {
  if (to <= from) return [];
  return nightsWith(listing, await repo.ratesBetween(tx, [listing.id], from, to), from, to);
}

/** nightsOf with the listing's ranges already read (rangesBetweenJson). */
export const nightsWith = (
  listing: Parameters<typeof toRateListing>[0],
  ranges: readonly RateRange[],
  from: string,
  to: string,
): NightRate[] => (to <= from ? [] : nightlyRates(toRateListing(listing), ranges, from, to));

const toRangeWire = (row: repo.RateRow, currency: string): RateRangeWire => ({
  id: row.id,
  listing_id: row.listingId,
  start_date: row.startDate,
  end_date: row.endDate,
  price: toMajor(row.priceMinor, currency),
  minimum_nights: row.minimumNights,
  source: rateSourceOf(row) === 'season' ? 'season' : 'override',
});

/** The host's listing with what rates need, or a 404 (another host's, deleted or unknown: the same answer). */
async function ownListing(db: Db, hostId: number, listingId: number) {
  const listing = await repo.ownListing(db, hostId, listingId);
  if (!listing) throw notFound('Listing not found');
  return listing;
}

export async function listRates(
  db: Db,
  hostId: number,
  q: { listing_id: number; from: string; to: string },
): Promise<RatesReply['data']> {
  const listing = await ownListing(db, hostId, q.listing_id);
  if (q.to <= q.from) throw FieldErrors.of('to', msg.emptyRange);
  if (nightsBetween(q.from, q.to) > MAX_RATE_QUERY_NIGHTS) throw FieldErrors.of('to', msg.tooLong);
  const currency = listing.currencyCode ?? DEFAULT_CURRENCY;
  const ranges = await repo.ratesBetween(db, [listing.id], q.from, q.to);
  return {
    listing_id: listing.id,
    currency,
    currency_symbol: currencySymbol(currency),
    nights: nightlyRates(toRateListing(listing), ranges, q.from, q.to).map((n) => ({
      date: n.date,
      price: toMajor(n.priceMinor, currency),
      minimum_nights: n.minimumNights,
      source: n.source,
      rate_id: n.rateId,
    })),
    ranges: ranges.map((r) => toRangeWire(r, currency)),
  };
}

/**
 * A range's dates and price as `listing` takes them (a first night `kept` from before may be past), and the price
 * in minor units of `currency`: positive once rounded to the currency's step, as the listing's price (listings.ts).
 */
function checkedRange(
  input: RateEditInput,
  listing: { timeZone: string },
  currency: string,
  kept?: string,
): number {
  if (input.start_date !== kept && input.start_date < todayIn(listing.timeZone))
    throw FieldErrors.of('start_date', msg.pastRange);
  if (input.end_date <= input.start_date) throw FieldErrors.of('end_date', msg.emptyRange);
  if (nightsBetween(input.start_date, input.end_date) > MAX_RATE_QUERY_NIGHTS)
    throw FieldErrors.of('end_date', msg.tooLong);
  const priceMinor = toMinor(input.price, currency);
  if (priceMinor <= 0) throw FieldErrors.of('price', msg.pricePositive);
  return priceMinor;
}

/**
 * Adds a range. The listing row is locked first, as Book now locks it: a booking of the same nights runs
 * before or after, never half-way (and Book now refuses a total that changed, decision 0046). The older
 * ranges it wholly covers go: they would price no night (the same one-off price set twice is one row).
 */
export async function createRate(db: Db, hostId: number, input: RateInput) {
  const listing = await ownListing(db, hostId, input.listing_id);
  const currency = listing.currencyCode ?? DEFAULT_CURRENCY;
  const priceMinor = checkedRange(input, listing, currency);
  return db.transaction(async (tx) => {
    await lockListing(tx, listing.id);
    const row = await repo.insertRate(tx, {
      listingId: listing.id,
      startDate: input.start_date,
      endDate: input.end_date,
      priceMinor,
      minimumNights: input.minimum_nights ?? null,
    });
    await repo.deleteHiddenRates(tx, listing.id, row);
    return { message: 'Price saved', data: toRangeWire(row, currency) };
  });
}

export async function deleteRate(db: Db, hostId: number, id: number): Promise<string> {
  const row = await repo.findRateForHost(db, hostId, id);
  if (!row) throw notFound('Price range not found');
  await db.transaction(async (tx) => {
    await lockListing(tx, row.listingId);
    await repo.deleteRate(tx, id);
  });
  return 'Price removed';
}

/** The listing's weekend price (Friday and Saturday nights), under the listing lock like a new range. */
export async function setWeekendPrice(db: Db, hostId: number, input: WeekendPriceInput): Promise<string> {
  const listing = await ownListing(db, hostId, input.listing_id);
  const currency = listing.currencyCode ?? DEFAULT_CURRENCY;
  const minor = input.weekend_price === null ? null : toMinor(input.weekend_price, currency);
  if (minor !== null && minor <= 0) throw FieldErrors.of('weekend_price', msg.pricePositive);
  await db.transaction(async (tx) => {
    await lockListing(tx, listing.id);
    await repo.setWeekendPrice(tx, listing.id, minor);
  });
  return minor === null ? 'Weekend price removed' : 'Weekend price saved';
}

/**
 * Adds ranges to a listing in the caller's transaction, which holds the listing's lock (the multi-calendar's
 * bulk edit, docs/requirements/host.md#R-H17): in order, so the last added wins where they overlap. Each new
 * range, like one added alone, removes the older ones it wholly covers.
 */
export async function addRanges(tx: Tx, listingId: number, ranges: readonly NewRange[]): Promise<void> {
  for (const r of ranges)
    await repo.deleteHiddenRates(tx, listingId, await repo.insertRate(tx, { listingId, ...r }));
}

/**
 * Changes a range's dates, price and minimum stay (the seasons list, docs/requirements/host.md#R-H17). It keeps its id, so
 * its place among the ranges (the latest wins) stays. A range already begun may keep its first night; a
 * new first night cannot be in the past. Older ranges its new dates wholly cover go, as for a new range.
 */
export async function editRate(db: Db, hostId: number, id: number, input: RateEditInput) {
  const row = await repo.findRateForHost(db, hostId, id);
  if (!row) throw notFound('Price range not found');
  const listing = await repo.ownListing(db, hostId, row.listingId);
  if (!listing) throw notFound('Price range not found');
  const currency = listing.currencyCode ?? DEFAULT_CURRENCY;
  const priceMinor = checkedRange(input, listing, currency, row.startDate);
  return db.transaction(async (tx) => {
    await lockListing(tx, row.listingId);
    const updated = await repo.updateRate(tx, id, {
      startDate: input.start_date,
      endDate: input.end_date,
      priceMinor,
      minimumNights: input.minimum_nights ?? null,
    });
    if (!updated) throw notFound('Price range not found');
    await repo.deleteHiddenRates(tx, row.listingId, updated);
    return { message: 'Price saved', data: toRangeWire(updated, currency) };
  });
}
