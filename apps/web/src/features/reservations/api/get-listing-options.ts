import type { HostListingCard } from '@innkeep/contract/listings-reply';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ListingOption {
  value: string;
  label: string;
}

/** `GET /api/listings`, reduced to what the staff form's listing picker needs. */
export async function getListingOptions(signal?: AbortSignal): Promise<ListingOption[]> {
  const body = await api.get<{ data: HostListingCard[] }>('/listings', { signal });
  return body.data.map((l) => ({ value: String(l.id), label: l.external_listing_name }));
}

export const listingOptionsQuery = queryOptions({
  queryKey: ['reservations', 'listing-options'] as const,
  queryFn: ({ signal }) => getListingOptions(signal),
});

export function useListingOptions() {
  return useQuery(listingOptionsQuery);
}
