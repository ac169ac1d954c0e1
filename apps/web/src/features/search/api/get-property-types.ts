import type { NamedOption } from '@innkeep/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/list/property-types`: the search's property type filter. */
export function getPropertyTypes(signal?: AbortSignal): Promise<NamedOption[]> {
  return api.GET('/api/list/property-types', { signal }).then((body) => body.data);
}

export const propertyTypesQuery = queryOptions({
  queryKey: ['lookups', 'property-types'] as const,
  queryFn: ({ signal }) => getPropertyTypes(signal),
  staleTime: 10 * 60_000,
});

export function usePropertyTypes() {
  return useQuery(propertyTypesQuery);
}
