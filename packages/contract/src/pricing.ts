import { nightsBetween } from './dates.ts';
import { roundMinor } from './money.ts';
import {
  lengthOfStayRule,
  orphanRule,
  type PriceAdjustment,
  type PricingRule,
  timingRule,
} from './pricing-rules.ts';
import { sumTaxes, type TaxLine, type TaxRule, taxLines } from './taxes.ts';

/**
 * The price of a stay, in integer minor units of the listing's currency (DESIGN.md "Price").
 *
 * Decisions the design leaves open, settled here:
 * - The discount applies to the nights plus the extra-person charge (the "lodging" sum), never to
 *   the cleaning fee or the deposit.
 * - From 7 nights the weekly percent applies; from 28 nights the monthly percent applies INSTEAD of
 *   the weekly one when the host set a monthly discount above 0. With no monthly discount a long stay
 *   keeps the weekly one, so a 30-night stay is never dearer per night than a 27-night one because the
 *   host left "monthly" empty. The two never stack.
 * - Rounding happens once per discount: the discount amount is `lodging × percent / 100` rounded to a
 *   chargeable step (money.ts `roundMinor`: a cent, 10 fils in KWD, a whole króna in ISK), and so is each
 *   pricing rule's (pricing-rules.ts); every other figure is an exact product of integers.
 * - Pricing rules (docs/requirements/host.md#R-H18) apply after the nights are priced (season or override,
 *   weekend, base): a length-of-stay rule replaces the weekly or monthly discount when it is larger, then a
 *   timing rule, then the orphan-night rule, each on what the previous left.
 * - The cleaning fee is charged once. A fee listed in `excludedFees` ("exclude from reservation sum")
 *   is still shown but not added to the total.
 * - The refundable damage deposit is never part of the total, whatever `excludedFees` says: it is not a
 *   price but what may be charged later for damage reported after check-out (decision 0024). It is
 *   shown as its own line, marked excluded, with a label that says it comes back.
 */
/**
 * The fee keys a listing's "exclude from reservation sum" accepts. The deposit key is still accepted (older
 * listings carry it) but changes nothing, since the deposit is never in the total.
 */
export const FEE_KEYS = ['cleaning_fee', 'refundable_damage_deposit'] as const;
export type FeeKey = (typeof FEE_KEYS)[number];
/** What the host can really leave out of the sum: the form offers only these. */
export const EXCLUDABLE_FEE_KEYS = ['cleaning_fee'] as const satisfies readonly FeeKey[];
export const FEE_LABELS: Record<FeeKey, string> = {
  cleaning_fee: 'Cleaning fee',
  refundable_damage_deposit: 'Refundable damage deposit',
};

export const WEEKLY_DISCOUNT_NIGHTS = 7;
export const MONTHLY_DISCOUNT_NIGHTS = 28;

export interface PricingListing {
  currency: string;
  priceMinor: number;
  extraPersonPriceMinor: number;
  guestsIncluded: number;
  cleaningFeeMinor: number;
  refundableDamageDepositMinor: number;
  /** Percent, 0–100. */
  weeklyDiscount: number;
  /** Percent, 0–100. */
  monthlyDiscount: number;
  excludedFees: string[];
  /** Occupancy taxes (taxes.ts, decision 0048); absent: none. */
  taxes?: readonly TaxRule[] | undefined;
}

export interface PricingStay {
  startDate: string;
  endDate: string;
  guests: number;
  /**
   * The price of each night in order (rates.ts `nightlyRates`), one per night of the stay. Absent: every
   * night at the listing's `priceMinor` (a listing without rates or a weekend price).
   */
  nightlyPricesMinor?: readonly number[];
  /**
   * The host's pricing rules of this listing (pricing-rules.ts, docs/requirements/host.md#R-H18); absent: none.
   * Timing rules need `bookedOn`, the day of booking; the orphan-night rule applies only with `orphanGap`.
   */
  rules?: readonly PricingRule[];
  bookedOn?: string;
  /** The stay lies in a gap shorter than the minimum stay (pricing-rules.ts `orphanGapOf`). */
  orphanGap?: boolean;
}

/** Nights that cost the same, in the order a price first appears in the stay. */
export interface NightGroup {
  priceMinor: number;
  nights: number;
}

export interface PriceDiscount {
  kind: 'weekly' | 'monthly';
  percent: number;
  amountMinor: number;
}

export interface PriceBreakdown {
  currency: string;
  nightsCount: number;
  /**
   * The stay's nightly price: the price of every night when they are all the same, else the average
   * (nights price / nights, rounded to the currency's step), stored as the reservation's base rate.
   */
  nightlyPriceMinor: number;
  /** The sum of the nights' prices (nights × nightly price when all nights cost the same). */
  nightsPriceMinor: number;
  /** The nights grouped by price: one group when every night costs the same (docs/requirements/bookings.md#R-B5). */
  nightGroups: NightGroup[];
  /** Guests above `guestsIncluded`. */
  extraGuests: number;
  /** What one extra guest pays per night (the listing's `price_fo_extra_person`). */
  extraPersonPerNightMinor: number;
  /** extraGuests × extraPersonPerNight × nights */
  extraPersonTotalMinor: number;
  discount: PriceDiscount | null;
  /**
   * The pricing rules that changed the price, in the order they apply (after `discount`); negative amounts are
   * discounts. Absent from snapshots stored before rules existed.
   */
  adjustments?: PriceAdjustment[];
  cleaningFeeMinor: number;
  refundableDamageDepositMinor: number;
  /** The fees shown but left out of the total: the deposit always, the cleaning fee when the host says so. */
  excludedFees: FeeKey[];
  /** Occupancy tax lines (taxes.ts): on the lodging after discounts, per person per night; in the total. */
  taxes: TaxLine[];
  /** The sum of `taxes`. */
  taxesMinor: number;
  /** Everything the guest pays for the stay, taxes included; never the deposit. */
  totalPriceMinor: number;
}

const nonNegativeInt = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);
const percent = (n: number) => Math.min(100, nonNegativeInt(n));

/** The discount for a stay of `nights` nights, or null. Exported for the calendar's hints. */
export function discountFor(
  listing: Pick<PricingListing, 'weeklyDiscount' | 'monthlyDiscount'>,
  nights: number,
): Omit<PriceDiscount, 'amountMinor'> | null {
  const monthly = percent(listing.monthlyDiscount);
  const weekly = percent(listing.weeklyDiscount);
  if (nights >= MONTHLY_DISCOUNT_NIGHTS && monthly > 0) return { kind: 'monthly', percent: monthly };
  if (nights >= WEEKLY_DISCOUNT_NIGHTS && weekly > 0) return { kind: 'weekly', percent: weekly };
  return null;
}

/** The nights grouped by price, in the order a price first appears, and their sum. */
function groupNights(prices: readonly number[]): { nightGroups: NightGroup[]; nightsPriceMinor: number } {
  const nightGroups: NightGroup[] = [];
  let nightsPriceMinor = 0;
  for (const raw of prices) {
    const price = nonNegativeInt(raw);
    nightsPriceMinor += price;
    const group = nightGroups.find((g) => g.priceMinor === price);
    if (group) group.nights += 1;
    else nightGroups.push({ priceMinor: price, nights: 1 });
  }
  return { nightGroups, nightsPriceMinor };
}

/**
 * The discounts and pricing rules on the lodging (nights and extra persons), in the order they apply; what is
 * left after them is `runningMinor`, the lodging the taxes are on.
 */
function applyDiscounts(
  listing: PricingListing,
  stay: PricingStay,
  nightsCount: number,
  lodgingMinor: number,
): { discount: PriceDiscount | null; adjustments: PriceAdjustment[]; runningMinor: number } {
  // docs/requirements/host.md#R-H18: one stay-length discount (the largest of weekly, monthly and a
  // length-of-stay rule), then one timing rule, then the orphan-night rule, each on what the previous left.
  const rules = stay.rules ?? [];
  const listingRule = discountFor(listing, nightsCount);
  const losRule = lengthOfStayRule(rules, nightsCount);
  const losWins = losRule !== null && -losRule.percent > (listingRule?.percent ?? 0);
  const discount =
    listingRule && !losWins
      ? {
          ...listingRule,
          amountMinor: roundMinor((lodgingMinor * listingRule.percent) / 100, listing.currency),
        }
      : null;
  let runningMinor = lodgingMinor - (discount?.amountMinor ?? 0);
  const adjustments: PriceAdjustment[] = [];
  const apply = (rule: PricingRule | null) => {
    if (!rule) return;
    // Rounded like the weekly discount, on the size of the change, so a discount and a premium round alike.
    const size = roundMinor((runningMinor * Math.abs(rule.percent)) / 100, listing.currency);
    const amountMinor = rule.percent < 0 ? -size : size;
    const adjustment: PriceAdjustment = {
      kind: rule.kind,
      ruleId: rule.id,
      percent: rule.percent,
      amountMinor,
    };
    if (rule.kind === 'length_of_stay') adjustment.nights = rule.nights;
    adjustments.push(adjustment);
    runningMinor += amountMinor;
  };
  if (losWins) apply(losRule);
  if (stay.bookedOn && stay.startDate >= stay.bookedOn) {
    apply(timingRule(rules, nightsBetween(stay.bookedOn, stay.startDate)));
  }
  if (stay.orphanGap) apply(orphanRule(rules));
  return { discount, adjustments, runningMinor };
}

/**
 * Throws RangeError for a stay of no nights or no guests: callers check the stay rules first
 * (`checkStay` in stay-rules.ts) and answer those with a field message.
 */
export function calculatePrice(listing: PricingListing, stay: PricingStay): PriceBreakdown {
  const nightsCount = nightsBetween(stay.startDate, stay.endDate);
  if (!Number.isInteger(nightsCount) || nightsCount < 1) {
    throw new RangeError('A stay needs at least one night');
  }
  if (!Number.isInteger(stay.guests) || stay.guests < 1) throw new RangeError('A stay needs a guest');

  const prices = stay.nightlyPricesMinor ?? Array.from({ length: nightsCount }, () => listing.priceMinor);
  if (prices.length !== nightsCount) throw new RangeError('One price per night is needed');
  const { nightGroups, nightsPriceMinor } = groupNights(prices);
  const nightlyPriceMinor =
    nightGroups.length === 1
      ? (nightGroups[0]?.priceMinor ?? 0)
      : roundMinor(nightsPriceMinor / nightsCount, listing.currency);
  const extraGuests = Math.max(0, stay.guests - nonNegativeInt(listing.guestsIncluded));
  const extraPersonPerNightMinor = nonNegativeInt(listing.extraPersonPriceMinor);
  const extraPersonTotalMinor = extraGuests * extraPersonPerNightMinor * nightsCount;

  const lodgingMinor = nightsPriceMinor + extraPersonTotalMinor;
  const { discount, adjustments, runningMinor } = applyDiscounts(listing, stay, nightsCount, lodgingMinor);

  const cleaningFeeMinor = nonNegativeInt(listing.cleaningFeeMinor);
  const refundableDamageDepositMinor = nonNegativeInt(listing.refundableDamageDepositMinor);
  const cleaningExcluded = listing.excludedFees.includes('cleaning_fee');
  const excludedFees: FeeKey[] = cleaningExcluded
    ? ['cleaning_fee', 'refundable_damage_deposit']
    : ['refundable_damage_deposit'];
  const includedFeesMinor = cleaningExcluded ? 0 : cleaningFeeMinor;
  const taxedLodgingMinor = runningMinor;
  const taxes = taxLines(listing.taxes, {
    currency: listing.currency,
    lodgingMinor: taxedLodgingMinor,
    nights: nightsCount,
    guests: stay.guests,
  });
  const taxesMinor = sumTaxes(taxes);

  return {
    currency: listing.currency,
    nightsCount,
    nightlyPriceMinor,
    nightsPriceMinor,
    nightGroups,
    extraGuests,
    extraPersonPerNightMinor,
    extraPersonTotalMinor,
    discount,
    adjustments,
    cleaningFeeMinor,
    refundableDamageDepositMinor,
    excludedFees,
    taxes,
    taxesMinor,
    totalPriceMinor: taxedLodgingMinor + includedFeesMinor + taxesMinor,
  };
}
