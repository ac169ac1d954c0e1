import { DEFAULT_CURRENCY } from '@innkeep/contract/money';
import type { PricingListing } from '@innkeep/contract/pricing';
import { readTaxRules } from '@innkeep/contract/taxes-wire';
import { listings } from '../../db/schema/listings.ts';

/** The listing columns the pricing function needs: select them with `...listingPricingColumns`. */
export const listingPricingColumns = {
  currencyCode: listings.currencyCode,
  priceMinor: listings.priceMinor,
  weekendPriceMinor: listings.weekendPriceMinor,
  extraPersonPriceMinor: listings.extraPersonPriceMinor,
  guestsIncluded: listings.guestsIncluded,
  cleaningFeeMinor: listings.cleaningFeeMinor,
  refundableDamageDepositMinor: listings.refundableDamageDepositMinor,
  weeklyDiscount: listings.weeklyDiscount,
  monthlyDiscount: listings.monthlyDiscount,
  excludedFees: listings.excludedFees,
  taxes: listings.taxes,
};

export interface ListingPricingRow {
  currencyCode: string | null;
  priceMinor: number | null;
  /** Absent in rows selected before the weekend price existed (docs/requirements/bookings.md#R-B5): none. */
  weekendPriceMinor?: number | null;
  extraPersonPriceMinor: number | null;
  guestsIncluded: number | null;
  cleaningFeeMinor: number | null;
  refundableDamageDepositMinor: number | null;
  weeklyDiscount: number | null;
  monthlyDiscount: number | null;
  excludedFees: string[];
  /** Occupancy taxes as stored (decision 0048); absent: none. */
  taxes?: unknown;
}

/**
 * A stored listing as the pricing function's input. Unset optional fees and discounts count as none and
 * `guests_included` as 1; a published listing always has a price and a currency (publish requires them).
 */
export function toPricingListing(row: ListingPricingRow): PricingListing {
  return {
    currency: row.currencyCode ?? DEFAULT_CURRENCY,
    priceMinor: row.priceMinor ?? 0,
    extraPersonPriceMinor: row.extraPersonPriceMinor ?? 0,
    guestsIncluded: row.guestsIncluded ?? 1,
    cleaningFeeMinor: row.cleaningFeeMinor ?? 0,
    refundableDamageDepositMinor: row.refundableDamageDepositMinor ?? 0,
    weeklyDiscount: row.weeklyDiscount ?? 0,
    monthlyDiscount: row.monthlyDiscount ?? 0,
    excludedFees: row.excludedFees,
    taxes: readTaxRules(row.taxes),
  };
}
