import { InquiryInput } from '@innkeep/contract/bookings';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';

// The form is flat; the request nests it as the contract's StaffReservationInput { reservation }.
export const StaffForm = InquiryInput.omit({ promotional_emails: true, message: true });
export type StaffValues = z.input<typeof StaffForm>;
export type StaffData = z.output<typeof StaffForm>;
export type FieldName = keyof StaffValues;

export const FIELDS: FieldName[] = [
  'listing_id',
  'start_date',
  'end_date',
  'guests',
  'first_name',
  'last_name',
  'email_address',
  'phone_number',
];
export const blank: StaffValues = {
  listing_id: '',
  start_date: '',
  end_date: '',
  guests: 1,
  first_name: '',
  last_name: '',
  email_address: '',
  phone_number: '',
};

/** The server may name a nested field (`reservation.first_name`) or a flat one: the first message is shown. */
export function serverMessage(error: unknown, field: FieldName): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fieldError(field) ?? error.fieldError(`reservation.${field}`);
}
