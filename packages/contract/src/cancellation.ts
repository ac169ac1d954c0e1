import { z } from 'zod';
import { formatDate, twoDigits } from './dates.ts';
import { currencySymbol, minorDigits, toMajor } from './money.ts';
import { isTimeZone } from './time-zones.ts';

/**
 * A listing's cancellation policy and the refund a guest gets when they cancel (decision 0023). Airbnb's three
 * standard policies, counted on the listing's calendar and clock (its time zone; check-in at the listing's
 * check-in time, 15:00 when it has none):
 * - flexible: everything back until 24 hours before check-in; later, all but the first night.
 * - moderate: everything back until 5 days before check-in; later, half of the nights after the first.
 * - strict: everything back within 48 hours of booking when check-in is at least 14 days after booking;
 *   half of the nights until 7 days before check-in; later, no night.
 * The cleaning fee always comes back (nobody cleaned), nights are the stay's price without it (discounts
 * spread over the nights), and nothing is refunded twice: the result never exceeds what is still refundable.
 * Nobody cancels after check-in but an admin. A host's cancellation refunds everything (not this rule).
 * Occupancy taxes follow the lodging they were charged on (decision 0048): the nights' rule above works on the
 * lodging without taxes, and the same share of the taxes comes back (all nights back: all taxes back; half of
 * the nights after the first: that share of the taxes), rounded down to the currency's step; the terms say so.
 * The quote itself, itemised (docs/requirements/cancellation.md#R-C3, decision 0063), is in cancellation-quote.ts.
 */

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'moderate';

export const cancellationPolicyMessages = {
  invalid: 'Choose a cancellation policy: flexible, moderate or strict',
} as const;

/** What the cancel routes answer; the pages show these texts as they are. */
export const cancellationMessages = {
  notFound: 'Reservation not found',
  alreadyCancelled: 'This reservation is already cancelled; nothing changed.',
  declined: 'This request was declined, so there is nothing to cancel.',
  paymentInProgress:
    'A card payment for this reservation is in progress; wait until it finishes, then cancel.',
  afterCheckIn:
    'The stay has begun (check-in has passed), so it can no longer be cancelled here. Write to us through the contact page: an admin can still cancel it.',
  cancelledWithRefund: (amount: string) =>
    `Your booking is cancelled. A refund of ${amount} is on its way to your card; it takes 5 to 10 days to appear.`,
  cancelledNoRefund: 'Your booking is cancelled. Nothing is refunded under the cancellation policy.',
  cancelledUnpaid: 'Your reservation is cancelled. Nothing was charged.',
  adminCancelled: (amount: string) =>
    `Reservation cancelled by an admin. ${amount} is refunded to the guest.`,
  adminReasonRequired: 'Say why the reservation is cancelled (at least 3 characters)',
} as const;

/** The listing field: one of the three, `moderate` when left out or blank. */
export const CancellationPolicyField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? DEFAULT_CANCELLATION_POLICY : v),
  z.enum(CANCELLATION_POLICIES, { error: cancellationPolicyMessages.invalid }),
);

export const CANCELLATION_POLICY_LABELS: Record<CancellationPolicy, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

/** One line each, for the listing form's select and for a stay page before dates are chosen. */
/** Said with every policy: the one part of a payment no cancellation gives back (decision 0089). */
export const CARD_PROCESSING_NOTE = 'Card processing (2.9 % + 0.30 of the payment) is never refunded.';

export const CANCELLATION_POLICY_SUMMARIES: Record<CancellationPolicy, string> = {
  flexible: `Full refund until 24 hours before check-in; after that, everything but the first night and the taxes on it. ${CARD_PROCESSING_NOTE}`,
  moderate: `Full refund until 5 days before check-in; after that, the cleaning fee and half of the nights after the first, with the taxes on that half. ${CARD_PROCESSING_NOTE}`,
  strict: `Full refund within 48 hours of booking if check-in is at least 14 days away; until 7 days before check-in, the cleaning fee and half of the nights, with the taxes on that half; after that, only the cleaning fee. ${CARD_PROCESSING_NOTE}`,
};

/** The check-in time used when a listing names none (Airbnb's 3:00 PM). */
export const DEFAULT_CHECK_IN_TIME = '15:00';
export const HOUR_MS = 3_600_000;

export function isCancellationPolicy(value: unknown): value is CancellationPolicy {
  return typeof value === 'string' && (CANCELLATION_POLICIES as readonly string[]).includes(value);
}

/** The listing's check-in time as hours and minutes; null or malformed: DEFAULT_CHECK_IN_TIME. */
export function checkInClock(value: string | null): { hours: number; minutes: number; text: string } {
  const m = value ? /^([01]\d|2[0-3]):([0-5]\d)/.exec(value) : null;
  if (!m) return checkInClock(DEFAULT_CHECK_IN_TIME);
  return { hours: Number(m[1]), minutes: Number(m[2]), text: `${m[1]}:${m[2]}` };
}

/** Offset of `timeZone` from UTC at `instant`, milliseconds (Paris in winter: +3 600 000). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time on a date is in `timeZone` (a time skipped by DST moves forward). */
export function zonedInstant(date: string, hours: number, minutes: number, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const wall = Date.parse(`${date}T${twoDigits(hours)}:${twoDigits(minutes)}:00Z`);
  const first = wall - offsetAt(wall, zone);
  // A second pass settles instants near a DST change, where the offset at the guess differs.
  return new Date(wall - offsetAt(first, zone));
}

/** `Mar 5, 2027, 15:00` as it reads at the listing. */
export function localText(instant: Date, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), zone));
  const date = local.toISOString().slice(0, 10);
  return `${formatDate(date)}, ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

/** Exact amount in the currency's own decimals: `€119.50`, `¥16,400`. */
export function formatMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const [whole = '0', fraction] = toMajor(Math.abs(minor), currency).toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const symbol = currencySymbol(currency);
  const space = /[^\p{S}\p{Z}]$/u.test(symbol) ? '\u00a0' : '';
  return `${minor < 0 ? '-' : ''}${symbol}${space}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** `POST /api/bookings/reservation/{unique_hash}/cancel`: the guest's cancellation and what comes back. */
export const GuestCancelReply = z.object({
  message: z.string(),
  data: z.object({
    unique_hash: z.string(),
    status_id: z.number(),
    currency: z.string(),
    /** Refunded under the policy, major units. */
    refund: z.number(),
  }),
});
export type GuestCancelReply = z.infer<typeof GuestCancelReply>;

/** `POST /api/admin/reservations/{id}/cancel`: an admin cancels any reservation, after check-in too. */
export const AdminCancelInput = z.object({
  /** Who bears the full refund: the host (`host_cancellation`) or the platform (`platform`). */
  cause: z.enum(['host_cancellation', 'platform'], {
    error: 'Choose who bears the refund: host_cancellation or platform',
  }),
  reason: z
    .string({ error: cancellationMessages.adminReasonRequired })
    .trim()
    .min(3, cancellationMessages.adminReasonRequired)
    .max(1000, 'Keep the reason under 1000 characters'),
});
export type AdminCancelInput = z.input<typeof AdminCancelInput>;
export const AdminCancelReply = z.object({
  message: z.string(),
  /** Refunded, major units of the reservation's currency. */
  data: z.object({ reservation_id: z.number(), refund: z.number() }),
});
