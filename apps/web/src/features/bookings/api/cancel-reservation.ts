import type { GuestCancelReply } from '@innkeep/contract/cancellation-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { guestReservationQuery } from './get-guest-reservation.ts';

/** `POST /api/bookings/reservation/{hash}/cancel`: the guest cancels; 409 with `error` when it cannot. */
export function cancelReservation(hash: string): Promise<GuestCancelReply> {
  return api.POST('/api/bookings/reservation/{id}/cancel', { params: { path: { id: hash } } });
}

export function useCancelReservation(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelReservation(hash),
    onSettled: () => client.invalidateQueries({ queryKey: guestReservationQuery(hash).queryKey }),
  });
}
