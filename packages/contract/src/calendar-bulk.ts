import { z } from 'zod';
import { IsoDate, idOf, nightRange, text } from './common.ts';
import { addDays } from './dates.ts';
import { nightlyRates, type RateListing, RateMinimumNights, RatePrice, type RateRange } from './rates.ts';

/**
 * Bulk edit on the multi-calendar (docs/requirements/host.md#R-H17, decision 0075): nights picked on one
 * or more listings' rows get a price and/or minimum stay, are blocked or are unblocked, in one request that
 * applies whole or not at all.
 */
export const MAX_BULK_SELECTIONS = 200;
export const MAX_BULK_NIGHTS = 366;
export const BULK_ACTIONS = ['block', 'unblock', 'rate'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkMessages = {
  listingRequired: 'Choose one of your listings',
  selectionsRequired: 'Select at least one night',
  tooManySelections: `Select at most ${MAX_BULK_SELECTIONS} ranges of nights at a time`,
  endAfterStart: 'The last night must not be before the first',
  tooLong: `Select at most ${MAX_BULK_NIGHTS} nights of a listing at a time`,
  actionInvalid: 'Choose what to do: set the price, block or unblock',
  rateEmpty: 'Enter a price, a minimum stay, or both',
  startInPast: 'Nights in the past cannot be changed; select from today on',
  noPrice: (listing: string) => `${listing} has no price yet: enter a price with the minimum stay`,
  nothingToBlock: 'These nights are blocked already',
  nothingToUnblock:
    'None of these nights is blocked by you (a channel’s nights are unblocked in that channel)',
  overReservation: (listing: string, guest: string, start: string, end: string) =>
    `${listing}: these nights overlap ${guest}'s reservation (${start} to ${end}); leave them out or cancel it first. Nothing was changed.`,
  coHostPrices: 'A co-host may block and unblock nights; prices and minimum stays are the host’s to set.',
  done: (action: BulkAction, nights: number, listings: number) => {
    const what = `${nights} ${nights === 1 ? 'night' : 'nights'} of ${listings} ${listings === 1 ? 'listing' : 'listings'}`;
    if (action === 'rate') return `Saved for ${what}`;
    return action === 'block' ? `Blocked ${what}` : `Unblocked ${what}`;
  },
} as const;

/** Nights [start_date, end_date) of one listing, as a stay: the day after the last night is `end_date`. */
export const BulkSelection = nightRange(
  z.object({
    listing_id: idOf(bulkMessages.listingRequired),
    start_date: IsoDate,
    end_date: IsoDate,
  }),
  { start: 'start_date', end: 'end_date', max: MAX_BULK_NIGHTS },
  bulkMessages,
);
export type BulkSelection = z.infer<typeof BulkSelection>;

/** `POST /api/calendar/bulk`. `price` in major units of each listing's currency. */
export const BulkEditInput = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: bulkMessages.actionInvalid }),
    selections: z
      .array(BulkSelection, { error: bulkMessages.selectionsRequired })
      .min(1, bulkMessages.selectionsRequired)
      .max(MAX_BULK_SELECTIONS, bulkMessages.tooManySelections),
    price: RatePrice.optional(),
    /** null: back to the listing's own minimum stay. */
    minimum_nights: RateMinimumNights,
    note: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      text().trim().max(200, 'Keep the note under 200 characters').optional(),
    ),
  })
  .refine((b) => b.action !== 'rate' || b.price !== undefined || b.minimum_nights !== undefined, {
    path: ['price'],
    message: bulkMessages.rateEmpty,
  });
export type BulkEditInput = z.infer<typeof BulkEditInput>;

export const BulkEditReply = z.object({
  message: z.string(),
  data: z.object({ action: z.enum(BULK_ACTIONS), listings: z.number(), nights: z.number() }),
});
export type BulkEditReply = z.infer<typeof BulkEditReply>;

/** The selected nights of each listing, sorted and without repeats (overlapping selections merge). */
export function nightsByListing(selections: readonly BulkSelection[]): Map<number, string[]> {
  const sets = new Map<number, Set<string>>();
  for (const s of selections) {
    const set = sets.get(s.listing_id) ?? new Set<string>();
    for (let d = s.start_date; d < s.end_date; d = addDays(d, 1)) set.add(d);
    sets.set(s.listing_id, set);
  }
  return new Map([...sets].map(([id, set]) => [id, [...set].sort()]));
}

/** Consecutive nights as ranges [start, end). `nights` sorted. */
export function runsOf(nights: readonly string[]): { start: string; end: string }[] {
  const runs: { start: string; end: string }[] = [];
  for (const night of nights) {
    const last = runs.at(-1);
    if (last && last.end === night) last.end = addDays(night, 1);
    else runs.push({ start: night, end: addDays(night, 1) });
  }
  return runs;
}

export interface NewRange {
  startDate: string;
  endDate: string;
  priceMinor: number;
  minimumNights: number | null;
}

/**
 * The rate ranges that give `nights` (sorted) the change: a night keeps what the change leaves out (its
 * price today when only the minimum stay is set, its range's own minimum when only the price is), so a
 * bulk price never drops a season's minimum stay. Consecutive nights ending up alike share one range.
 * Added after `ranges`, they win over them (rates.ts: the latest range wins).
 */
export function bulkRanges(
  listing: RateListing,
  ranges: readonly RateRange[],
  nights: readonly string[],
  change: { priceMinor?: number; minimumNights?: number | null },
): NewRange[] {
  const out: NewRange[] = [];
  for (const date of nights) {
    const [now] = nightlyRates(listing, ranges, date, addDays(date, 1));
    const own = now?.rateId == null ? null : (ranges.find((r) => r.id === now.rateId)?.minimumNights ?? null);
    const priceMinor = change.priceMinor ?? now?.priceMinor ?? 0;
    const minimumNights = change.minimumNights !== undefined ? change.minimumNights : own;
    const last = out.at(-1);
    if (
      last &&
      last.endDate === date &&
      last.priceMinor === priceMinor &&
      last.minimumNights === minimumNights
    ) {
      last.endDate = addDays(date, 1);
    } else {
      out.push({ startDate: date, endDate: addDays(date, 1), priceMinor, minimumNights });
    }
  }
  return out;
}

/** Nights of `run` not covered by any of `taken` ([start, end) each): what is left to block. */
export function freeParts(
  run: { start: string; end: string },
  taken: readonly { start: string; end: string }[],
): { start: string; end: string }[] {
  const free: string[] = [];
  for (let d = run.start; d < run.end; d = addDays(d, 1)) {
    if (!taken.some((t) => t.start <= d && d < t.end)) free.push(d);
  }
  return runsOf(free);
}
