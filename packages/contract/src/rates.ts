import { z } from 'zod';
import { IsoDate, idOf } from './common.ts';
import { addDays, nightsBetween } from './dates.ts';
import { MAX_MONEY_MAJOR } from './listings-fields.ts';
import { groupDigits } from './money.ts';

/**
 * Nightly rates (docs/requirements/bookings.md#R-B5, decision 0046). A listing's night is priced, in this order of precedence:
 * 1. the LATEST rate range (highest id) that covers it: `season` when the range is at least
 *    SEASON_MIN_NIGHTS nights long, `override` when shorter (a host's one-off price for a few nights);
 * 2. the weekend price, for Friday and Saturday nights, when the listing has one (`weekend`);
 * 3. the listing's price (`base`).
 * A range's `minimum_nights` (when set) is the minimum stay of stays STARTING on one of its nights; other
 * stays keep the listing's. Ranges never change a stay already booked: reservations store their amounts.
 * Saving a range removes the older ranges it wholly covers, which would price no night any more.
 */
export const SEASON_MIN_NIGHTS = 7;
/** How far one `GET /api/rates` or `GET /api/calendar` may reach. */
export const MAX_RATE_QUERY_NIGHTS = 400;

export type RateSource = 'base' | 'weekend' | 'season' | 'override';

export interface RateRange {
  id: number;
  startDate: string;
  endDate: string;
  priceMinor: number;
  minimumNights: number | null;
}

export interface RateListing {
  priceMinor: number;
  /** Friday and Saturday nights; null when the host set none. */
  weekendPriceMinor: number | null;
  minimumNights: number | null;
}

export interface NightRate {
  date: string;
  priceMinor: number;
  minimumNights: number | null;
  source: RateSource;
  /** The range that priced the night, or null. */
  rateId: number | null;
}

export const rateSourceOf = (range: Pick<RateRange, 'startDate' | 'endDate'>): RateSource =>
  nightsBetween(range.startDate, range.endDate) >= SEASON_MIN_NIGHTS ? 'season' : 'override';

/** Friday (5) and Saturday (6) nights, by the calendar date the night starts on. */
export const isWeekendNight = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 5 || day === 6;
};

/** One entry per night of `[from, to)`. `ranges` in any order; the highest id wins where they overlap. */
export function nightlyRates(
  listing: RateListing,
  ranges: readonly RateRange[],
  from: string,
  to: string,
): NightRate[] {
  const sorted = [...ranges].filter((r) => r.startDate < to && r.endDate > from).sort((a, b) => b.id - a.id);
  const nights: NightRate[] = [];
  for (let date = from; date < to; date = addDays(date, 1)) {
    const range = sorted.find((r) => r.startDate <= date && date < r.endDate);
    if (range) {
      nights.push({
        date,
        priceMinor: range.priceMinor,
        minimumNights: range.minimumNights ?? listing.minimumNights,
        source: rateSourceOf(range),
        rateId: range.id,
      });
    } else if (listing.weekendPriceMinor !== null && listing.weekendPriceMinor > 0 && isWeekendNight(date)) {
      nights.push({
        date,
        priceMinor: listing.weekendPriceMinor,
        minimumNights: listing.minimumNights,
        source: 'weekend',
        rateId: null,
      });
    } else {
      nights.push({
        date,
        priceMinor: listing.priceMinor,
        minimumNights: listing.minimumNights,
        source: 'base',
        rateId: null,
      });
    }
  }
  return nights;
}

/** The minimum stay of a stay starting on `startDate`: the first night's. */
export function minimumNightsFor(listing: RateListing, ranges: readonly RateRange[], startDate: string) {
  return nightlyRates(listing, ranges, startDate, addDays(startDate, 1))[0]?.minimumNights ?? null;
}

// ---- wire -----------------------------------------------------------------------

/** The longest minimum stay a range of nights may ask for. */
export const MAX_RATE_MINIMUM_NIGHTS = 365;

export const rateMessages = {
  listingRequired: 'Choose a listing',
  pastRange: 'The range cannot start in the past',
  emptyRange: 'The end date must be after the start date',
  tooLong: `A range can cover at most ${MAX_RATE_QUERY_NIGHTS} nights`,
  pricePositive: 'Price must be greater than 0',
  priceMax: `Price must be at most ${groupDigits(MAX_MONEY_MAJOR)}`,
  priceRequired: 'Price is required',
  minimumNights: `Minimum nights must be a whole number from 1 to ${MAX_RATE_MINIMUM_NIGHTS}`,
} as const;

/** A night's price in major units of the listing's currency, as the listing's `price`. */
export const RatePrice = z
  .number({ error: rateMessages.priceRequired })
  .refine(Number.isFinite, rateMessages.priceRequired)
  .refine((v) => v > 0, rateMessages.pricePositive)
  .refine((v) => v <= MAX_MONEY_MAJOR, rateMessages.priceMax);

/** A range's own minimum stay; null: the listing's. */
export const RateMinimumNights = z
  .number({ error: rateMessages.minimumNights })
  .int(rateMessages.minimumNights)
  .min(1, rateMessages.minimumNights)
  .max(MAX_RATE_MINIMUM_NIGHTS, rateMessages.minimumNights)
  .nullable()
  .optional();

/** `POST /api/rates`. `price` in major units of the listing's currency, as the listing's `price`. */
export const RateInput = z.object({
  listing_id: idOf(rateMessages.listingRequired),
  start_date: IsoDate,
  end_date: IsoDate,
  price: RatePrice,
  minimum_nights: RateMinimumNights,
});
export type RateInput = z.infer<typeof RateInput>;

/** `PATCH /api/rates/{id}`: a season's or one-off's new dates, price and minimum stay (docs/requirements/host.md#R-H17). */
export const RateEditInput = RateInput.omit({ listing_id: true });
export type RateEditInput = z.infer<typeof RateEditInput>;

/**
 * `PUT /api/rates/weekend`: the listing's Friday and Saturday price (the pricing tab's weekend price), from
 * the multi-calendar; null removes it.
 */
export const WeekendPriceInput = z.object({
  listing_id: idOf(rateMessages.listingRequired),
  weekend_price: RatePrice.nullable(),
});
export type WeekendPriceInput = z.infer<typeof WeekendPriceInput>;

export const RatesQuery = z.object({
  listing_id: idOf(rateMessages.listingRequired),
  from: IsoDate,
  to: IsoDate,
});

export const RateRangeWire = z.object({
  id: z.number(),
  listing_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  price: z.number(),
  minimum_nights: z.number().nullable(),
  source: z.enum(['season', 'override']),
});
export type RateRangeWire = z.infer<typeof RateRangeWire>;
export const RateReply = z.object({ message: z.string(), data: RateRangeWire });

export const NightRateWire = z.object({
  date: z.string(),
  price: z.number(),
  minimum_nights: z.number().nullable(),
  source: z.enum(['base', 'weekend', 'season', 'override']),
  rate_id: z.number().nullable(),
});
export type NightRateWire = z.infer<typeof NightRateWire>;
export const RatesReply = z.object({
  data: z.object({
    listing_id: z.number(),
    currency: z.string(),
    currency_symbol: z.string(),
    nights: z.array(NightRateWire),
    ranges: z.array(RateRangeWire),
  }),
});
export type RatesReply = z.infer<typeof RatesReply>;
