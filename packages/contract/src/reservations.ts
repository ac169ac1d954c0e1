import { z } from 'zod';
import { chargedBackText } from './cancellation.ts';
import { IsoDate, isPlainText, PhoneLinkWire, requiredText, text, wholeNumber } from './common.ts';
import { conversationMessages, MESSAGE_MAX } from './conversations.ts';
import { MAX_CHARGE_MINOR } from './currency-table.ts';
import { CLAIM_MAX_PHOTOS, ClaimPhotoKey, claimMessages } from './deposit-claims.ts';

/** Status ids, colours, names and which statuses hold dates: docs/requirements/bookings.md#R-B3. */
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

/** A status as the wire shows it; an id outside the table (the database allows none) reads as unknown. */
export function statusWire(id: number): z.output<typeof StatusWire> {
  const status = statusOf(id);
  return { id, name: status?.name ?? 'Unknown', color: status?.color ?? 'grey' };
}

/** The billing address the guest gave before paying (payments.ts `BillingFields`); null until then. */
export const BillingWire = z.object({
  billing_address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  zip_code: z.string().nullable(),
});

/** One of the host's reservations: the wire's Reservation fields, plus what the table and dialogs need. */
export const ReservationRow = z.object({
  id: z.number(),
  unique_hash: z.string(),
  listing: z.object({ id: z.number(), external_listing_name: z.string() }),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string(),
  phone_number: z.string().nullable(),
  /** `phone_number` as shown and dialled. */
  phone_link: PhoneLinkWire.nullable(),
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
  /** Whether any payment was ever made or tried: such a reservation cannot be deleted (reservations-moves.ts). */
  has_payments: z.boolean(),
  /** A stay payment succeeded at some time (refunded since or not): once cancelled, it is never reopened. */
  was_paid: z.boolean(),
  /**
   * A dispute blocks the stay's refunds (the server's rule, decision 0022): a paid stay cannot be cancelled now
   * (the server refuses with a 422 on `refund`), so neither the list nor the drawer offers it (reservations-moves.ts).
   */
  refunds_blocked: z.boolean(),
  /** The listing's IANA zone: whether the stay has begun, so which moves it has, is the listing's date (decision 0115). */
  time_zone: z.string(),
  /**
   * ISO instant of check-in: the first day at the listing's check-in time on its clock. A host cancels a paid stay
   * until then (decision 0023 counts at check-in time); the list and the drawer offer it as long.
   */
  check_in_at: z.string(),
  source: z.string(),
  hold_expires_at: z.string().nullable(),
  ...BillingWire.shape,
  created_at: z.string(),
});
export type ReservationRow = z.infer<typeof ReservationRow>;

/**
 * The filters of the host's stay lists (reservations, channel stays), every one optional. `q` finds the guest's
 * name or e-mail; `from`/`to` keep stays with a night in that range; `when` keeps upcoming stays (not ended by
 * today) or past ones. A list's query adds its own and refines with `datesInOrder`.
 */
export const StayListFilters = z.object({
  q: text().trim().max(100, 'Search with at most 100 characters').optional(),
  listing: z.coerce.number().int().min(1, 'Choose a valid listing').max(2_147_483_647).optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  when: z.enum(['upcoming', 'past'], { error: 'Choose upcoming or past' }).optional(),
});
/** `from` after `to` is refused, on `to`. */
export const datesInOrder: [
  (v: { from?: string; to?: string }) => boolean,
  { message: string; path: PropertyKey[] },
] = [
  (v) => !v.from || !v.to || v.from <= v.to,
  { message: 'The end date is before the start date', path: ['to'] },
];

/** How many rows a page of the host's reservations holds unless `per_page` says (docs/requirements/host.md#R-H20). */
export const RESERVATIONS_PER_PAGE = 25;
/** The most a page may hold: a host with years of stays never gets them in one reply by asking. */
export const RESERVATIONS_PER_PAGE_MAX = 100;

/**
 * `GET /api/reservations` filters (no query: every reservation, as before), with the status, and the page
 * (docs/requirements/host.md#R-H20): `page` (from 1) and `per_page` (1 to 100) are optional; either one pages the
 * list, the other defaulting to 1 and RESERVATIONS_PER_PAGE; with neither the list is whole, as the wire had it.
 */
export const ReservationListQuery = StayListFilters.extend({
  status: StatusId.optional(),
  page: wholeNumber('Choose a page from 1', { min: 1, max: 1_000_000 }).optional(),
  per_page: wholeNumber(`Choose from 1 to ${RESERVATIONS_PER_PAGE_MAX} rows a page`, {
    min: 1,
    max: RESERVATIONS_PER_PAGE_MAX,
  }).optional(),
}).refine(...datesInOrder);
export type ReservationListQuery = z.infer<typeof ReservationListQuery>;

/**
 * Per currency (amounts in different currencies never add up): booked value of the date-holding stays, and what
 * guests paid less refunds (`amount_paid` summed). Both are the guests' side: what a cancelled stay kept paid
 * (card processing included) is in `paid`, while the host's share of it is the payout's `amount`.
 */
export const ReservationTotals = z.object({ currency: z.string(), booked: z.number(), paid: z.number() });

/**
 * The list: upcoming stays first (soonest first), then past ones (latest first). `total` counts the rows that
 * match (every page's), `totals` sums them, `listings` names every listing with a reservation (for the filter,
 * whatever is chosen). `page` and `per_page` say which page `data` is; `per_page` is null for the whole list.
 */
export const ReservationListReply = z.object({
  data: z.array(ReservationRow),
  total: z.number(),
  page: z.number(),
  per_page: z.number().nullable(),
  totals: z.array(ReservationTotals),
  listings: z.array(z.object({ id: z.number(), external_listing_name: z.string() })),
});
export type ReservationListReply = z.infer<typeof ReservationListReply>;
/** `GET /api/reservations/select/list`. */
export const StatusListReply = z.object({ status: z.array(StatusWire) });

export const ChangeStatusInput = z.object({
  reservation_id: z.coerce.number().int().min(1).max(2_147_483_647),
  status_id: StatusId,
  /**
   * Words to the guest with the change (docs/requirements/host.md#R-H16): posted in the reservation's thread and
   * carried by the change's one e-mail (R-H30). Optional; blank sends nothing.
   */
  message: z
    .string()
    .trim()
    .max(MESSAGE_MAX, conversationMessages.bodyTooLong)
    .refine(isPlainText, conversationMessages.bodyNotPlain)
    .optional(),
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
    'This reservation is paid: it can only be cancelled (with a refund to the guest), not moved to another status.',
  cancelledWithRefund: (amount: string) =>
    `Reservation cancelled. A refund of ${amount} is on its way to the guest's card.`,
  cancelledNoRefund: 'Reservation cancelled. Nothing was refunded.',
  cancelledChargedBack: (amount: string) => `Reservation cancelled. ${chargedBackText.host(amount)}`,
  paidThenCancelled:
    'This stay was paid and then cancelled (the guest was refunded under the policy), so it cannot be approved or reopened. If the guest still wants to come, they book again.',
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
  cannotDeletePaidStay:
    'This stay is paid, so it cannot be deleted. To call it off, cancel it first (Change status → Cancelled), which refunds the guest; it then stays in your list as part of your financial records.',
  claimTooEarly: (opens: string) => `The damage deposit can be claimed from the check-out day, ${opens}.`,
  claimTooLate: (closes: string) =>
    `The time to claim the damage deposit ended on ${closes}; the guest's card can no longer be charged for it.`,
  claimNotPaid: 'Only a paid stay has a damage deposit to claim.',
  noDepositHeld: 'This stay has no damage deposit left to claim (none was asked, or it was already claimed).',
  // Nothing is held on the card (decision 0024): the limit is the deposit the guest agreed to, as the mails say.
  claimTooMuch: (limit: string) => `The claim can be at most the damage deposit: ${limit}.`,
  claimRecorded: (amount: string) =>
    `You claimed ${amount} of the damage deposit; the guest is told why, and nothing more can be charged for it.`,
  claimPending: (amount: string) =>
    `Your claim of ${amount} is recorded; the card provider did not answer yet, so it will be captured shortly.`,
  cannotDeleteHolding: 'Cancel this reservation first, so the guest is told, then delete it.',
} as const;

// ---- deposit claims (POST /api/reservations/{id}/deposit-claim) ---------------------------------------

export const depositClaimMessages = {
  amountInvalid: 'Enter a whole amount in cents from 1',
  reasonRequired: 'Tell the guest why you claim the deposit',
  reasonTooLong: 'Keep the reason under 1000 characters',
} as const;

/** The host claims part or all of the held damage deposit; `amount` is in minor units. */
export const DepositClaimInput = z.object({
  amount: wholeNumber(depositClaimMessages.amountInvalid, { min: 1, max: MAX_CHARGE_MINOR }),
  reason: requiredText(depositClaimMessages.reasonRequired, {
    min: 3,
    max: 1000,
    tooLong: depositClaimMessages.reasonTooLong,
  }),
  /** Keys from `POST /api/reservations/{id}/deposit-claim/photos`, e-mailed to the guest with the reason. */
  photos: z.array(ClaimPhotoKey).max(CLAIM_MAX_PHOTOS, claimMessages.tooManyPhotos).default([]),
});
export type DepositClaimInput = z.input<typeof DepositClaimInput>;
