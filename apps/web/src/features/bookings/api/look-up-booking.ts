import type { BookingLookupReply } from '@innkeep/contract/booking-lookup';
import { useMutation } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/** `POST /api/bookings/lookup` -> 202 `{ message }`, the same whether or not the address has bookings. */
export function lookUpBooking(input: ApiBody<'/api/bookings/lookup'>): Promise<BookingLookupReply> {
  return api.POST('/api/bookings/lookup', { body: input });
}

export function useLookUpBooking() {
  return useMutation({ mutationFn: lookUpBooking });
}
