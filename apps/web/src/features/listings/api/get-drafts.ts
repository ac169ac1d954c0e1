import type { HostListingCard } from '@innkeep/contract/listings-reply';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listingsKeys } from './get-listings.ts';

/** `GET /api/listings/data/unpublic`: the host's drafts. */
export async function getDrafts(signal?: AbortSignal): Promise<HostListingCard[]> {
  const body = await api.get<{ data: HostListingCard[] }>('/listings/data/unpublic', { signal });
  return body.data;
}

export const draftsQuery = queryOptions({
  queryKey: listingsKeys.drafts,
  queryFn: ({ signal }) => getDrafts(signal),
});

export function useDrafts() {
  return useQuery(draftsQuery);
}
