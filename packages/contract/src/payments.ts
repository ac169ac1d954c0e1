import { z } from 'zod';
import { InquiryInput } from './bookings.ts';
import { CancellationQuoteWire } from './cancellation-quote.ts';
import { Flag, requiredText, text } from './common.ts';
import { paymentMessages } from './messages.ts';
import { PAYOUT_ROUTES } from './payout-routes.ts';
import { BillingWire, StatusWire } from './reservations.ts';
import { StayTerms } from './stay-terms.ts';
import { Trip } from './trip.ts';

/**
 * The money path on the wire: Book now (`POST /api/bookings`), the finalise page (`GET
 * /api/bookings/reservation/{hash}`, `POST /api/bookings/billing`), the staff payment form
 * (`POST /api/reservations`) and the step that finishes a card authentication (`POST /api/bookings/confirm`).
 * Amounts are decimal major units, as everywhere on the wire (DESIGN.md).
 */

const required = (message: string, max = 200) => requiredText(message, { max });

/** A PaymentMethod id from Stripe Elements (`pm_…`) or the simulator's card field. */
export const PaymentMethodId = requiredText(paymentMessages.cardRequired, { max: 255 }).regex(
  /^[A-Za-z0-9_]+$/,
  paymentMessages.cardRequired,
);

/** The billing fields the finalise page, Book now and the staff form share; Pay stays disabled until all are filled. */
export const BillingFields = z.object({
  billing_address: required(paymentMessages.billingAddressRequired),
  city: required(paymentMessages.cityRequired, 100),
  country: required(paymentMessages.countryRequired, 100),
  zip_code: required(paymentMessages.zipRequired, 20),
});
export type BillingFields = z.infer<typeof BillingFields>;

/** The guest ticked "I accept the house rules … and the cancellation terms" (decision 0035); optional on the wire. */
const AcceptTerms = Flag.optional();

/**
 * The total (major units) the client showed next to Pay. When sent, the server charges only that: a stay
 * whose price changed since (a host's new rate) is refused with 409 PRICE_CHANGED before anything is held
 * (docs/requirements/bookings.md#R-B6, decision 0046). The web client always sends it.
 */
export const ExpectedTotal = z
  .number({ error: paymentMessages.expectedTotalInvalid })
  .refine(Number.isFinite, paymentMessages.expectedTotalInvalid)
  .refine((v) => v >= 0, paymentMessages.expectedTotalInvalid)
  .optional();

/** `POST /api/bookings`: the inquiry fields, the billing fields, the card, and the terms' acceptance. */
export const BookingInput = InquiryInput.omit({ message: true }).extend({
  ...BillingFields.shape,
  payment_method_id: PaymentMethodId,
  accept_terms: AcceptTerms,
  expected_total: ExpectedTotal,
});
export type BookingInput = z.input<typeof BookingInput>;
export type BookingData = z.output<typeof BookingInput>;

/** The reservation's unguessable `unique_hash`: the finalise page's only key to its reservation. */
export const ReservationHash = requiredText(paymentMessages.reservationRequired, { max: 64 }).regex(
  /^[A-Za-z0-9_-]+$/,
  paymentMessages.reservationNotFound,
);

/**
 * `POST /api/bookings/billing`. `reservation_id` carries the reservation's `unique_hash` (the id the
 * finalise page knows), never the numeric id, so that nobody can pay for or probe another's reservation.
 */
export const BillingInput = BillingFields.extend({
  reservation_id: ReservationHash,
  payment_method_id: PaymentMethodId,
  accept_terms: AcceptTerms,
});
export type BillingInput = z.input<typeof BillingInput>;

/** `POST /api/bookings/confirm`: after the browser finished a card authentication, the server checks the payment. */
export const ConfirmInput = z.object({ reservation_id: ReservationHash });

/** `POST /api/reservations`, the host's staff payment form: a stay on one of their own listings, paid by card now. */
/**
 * The staff form (decision 0061): the host enters the guest and the stay; the guest is e-mailed the payment
 * link and pays (and consents) themselves. No card is keyed by the host.
 */
export const StaffReservationInput = z.object({
  reservation: InquiryInput.omit({ promotional_emails: true, message: true }),
  expected_total: ExpectedTotal,
});
export type StaffReservationInput = z.input<typeof StaffReservationInput>;
export type StaffReservation = z.output<typeof StaffReservationInput>;

/** `POST /api/reservations` (staff form), 201: the reservation holds the dates and the guest has the link. */
export const StaffReservationReply = z.object({
  message: z.string(),
  data: z.object({
    reservation_id: z.number(),
    unique_hash: z.string(),
    /** 3: approved, awaiting the guest's payment through the e-mailed link. */
    status_id: z.number(),
    /** ISO instant the dates are held until. */
    hold_expires_at: z.string(),
  }),
});
export type StaffReservationReply = z.infer<typeof StaffReservationReply>;

export const staffMessages = {
  linkSent: (email: string, until: string) =>
    `Reservation created. The guest was e-mailed a payment link at ${email}; the dates are held until ${until}. They pay and accept the terms themselves.`,
} as const;

/** What the browser must do before the payment can finish (3-D Secure), as Stripe's `next_action`. */
export const NextAction = z.object({
  type: z.literal('use_stripe_sdk'),
  /** The PaymentIntent's client secret: Stripe.js `handleNextAction`, or the simulator's confirm step. */
  client_secret: z.string(),
});

/**
 * The outcome of a payment call. 201: paid (`status_id` 6). 202: `next_action` must be finished in the
 * browser, then `POST /api/bookings/confirm`. A decline is a 402 `{ error, code: 'PAYMENT_FAILED' }`.
 */
export const PaymentReply = z.object({
  message: z.string(),
  data: z.object({
    reservation_id: z.number(),
    unique_hash: z.string(),
    status_id: z.number(),
    next_action: NextAction.nullable(),
  }),
});
export type PaymentReply = z.infer<typeof PaymentReply>;

/** `GET /api/bookings/reservation/{hash}`: what the finalise page shows, and nothing else about the guest. */
export const GuestReservation = z.object({
  id: z.number(),
  unique_hash: z.string(),
  /** `time_zone`: the listing's IANA zone, in which its times (the payment deadline, check-in) are read. */
  listing: z.object({ id: z.number(), external_listing_name: z.string(), time_zone: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  guests: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  status: StatusWire,
  currency: z.string(),
  currency_symbol: z.string(),
  /** What the guest pays for the stay, major units. */
  total_price: z.number(),
  /** Charged only for damage reported within 7 days of check-out (decision 0024); not part of `total_price`. Major units. */
  refundable_damage_deposit: z.number(),
  /** ISO timestamp until which an approved stay waits for payment, or null. */
  hold_expires_at: z.string().nullable(),
  ...BillingWire.shape,
  /** The server's price breakdown snapshot, as `GET /api/bookings/calculation` shapes it. */
  price_breakdown: z.record(z.string(), z.unknown()),
  /** The stay's cancellation policy with its dates, and what cancelling now refunds (decision 0023). */
  cancellation: CancellationQuoteWire,
  /** Why a declined or cancelled reservation cannot be paid, in the guest's words; null otherwise. */
  status_note: z.string().nullable(),
  /** The listing's house rules and times, shown next to Pay for the guest to accept (decision 0035). */
  terms: StayTerms,
  /** The address, arrival details and host contact: only for a paid stay, else null (decision 0033). */
  trip: Trip.nullable(),
  /** Whether the host claimed on the damage deposit: only then is there a claim for the trip page to show. */
  has_deposit_claim: z.boolean(),
  /**
   * A cancelled stay that was paid: what the card paid, what is refunded (pending refunds included), what the
   * guest's bank gave back through a card dispute decided for the guest, and what the cancellation terms
   * kept, major units (decisions 0086, 0022). Null for any other reservation.
   */
  settlement: z
    .object({ paid: z.number(), refunded: z.number(), charged_back: z.number(), kept: z.number() })
    .nullable(),
});
export type GuestReservation = z.infer<typeof GuestReservation>;
export const GuestReservationReply = z.object({ data: z.object({ data: GuestReservation }) });

/** `GET /api/stripe/connect` and `GET /api/stripe/status`, as the original client names them (docs/requirements/wire.md#R-W11). */
export const ConnectReply = z.object({ onboarding_url: z.string() });
export type ConnectReply = z.infer<typeof ConnectReply>;
export const ConnectStatusReply = z.object({
  /** The account can take charges AND receive transfers (the host's share is sent after check-in). */
  verified: z.boolean(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  /** The `transfers` capability is active. */
  transfers_enabled: z.boolean(),
  /** Stripe's `requirements.currently_due`: what the host still has to provide. */
  requirements: z.array(z.string()),
  /** `simulator` is TEST MODE; `none`: card payments are not set up on this site (inquiries only). */
  provider: z.enum(['stripe', 'simulator', 'none']),
  /**
   * How this platform pays the host (decision 0049): `transfers` within its region, `cross_border` to a
   * recipient account, `none` when it cannot (the host takes inquiries); null when not known yet.
   */
  payout_route: z.enum(PAYOUT_ROUTES).nullable(),
  /** Why card payments are not offered for this host, in words for the host; null when they can be. */
  card_payments_reason: z.string().nullable(),
});
export type ConnectStatusReply = z.infer<typeof ConnectStatusReply>;

/**
 * The simulator's test cards: Stripe's documented test PaymentMethod ids and their card numbers, so a
 * client written against Stripe's test mode works unchanged offline.
 */
export const SIMULATOR_TEST_CARDS = [
  { paymentMethod: 'pm_card_visa', number: '4242424242424242', outcome: 'succeeds' },
  { paymentMethod: 'pm_card_chargeDeclined', number: '4000000000000002', outcome: 'declined' },
  {
    paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
    number: '4000000000009995',
    outcome: 'declined',
  },
  { paymentMethod: 'pm_card_chargeDeclinedExpiredCard', number: '4000000000000069', outcome: 'declined' },
  // Stripe's "authenticate unless set up" card (docs.stripe.com/testing#regulatory-cards): 3-D Secure on
  // session; once saved for later (setup_future_usage), an off-session charge needs none.
  {
    paymentMethod: 'pm_card_authenticationRequiredOnSetup',
    number: '4000002500003155',
    outcome: 'authentication',
  },
  // Stripe's "always authenticate" card: 3-D Secure on every charge, off session too.
  { paymentMethod: 'pm_card_authenticationRequired', number: '4000002760003184', outcome: 'authentication' },
] as const;

/** The PaymentMethod id the simulator's card field sends for a typed test card number, or null. */
export function simulatorPaymentMethodFor(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\D/g, '');
  return SIMULATOR_TEST_CARDS.find((c) => c.number === digits)?.paymentMethod ?? null;
}

/**
 * The simulator's stand-in for the bank's 3-D Secure page (`POST /api/stripe/simulator/authenticate`):
 * the browser completes or fails the challenge of a `requires_action` intent named by its client secret.
 */
export const SimulatorAuthenticateInput = z.object({
  client_secret: text().min(1).max(255),
  outcome: z.enum(['complete', 'fail']),
});

/** The simulated PaymentIntent's status after the 3-D Secure step (`succeeded`, `requires_payment_method`, …). */
export const SimulatorAuthenticateReply = z.object({ data: z.object({ status: z.string() }) });
