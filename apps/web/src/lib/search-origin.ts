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

/** Where "Back to search" goes: the search the guest came from, or the home page (a shared or typed link). */
export function backToSearchHref(state: unknown): string {
  const origin = (state as Partial<SearchOrigin> | null)?.searchOrigin;
  return typeof origin === 'string' && origin.startsWith('/') && !origin.startsWith('//') ? origin : '/';
}
