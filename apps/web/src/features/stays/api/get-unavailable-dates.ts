import type { UnavailableDatesReply } from '@innkeep/contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `GET /api/bookings/unavailable-dates`: nights that cannot be part of a stay, and the nights whose price or
 * minimum stay is not the listing's (rates, docs/requirements/bookings.md#R-B5).
 */
export async function getUnavailableDates(
  listingId: number,
  guests: number,
  signal?: AbortSignal,
): Promise<UnavailableDatesReply> {
  return api.GET('/api/bookings/unavailable-dates', {
    params: { query: { listing_id: listingId, guests: guests > 0 ? guests : undefined } },
    signal,
  });
}

const unavailableDatesQuery = (listingId: number, guests: number) =>
  queryOptions({
    queryKey: ['bookings', 'unavailable-dates', listingId, guests] as const,
    queryFn: ({ signal }) => getUnavailableDates(listingId, guests, signal),
  });

/**
 * Asked in the browser only: no server render loads it (decision 0110). `listingId` null (a malformed stay URL):
 * nothing is asked.
 */
export function useUnavailableDates(listingId: number | null, guests: number) {
  return useQuery({ ...unavailableDatesQuery(listingId ?? 0, guests), enabled: listingId !== null });
}
