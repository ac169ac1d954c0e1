import { addDays } from './dates.ts';
import type { PricingListing } from './pricing.ts';

/** The pricing tests' listing: €100 a night, 2 guests included, €10 per extra guest, €30 cleaning, 10 %/25 % off. */
export const pricingListing = (over: Partial<PricingListing> = {}): PricingListing => ({
  currency: 'EUR',
  priceMinor: 100_00,
  extraPersonPriceMinor: 10_00,
  guestsIncluded: 2,
  cleaningFeeMinor: 30_00,
  refundableDamageDepositMinor: 0,
  weeklyDiscount: 10,
  monthlyDiscount: 25,
  excludedFees: [],
  ...over,
});

/** A stay of `nights` nights from `start`. */
export const stayOf = (nights: number, guests = 2, start = '2030-03-01') => ({
  startDate: start,
  endDate: addDays(start, nights),
  guests,
});
