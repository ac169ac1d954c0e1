import { z } from 'zod';
import { Email, MAX_ID, wholeNumber } from './common.ts';

export const bookingLookupMessages = {
  reservationNumber: 'Reservation number must be the number from your booking e-mail',
  /** The one answer, whether or not the address has bookings: it reveals nothing about them. */
  sent: 'If we have bookings for this address, we have e-mailed it links to them. Check your inbox in a few minutes.',
} as const;

/** Query strings and forms send an empty optional field as ''; it is absent. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `POST /api/bookings/lookup`: "Find my booking" by the address the booking was made with. */
export const BookingLookupInput = z.object({
  email_address: Email,
  reservation_number: z.preprocess(
    blankToUndefined,
    wholeNumber(bookingLookupMessages.reservationNumber, { min: 1, max: MAX_ID }).optional(),
  ),
});
export type BookingLookupInput = z.input<typeof BookingLookupInput>;
export type BookingLookupData = z.output<typeof BookingLookupInput>;

export const BookingLookupReply = z.object({ message: z.string() });
export type BookingLookupReply = z.infer<typeof BookingLookupReply>;
