import type { PublicListing } from '@innkeep/contract/search';
import type { StayTerms } from '@innkeep/contract/stay-terms';
import { clockText } from '@innkeep/contract/trip';

/** The stay page's listing as the terms shown next to Pay (decision 0035). */
export function stayTermsOf(listing: PublicListing): StayTerms {
  return {
    house_rules: listing.house_rules?.trim() || null,
    check_in_from: clockText(listing.check_in_time_start),
    check_in_until: clockText(listing.check_in_time_end),
    check_out_time: clockText(listing.check_out_time),
  };
}
