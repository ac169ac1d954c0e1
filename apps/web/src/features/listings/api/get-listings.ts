import type { HostListingCard } from '@innkeep/contract/listings-reply';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every query key of this feature starts here, so a save or delete can refresh them all. */
export const listingsKeys = {
  all: ['listings'] as const,
  published: ['listings', 'published'] as const,
  drafts: ['listings', 'drafts'] as const,
  detail: (id: number) => ['listings', 'detail', id] as const,
};

/** `GET /api/listings`: the host's published listings. */
export async function getListings(signal?: AbortSignal): Promise<HostListingCard[]> {
  const body = await api.get<{ data: HostListingCard[] }>('/listings', { signal });
  return body.data;
}

export const listingsQuery = queryOptions({
  queryKey: listingsKeys.published,
  queryFn: ({ signal }) => getListings(signal),
});

export function useListings() {
  return useQuery(listingsQuery);
}
