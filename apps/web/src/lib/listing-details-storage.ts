import type { PublicListing } from '@innkeep/contract/search';

/**
 * docs/requirements/wire.md#R-W12: "Book now reads listing details from local storage"; the home page clears the value.
 * The key names are the original client's (docs/requirements/wire.md#R-W10) so the booking page and the home page agree on them.
 */
export const LISTING_DETAILS_KEY = 'listingDetails';
export const UNIQUE_HASH_KEY = 'unique_hash';

/** The listing object with the chosen stay added, as `/listing_calendar` and `/book_now` take it. */
export type ListingDetails = PublicListing & { guests: number; start_date: string; end_date: string };

export function saveListingDetails(details: ListingDetails): void {
  try {
    localStorage.setItem(LISTING_DETAILS_KEY, JSON.stringify(details));
  } catch {
    // Storage full or disabled (private mode): router state still carries the stay.
  }
}

export function readListingDetails(): Partial<ListingDetails> | null {
  try {
    const raw = localStorage.getItem(LISTING_DETAILS_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === 'object' && value !== null ? (value as Partial<ListingDetails>) : null;
  } catch {
    return null;
  }
}

/** docs/requirements/wire.md#R-W12: the finalise page keeps its reservation's hash, so `/reservation` alone reopens it. */
export function saveUniqueHash(hash: string): void {
  try {
    localStorage.setItem(UNIQUE_HASH_KEY, hash);
  } catch {
    // Storage disabled: the emailed link still carries the hash.
  }
}

export function readUniqueHash(): string | null {
  try {
    return localStorage.getItem(UNIQUE_HASH_KEY) || null;
  } catch {
    return null;
  }
}
