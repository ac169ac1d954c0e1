import {
  SEARCH_SORTS,
  type SearchRefinementParam,
  type SearchSort,
} from '@innkeep/contract/search-constants';

/**
 * The search page's refinements beside the spec's search (city, dates, guests, amenities): sort, price range,
 * property type, bedrooms, beds, instant booking and free cancellation. They live in the URL under the API's
 * own parameter names, so a shared or reloaded link opens on the same results.
 */
export interface SearchRefinements {
  sort: SearchSort;
  minPrice: number | null;
  maxPrice: number | null;
  propertyType: number | null;
  /** At least this many; 0 is any. */
  bedrooms: number;
  beds: number;
  instantBook: boolean;
  freeCancellation: boolean;
}

export const NO_REFINEMENTS: SearchRefinements = {
  sort: 'newest',
  minPrice: null,
  maxPrice: null,
  propertyType: null,
  bedrooms: 0,
  beds: 0,
  instantBook: false,
  freeCancellation: false,
};

const wholeOrNull = (v: string | null, max: number): number | null => {
  if (v === null || !/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n <= max ? n : null;
};

/** Reads what the URL says, leaving out any value the API would refuse (a hand-edited link still opens). */
export function readRefinements(params: URLSearchParams): SearchRefinements {
  const sort = params.get('sort');
  const minPrice = wholeOrNull(params.get('min_price'), 1_000_000);
  let maxPrice = wholeOrNull(params.get('max_price'), 1_000_000);
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) maxPrice = null;
  const propertyType = wholeOrNull(params.get('property_type'), 2_147_483_647);
  return {
    sort: SEARCH_SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : 'newest',
    minPrice,
    maxPrice,
    propertyType: propertyType && propertyType > 0 ? propertyType : null,
    bedrooms: wholeOrNull(params.get('bedrooms'), 50) ?? 0,
    beds: wholeOrNull(params.get('beds'), 50) ?? 0,
    instantBook: params.get('instant_book') === '1',
    freeCancellation: params.get('free_cancellation') === '1',
  };
}

/** The refinements as query parameters (URL and API alike); defaults are left out. */
export function refinementQuery(r: SearchRefinements): Partial<Record<SearchRefinementParam, string>> {
  const out: Partial<Record<SearchRefinementParam, string>> = {};
  if (r.sort !== 'newest') out.sort = r.sort;
  if (r.minPrice !== null) out.min_price = String(r.minPrice);
  if (r.maxPrice !== null) out.max_price = String(r.maxPrice);
  if (r.propertyType !== null) out.property_type = String(r.propertyType);
  if (r.bedrooms > 0) out.bedrooms = String(r.bedrooms);
  if (r.beds > 0) out.beds = String(r.beds);
  if (r.instantBook) out.instant_book = '1';
  if (r.freeCancellation) out.free_cancellation = '1';
  return out;
}

/** How many filters are on (the sort is not a filter). */
export function activeFilterCount(r: SearchRefinements): number {
  return (
    Number(r.minPrice !== null || r.maxPrice !== null) +
    Number(r.propertyType !== null) +
    Number(r.bedrooms > 0) +
    Number(r.beds > 0) +
    Number(r.instantBook) +
    Number(r.freeCancellation)
  );
}
