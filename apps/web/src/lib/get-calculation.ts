import type { Calculation } from '@innkeep/contract/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export interface StayChoice {
  start_date: string;
  end_date: string;
  guests: number;
}

/** `GET /api/bookings/calculation`: 200 the price breakdown, 422 naming the broken stay rule. */
export async function getCalculation(
  listingId: number,
  stay: StayChoice,
  signal?: AbortSignal,
): Promise<Calculation> {
  const body = await api.GET('/api/bookings/calculation', {
    params: { query: { listing_id: listingId, ...stay } },
    signal,
  });
  return body.data;
}

export const calculationQuery = (listingId: number, stay: StayChoice) =>
  queryOptions({
    queryKey: ['bookings', 'calculation', listingId, stay.start_date, stay.end_date, stay.guests] as const,
    queryFn: ({ signal }) => getCalculation(listingId, stay, signal),
  });

/** Runs once both dates and a guest count are chosen, and while `enabled` (the caller's own reason to ask). */
export function useCalculation(listingId: number, stay: StayChoice | null, enabled = true) {
  return useQuery({
    ...calculationQuery(listingId, stay ?? { start_date: '', end_date: '', guests: 0 }),
    enabled: stay !== null && enabled,
    placeholderData: keepPreviousData,
  });
}
