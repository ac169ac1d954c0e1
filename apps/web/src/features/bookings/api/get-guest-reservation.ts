import type { GuestReservation } from '@innkeep/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/bookings/reservation/{hash}`: the finalise page's reservation (`data.data`), 404 with `error`. */
export async function getGuestReservation(hash: string, signal?: AbortSignal): Promise<GuestReservation> {
  const body = await api.get<{ data: { data: GuestReservation } }>(
    `/bookings/reservation/${encodeURIComponent(hash)}`,
    { signal },
  );
  return body.data.data;
}

export const guestReservationQuery = (hash: string) =>
  queryOptions({
    queryKey: ['bookings', 'reservation', hash] as const,
    queryFn: ({ signal }) => getGuestReservation(hash, signal),
    // A wrong or expired link is final: asking again only delays the message.
    retry: false,
  });

export function useGuestReservation(hash: string | null) {
  return useQuery({ ...guestReservationQuery(hash ?? ''), enabled: hash !== null });
}
