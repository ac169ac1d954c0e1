import type { HomeListingsReply } from '@innkeep/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/search/home-listings`: top deals and one group per category (property type). */
export async function getHomeListings(signal?: AbortSignal): Promise<HomeListingsReply['data']> {
  const body = await api.GET('/api/search/home-listings', { signal });
  return body.data;
}

export const homeListingsQuery = queryOptions({
  queryKey: ['search', 'home-listings'] as const,
  queryFn: ({ signal }) => getHomeListings(signal),
});

export function useHomeListings() {
  return useQuery(homeListingsQuery);
}
