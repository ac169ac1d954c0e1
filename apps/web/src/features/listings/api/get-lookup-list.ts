import type { Country, NamedOption, NumberOption, TimeOption } from '@innkeep/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What each `GET /api/list/*` endpoint returns in `data`. */
export interface LookupLists {
  countries: Country[];
  'bed-types': NamedOption[];
  'property-types': NamedOption[];
  'room-types': NamedOption[];
  'bathroom-types': NamedOption[];
  tags: NamedOption[];
  'person-capacities': NumberOption[];
  'number-of-bedrooms': NumberOption[];
  'number-of-beds': NumberOption[];
  'number-of-bathrooms': NumberOption[];
  'number-of-guest-bathrooms': NumberOption[];
  times: TimeOption[];
}
export type LookupName = keyof LookupLists;

export async function getLookupList<N extends LookupName>(
  name: N,
  signal?: AbortSignal,
): Promise<LookupLists[N]> {
  const body = await api.get<{ data: LookupLists[N] }>(`/list/${name}`, { signal });
  return body.data;
}

/** Reference data changes rarely (tags when an admin edits them): keep it for the session. */
export const lookupListQuery = <N extends LookupName>(name: N) =>
  queryOptions({
    queryKey: ['lookups', name] as const,
    queryFn: ({ signal }) => getLookupList(name, signal),
    staleTime: 10 * 60_000,
  });

export function useLookupList<N extends LookupName>(name: N) {
  return useQuery(lookupListQuery(name));
}
