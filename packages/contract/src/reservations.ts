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

// ---- the host's reservations (GET /api/reservations and friends) -------------------------------------

export const StatusWire = z.object({ id: z.number(), name: z.string(), color: z.string() });

/** One of the host's reservations: the spec's Reservation fields, plus what the table and dialogs need. */
export const ReservationRow = z.object({
  id: z.number(),
  unique_hash: z.string(),
  listing: z.object({ id: z.number(), external_listing_name: z.string() }),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string(),
  phone_number: z.string().nullable(),
  guests: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  status: StatusWire,
  currency: z.string(),
  /** Nightly rate, major units. */
  base_rate: z.number(),
  /** What the guest pays for the stay, major units; the deposit is apart. */
  total_price: z.number(),
  refundable_damage_deposit: z.number(),
  /** Paid so far minus refunds, major units. */
  amount_paid: z.number(),
  source: z.string(),
  hold_expires_at: z.string().nullable(),
  billing_address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  zip_code: z.string().nullable(),
  created_at: z.string(),
});
export type ReservationRow = z.infer<typeof ReservationRow>;
export const ReservationListReply = z.object({ data: z.array(ReservationRow) });
/** `GET /api/reservations/select/list`. */
export const StatusListReply = z.object({ status: z.array(StatusWire) });

export const ChangeStatusInput = z.object({
  reservation_id: z.coerce.number().int().min(1).max(2_147_483_647),
  status_id: StatusId,
});
export type ChangeStatusInput = z.input<typeof ChangeStatusInput>;
export const ChangeStatusReply = z.object({ message: z.string(), data: ReservationRow });

/** What the host's reservation actions answer; the web shows these texts as they are. */
export const reservationMessages = {
  notFound: 'Reservation not found',
  statusChanged: 'Status changed successfully.',
  unchanged: (name: string) => `The reservation is already ${name}; nothing changed.`,
  changedMeanwhile: 'This reservation was changed meanwhile. Reload the list and try again.',
  datesUnavailable:
    'These dates are no longer available: another reservation or a calendar block holds them. Decline this inquiry or ask the guest for other dates.',
  paidIsFinal:
    'This reservation is paid, so its status cannot be changed here. Cancelling a paid stay with a refund comes with the next release.',
  paidOnlyByPayment: 'A reservation becomes Paid only when the guest pays; it cannot be set by hand.',
  processingOnlyByPayment:
    'Payment processing is set by a card payment in progress; it cannot be set by hand.',
  paymentInProgress: 'A card payment for this reservation is in progress; wait until it finishes.',
  pastStay: 'This stay has already begun, so it can no longer be approved.',
  listingDeleted: 'The listing of this reservation has been deleted, so it can no longer be approved.',
  openInquiryExists: 'The same guest already has an open inquiry for these dates and this listing.',
  deleted: 'Reservation deleted successfully.',
  cannotDeletePaid:
    'A reservation with a payment cannot be deleted: it is part of your financial records. It stays in the list.',
  cannotDeleteHolding: 'Cancel this reservation first, so the guest is told, then delete it.',
} as const;
