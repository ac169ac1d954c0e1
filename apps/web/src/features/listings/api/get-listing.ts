import { operationKey } from '@innkeep/api-client/query-keys';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/listings/{id}`: one of the host's listings with every group nested. */
export async function getListing(id: number, signal?: AbortSignal): Promise<HostListing> {
  const body = await api.GET('/api/listings/{id}', { params: { path: { id } }, signal });
  return body.data;
}

export const listingQuery = (id: number) =>
  queryOptions({
    queryKey: operationKey('getMyListing', id),
    queryFn: ({ signal }) => getListing(id, signal),
  });

export function useListing(id: number) {
  return useQuery({ ...listingQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
