import type { PlaceSuggestion } from '@innkeep/contract/search';
import { PLACES_MIN_CHARS } from '@innkeep/contract/search-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/places?q=`. docs/requirements/wire.md#R-W15: a failed lookup gives an empty suggestion list, never an error. */
export async function getPlaces(q: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  try {
    const body = await api.GET('/api/places', { params: { query: { q } }, signal });
    return body.data;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  }
}

export const placesQuery = (q: string) =>
  queryOptions({
    queryKey: ['places', q.trim().toLowerCase()] as const,
    queryFn: ({ signal }) => getPlaces(q.trim(), signal),
    staleTime: 5 * 60_000,
  });

export function usePlaces(q: string) {
  const enabled = q.trim().length >= PLACES_MIN_CHARS;
  const query = useQuery({ ...placesQuery(q), enabled });
  return enabled ? (query.data ?? []) : [];
}
