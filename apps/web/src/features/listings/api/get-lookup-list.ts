import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { type ApiReply, api } from '../../../lib/api-client.ts';

const LOOKUP_NAMES = [
  'countries',
  'bed-types',
  'property-types',
  'room-types',
  'bathroom-types',
  'tags',
  'person-capacities',
  'number-of-bedrooms',
  'number-of-beds',
  'number-of-bathrooms',
  'number-of-guest-bathrooms',
  'times',
] as const;
export type LookupName = (typeof LOOKUP_NAMES)[number];
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

/**
 * Whether every list the listing form's selects read has answered (or failed). Until then a saved value has no
 * option to name it: a tag would show as its id ("1") and a property type as blank.
 */
export function useLookupListsSettled(): boolean {
  return useQueries({
    queries: LOOKUP_NAMES.map((name) => lookupListQuery(name)),
    combine: (results) => results.every((r) => !r.isPending),
  });
}
