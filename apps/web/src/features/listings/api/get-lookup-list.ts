import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiReply, api } from '../../../lib/api-client.ts';

export type LookupName =
  | 'countries'
  | 'bed-types'
  | 'property-types'
  | 'room-types'
  | 'bathroom-types'
  | 'tags'
  | 'person-capacities'
  | 'number-of-bedrooms'
  | 'number-of-beds'
  | 'number-of-bathrooms'
  | 'number-of-guest-bathrooms'
  | 'times';
type LookupPath = `/api/list/${LookupName}`;
/** What each `GET /api/list/*` endpoint returns in `data`. */
export type LookupLists = { [N in LookupName]: ApiReply<`/api/list/${N}`>['data'] };

export async function getLookupList<N extends LookupName>(
  name: N,
  signal?: AbortSignal,
): Promise<LookupLists[N]> {
  const path: LookupPath = `/api/list/${name}`;
  // The operation is N's, so its data is LookupLists[N].
  return (await api.GET(path, { signal })).data as LookupLists[N];
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
