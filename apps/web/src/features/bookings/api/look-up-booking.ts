import type { BookingLookupInput, BookingLookupReply } from '@innkeep/contract/booking-lookup';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/bookings/lookup` -> 202 `{ message }`, the same whether or not the address has bookings. */
export function lookUpBooking(input: BookingLookupInput): Promise<BookingLookupReply> {
  return api.post<BookingLookupReply>('/bookings/lookup', input);
}

export function useLookUpBooking() {
  return useMutation({ mutationFn: lookUpBooking });
}
