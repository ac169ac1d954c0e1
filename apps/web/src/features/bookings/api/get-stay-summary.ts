import type { PublicListing } from '@innkeep/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/stays/{id}`: the listing's name and photo for Book now when nothing stored describes it. */
export async function getStaySummary(id: number, signal?: AbortSignal): Promise<PublicListing> {
  const body = await api.get<{ data: PublicListing }>(`/stays/${id}`, { signal });
  return body.data;
}

export const staySummaryQuery = (id: number) =>
  queryOptions({
    // The stay page asks the same endpoint under the same key: one cache entry serves both.
    queryKey: ['stays', id] as const,
    queryFn: ({ signal }) => getStaySummary(id, signal),
  });

export function useStaySummary(id: number, enabled: boolean) {
  return useQuery({ ...staySummaryQuery(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}
