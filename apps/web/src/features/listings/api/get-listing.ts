import type { HostListing } from '@innkeep/contract/listings-reply';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listingsKeys } from './get-listings.ts';

/** `GET /api/listings/{id}`: one of the host's listings with every group nested. */
export async function getListing(id: number, signal?: AbortSignal): Promise<HostListing> {
  const body = await api.get<{ data: HostListing }>(`/listings/${id}`, { signal });
  return body.data;
}

export const listingQuery = (id: number) =>
  queryOptions({
    queryKey: listingsKeys.detail(id),
    queryFn: ({ signal }) => getListing(id, signal),
  });

export function useListing(id: number) {
  return useQuery({ ...listingQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
