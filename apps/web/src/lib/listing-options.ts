import type { HostListingCard } from '@innkeep/contract/listings-reply';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export interface ListingOption {
  value: string;
  label: string;
}

/** `GET /api/listings`, reduced to a listing picker's options (the staff payment form, the channel manager). */
export async function getListingOptions(signal?: AbortSignal): Promise<ListingOption[]> {
  const body = await api.get<{ data: HostListingCard[] }>('/listings', { signal });
  return body.data.map((l) => ({ value: String(l.id), label: l.external_listing_name }));
}

export const listingOptionsQuery = queryOptions({
  queryKey: ['listing-options'] as const,
  queryFn: ({ signal }) => getListingOptions(signal),
});

export function useListingOptions() {
  return useQuery(listingOptionsQuery);
}
