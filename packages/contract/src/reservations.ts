import { z } from 'zod';

/** Status ids and colours from the spec; names and which statuses hold dates from DESIGN.md. */
export const RESERVATION_STATUSES = [
  { id: 1, name: 'Inquiry', color: 'orange', holdsDates: false },
  { id: 2, name: 'Declined', color: 'red', holdsDates: false },
  { id: 3, name: 'Approved, awaiting payment', color: 'blue', holdsDates: true },
  { id: 4, name: 'Payment processing', color: 'pink', holdsDates: true },
  { id: 5, name: 'Cancelled', color: 'grey', holdsDates: false },
  { id: 6, name: 'Paid', color: 'green', holdsDates: true },
] as const;

export const ReservationStatus = {
  Inquiry: 1,
  Declined: 2,
  AwaitingPayment: 3,
  PaymentProcessing: 4,
  Cancelled: 5,
  Paid: 6,
} as const;
export type ReservationStatusId = (typeof ReservationStatus)[keyof typeof ReservationStatus];

export const DATE_HOLDING_STATUSES: readonly number[] = RESERVATION_STATUSES.filter((s) => s.holdsDates).map(
  (s) => s.id,
);

export const StatusId = z.coerce
  .number()
  .int()
  .refine((n) => RESERVATION_STATUSES.some((s) => s.id === n), 'Choose a valid status');

export function statusOf(id: number) {
  return RESERVATION_STATUSES.find((s) => s.id === id);
}
