import type { Location } from 'react-router';

/**
 * "Back to search" on a stay page goes back to the search that led there, query and filters included: the
 * result cards hand their page's address to the stay page in the navigation state.
 */
export interface SearchOrigin {
  searchOrigin: string;
}

export const searchOriginOf = (location: Pick<Location, 'pathname' | 'search'>): SearchOrigin => ({
  searchOrigin: `${location.pathname}${location.search}`,
});

/** The id of the home page's search results, below the search bar and the first screen. */
export const SEARCH_RESULTS_ID = 'results';

/**
 * Where "Back to search" goes: the search the guest came from, or the home page (a shared or typed link). A search
 * on the home page opens at its results, as after a search: at the top the guest saw only the search bar.
 */
export function backToSearchHref(state: unknown): string {
  const origin = (state as Partial<SearchOrigin> | null)?.searchOrigin;
  if (typeof origin !== 'string' || !origin.startsWith('/') || origin.startsWith('//')) return '/';
  return origin.startsWith('/?') ? `${origin}#${SEARCH_RESULTS_ID}` : origin;
}
