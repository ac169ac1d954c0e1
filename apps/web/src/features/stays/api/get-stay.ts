import type { PublicListing } from '@innkeep/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/stays/{id}`: a published listing as guests see it (404 otherwise). */
export async function getStay(id: number, signal?: AbortSignal): Promise<PublicListing> {
  const body = await api.get<{ data: PublicListing }>(`/stays/${id}`, { signal });
  return body.data;
}

export const stayQuery = (id: number) =>
  queryOptions({
    queryKey: ['stays', id] as const,
    queryFn: ({ signal }) => getStay(id, signal),
  });

/** `id` null (a malformed stay URL): nothing is asked. */
export function useStay(id: number | null) {
  return useQuery({ ...stayQuery(id ?? 0), enabled: id !== null });
}
