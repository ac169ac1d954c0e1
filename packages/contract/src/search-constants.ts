/*
 * The search's plain numbers, apart from its schemas (search.ts) so that a public page using one does not load
 * zod with it (decision record 0017).
 */

/** Radius of the area shown for a listing in public replies (see ListingCard.lat in search.ts). */
export const PUBLIC_LOCATION_RADIUS_M = 500;

/** The place suggestions answer from this many typed characters on. */
export const PLACES_MIN_CHARS = 2;
