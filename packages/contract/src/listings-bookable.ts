/** The fields that decide whether guests can find, see and book a listing. */
export interface BookableFields {
  draft: boolean;
  priceMinor: number | null;
  currencyCode: string | null;
}

/**
 * A bookable listing is published (not a draft) and priced (a price and a currency). This is the rule on
 * a loaded row; the server filters queries with the same rule as SQL (`bookable()` in its listings
 * module), and a test keeps the two in step.
 */
export function isBookable<T extends BookableFields>(
  listing: T,
): listing is T & { draft: false; priceMinor: number; currencyCode: string } {
  return !listing.draft && listing.priceMinor !== null && listing.currencyCode !== null;
}
