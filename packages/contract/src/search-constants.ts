/*
 * The search's plain numbers, apart from its schemas (search.ts) so that a public page using one does not load
 * zod with it (decision record 0017).
 */

/** Radius of the area shown for a listing in public replies (see ListingCard.lat in search.ts). */
export const PUBLIC_LOCATION_RADIUS_M = 500;

/** The place suggestions answer from this many typed characters on. */
export const PLACES_MIN_CHARS = 2;

/**
 * How search results are ordered: newest first (the default), by the nightly base price, by the guests' rating,
 * or by distance from the searched city's centre (newest first without a city).
 */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * The search page's own query parameters beside the city, dates, guests and amenities: the results' sort,
 * filters, page and view. Each changes the page, so the server renders one page per value (page-meta.ts), and
 * the web writes no other (features/search/search-refinements.ts).
 */
export const SEARCH_REFINEMENT_PARAMS = [
  'sort',
  'min_price',
  'max_price',
  'property_type',
  'bedrooms',
  'beds',
  'instant_book',
  'free_cancellation',
  'page',
  'view',
] as const;
export type SearchRefinementParam = (typeof SEARCH_REFINEMENT_PARAMS)[number];

/** The most guests a search asks for (the guests field's maximum; the API refuses more with a 422). */
export const SEARCH_MAX_GUESTS = 100;
/** The guests a search is for when none was chosen, and the least it is for (the spec's default of 1). */
export const SEARCH_DEFAULT_GUESTS = 1;

/**
 * The guest count a search is for: below 1 (0 was the old form's 'Add guests', or a hand-edited link) is 1,
 * the count every price was already computed for. The web's form, address and query and the server's
 * SearchQuery all read it, so no surface says "0 guests" or leaves the count out while pricing for 1.
 */
export function searchGuests(guests: number): number {
  return Math.max(SEARCH_DEFAULT_GUESTS, guests);
}
