import type { BillingFields } from '@innkeep/contract/payments';
import type { PriceBreakdown } from '@innkeep/contract/pricing';

/** A stay as the wire names it: an inquiry, Book now and the staff form all send these. */
interface WireStay {
  listing_id: number;
  start_date: string;
  end_date: string;
  guests: number;
}

/** The guest's contact as the same forms send it. */
interface WireGuest {
  first_name: string;
  last_name: string;
  email_address: string;
  phone_number: string | null;
}

/** The wire's stay as `evaluateStay` takes it (its `StayInput`). */
export const stayOf = (s: WireStay) => ({
  listingId: s.listing_id,
  startDate: s.start_date,
  endDate: s.end_date,
  guests: s.guests,
});

/**
 * A new reservation's columns that every way of booking fills the same: the stay, the guest, and the price
 * as evaluated (kept whole in `price_breakdown`, so later changes to the rates never reprice it).
 */
export const stayColumns = (s: WireStay & WireGuest, breakdown: PriceBreakdown) => ({
  startDate: s.start_date,
  endDate: s.end_date,
  guests: s.guests,
  firstName: s.first_name,
  lastName: s.last_name,
  emailAddress: s.email_address,
  phoneNumber: s.phone_number,
  currency: breakdown.currency,
  baseRateMinor: breakdown.nightlyPriceMinor,
  totalPriceMinor: breakdown.totalPriceMinor,
  taxesMinor: breakdown.taxesMinor,
  depositMinor: breakdown.refundableDamageDepositMinor,
  priceBreakdown: { ...breakdown },
});

/** The guest's billing address as its columns, written by Book now and by paying an approved stay. */
export const billingColumns = (b: BillingFields) => ({
  billingAddress: b.billing_address,
  city: b.city,
  country: b.country,
  zipCode: b.zip_code,
});
