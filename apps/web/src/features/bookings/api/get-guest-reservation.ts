import type { GuestReservation } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/bookings/reservation/{hash}`: the finalise page's reservation (`data.data`), 404 with `error`. */
export async function getGuestReservation(hash: string, signal?: AbortSignal): Promise<GuestReservation> {
  const body = await api.GET('/api/bookings/reservation/{id}', { params: { path: { id: hash } }, signal });
  return body.data.data;
}

/** How often a reservation whose payment is being processed is asked about again. */
const PROCESSING_POLL_MS = 3_000;

export const guestReservationQuery = (hash: string) =>
  queryOptions({
    queryKey: ['bookings', 'reservation', hash] as const,
    queryFn: ({ signal }) => getGuestReservation(hash, signal),
    // A wrong or expired link is final: asking again only delays the message.
    retry: false,
    // A payment being processed ends on the server (the charge's answer, the bank's webhook): follow it.
    refetchInterval: (query) =>
      query.state.data?.status.id === ReservationStatus.PaymentProcessing ? PROCESSING_POLL_MS : false,
  });

export function useGuestReservation(hash: string | null) {
  return useQuery({ ...guestReservationQuery(hash ?? ''), enabled: hash !== null });
}
