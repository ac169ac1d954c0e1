import { operationKey } from '@innkeep/api-client/query-keys';
import type { HostListingCard } from '@innkeep/contract/listings-reply';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/listings/data/unpublic`: the host's drafts. */
export async function getDrafts(signal?: AbortSignal): Promise<HostListingCard[]> {
  const body = await api.GET('/api/listings/data/unpublic', { signal });
  return body.data;
}

export const draftsQuery = queryOptions({
  queryKey: operationKey('listMyDrafts'),
  queryFn: ({ signal }) => getDrafts(signal),
});

export function useDrafts() {
  return useQuery(draftsQuery);
}
