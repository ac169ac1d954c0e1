import { operationKey } from '@innkeep/api-client/query-keys';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/**
 * `GET /api/listings`: the host's published listings. The listings page, the listing pickers (staff payment,
 * channel manager) and the automations' choice of listings all read this one cache entry.
 */
export const myListingsQuery = queryOptions({
  queryKey: operationKey('listMyListings'),
  queryFn: async ({ signal }) => (await api.GET('/api/listings', { signal })).data,
});

export const useMyListings = () => useQuery(myListingsQuery);

/** The operations that show a listing, to the host or to guests. */
const LISTING_VIEWS = [
  operationKey('listMyListings'),
  operationKey('listMyDrafts'),
  operationKey('getMyListing'),
  operationKey('getStay'),
  // The search feature's results (GET /api/search, /api/search/category/{category}, /api/search/home-listings).
  ['search'],
] as const;

/**
 * After a listing was saved or deleted: every view of listings is stale. `refetchType: 'none'` marks them
 * without asking again now (the next page to show one asks).
 */
export function refreshListings(client: QueryClient, options: { refetchType?: 'none' } = {}): Promise<void> {
  return Promise.all(
    LISTING_VIEWS.map((queryKey) => client.invalidateQueries({ queryKey, ...options })),
  ).then(() => undefined);
}

export interface ListingOption {
  value: string;
  label: string;
}

/** The host's published listings as a listing picker's options (the staff payment form, the channel manager). */
export const useMyListingOptions = () =>
  useQuery({
    ...myListingsQuery,
    select: (listings): ListingOption[] =>
      listings.map((l) => ({ value: String(l.id), label: l.external_listing_name })),
  });
