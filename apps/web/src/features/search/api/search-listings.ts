import type { QueryValue } from '@innkeep/api-client/client';
import type { AmenityFlag } from '@innkeep/contract/amenities';
import type { SearchReply } from '@innkeep/contract/search';
import { searchGuests } from '@innkeep/contract/search-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type SearchRefinements as Refinements, refinementQuery } from '../search-refinements.ts';

/** What the home page searches for; empty values are left out of the query string. */
export interface SearchParams {
  city: string;
  start: string | null;
  end: string | null;
  numberOfGuests: number;
  amenities: AmenityFlag[];
  /** Sort and filters beyond the spec's (search-refinements.ts); absent: none. */
  refine?: Refinements;
  /** 1 when absent. */
  page?: number;
}

export function toSearchQuery(params: SearchParams): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    city: params.city.trim(),
    start: params.start,
    end: params.end,
    // Below 1 is 1 guest, as the API reads it: the query asks for the count the heading states.
    numberOfGuests: searchGuests(params.numberOfGuests),
  };
  for (const key of params.amenities) query[key] = 1;
  if (params.refine) Object.assign(query, refinementQuery(params.refine));
  if (params.page && params.page > 1) query.page = params.page;
  return query;
}

/** `GET /api/search`. */
export function searchListings(params: SearchParams, signal?: AbortSignal): Promise<SearchReply> {
  return api.GET('/api/search', { params: { query: toSearchQuery(params) }, signal });
}

export const searchQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: ['search', toSearchQuery(params)] as const,
    queryFn: ({ signal }) => searchListings(params, signal),
    // Keep the old cards on screen while an amenity filter refines them.
    placeholderData: keepPreviousData,
  });

/** Runs only once the guest has searched (`params` is null before). */
export function useSearchListings(params: SearchParams | null) {
  return useQuery({
    ...searchQuery(params ?? { city: '', start: null, end: null, numberOfGuests: 0, amenities: [] }),
    enabled: params !== null,
  });
}
