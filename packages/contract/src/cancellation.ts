import { z } from 'zod';
import { addDays, formatDate, twoDigits } from './dates.ts';
import { currencyRule, currencySymbol, minorDigits, toMajor } from './money.ts';
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
 * the nights after the first: that share of the taxes), rounded down to the currency's step.
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
export const CANCELLATION_POLICY_SUMMARIES: Record<CancellationPolicy, string> = {
  flexible: 'Full refund until 24 hours before check-in; after that, all but the first night.',
  moderate: 'Full refund until 5 days before check-in; after that, half of the nights after the first.',
  strict:
    'Full refund within 48 hours of booking if check-in is at least 14 days away; half of the nights until 7 days before check-in; after that, no nights.',
};

/** The check-in time used when a listing names none (Airbnb's 3:00 PM). */
export const DEFAULT_CHECK_IN_TIME = '15:00';
const HOUR_MS = 3_600_000;

export function isCancellationPolicy(value: unknown): value is CancellationPolicy {
  return typeof value === 'string' && (CANCELLATION_POLICIES as readonly string[]).includes(value);
}

export interface CancellationStay {
  policy: CancellationPolicy;
  /** `YYYY-MM-DD`, the first night. */
  startDate: string;
  /** `HH:MM` at the listing; null or malformed: DEFAULT_CHECK_IN_TIME. */
  checkInTime: string | null;
  /** IANA zone of the listing; unknown: UTC. */
  timeZone: string;
  /** When the stay was booked (the reservation's creation). */
  bookedAt: Date;
  nights: number;
  currency: string;
  /** The stay's price, minor units (the deposit is apart). */
  totalMinor: number;
  /** The part of `totalMinor` that is the cleaning fee (0 when the price leaves it out). */
  cleaningFeeMinor: number;
  /** The part of `totalMinor` that is occupancy taxes (decision 0048); absent: none. */
  taxesMinor?: number | undefined;
  /** What can still be refunded now (paid minus refunded), minor units: the refund's ceiling. */
  refundableMinor: number;
}

export type CancellationStage = 'full' | 'partial' | 'none' | 'after_check_in';

export interface CancellationQuote {
  policy: CancellationPolicy;
  stage: CancellationStage;
  /** False from check-in on: only an admin may cancel then. */
  allowed: boolean;
  /** What a guest cancelling at `now` gets back, minor units, 0..refundableMinor. */
  refundMinor: number;
  /** The moment of check-in, and until when each refund stage lasts (null: the stage does not happen). */
  checkInAt: Date;
  fullRefundUntil: Date | null;
  partialRefundUntil: Date | null;
  /** The policy in words with this stay's dates, in the listing's time and zone. */
  terms: string;
  /** What cancelling now gives, in words. */
  now: string;
}

function checkInClock(value: string | null): { hours: number; minutes: number; text: string } {
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

const clampInt = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * The refund for a guest cancelling at `now` under the stay's policy, and the terms in words. Pure: the
 * server calls it with its own clock; the pages show the same quote the cancel route will apply.
 */
export function quoteCancellation(stay: CancellationStay, now: Date): CancellationQuote {
  const zone = isTimeZone(stay.timeZone) ? stay.timeZone : 'UTC';
  const clock = checkInClock(stay.checkInTime);
  const at = (date: string) => zonedInstant(date, clock.hours, clock.minutes, zone);
  const checkInAt = at(stay.startDate);
  const total = clampInt(stay.totalMinor);
  const cleaning = Math.min(total, clampInt(stay.cleaningFeeMinor));
  const taxes = Math.min(total - cleaning, clampInt(stay.taxesMinor ?? 0));
  const nights = Math.max(1, clampInt(stay.nights));
  const lodging = total - cleaning - taxes;
  // The taxes that follow a refund of `lodgingBack` of the lodging, down to the currency's step.
  const { step } = currencyRule(stay.currency);
  const taxesWith = (lodgingBack: number) =>
    lodging <= 0 ? 0 : Math.floor((taxes * lodgingBack) / lodging / step) * step;
  const firstNight = Math.ceil(lodging / nights);
  const ceiling = clampInt(stay.refundableMinor);

  let fullRefundUntil: Date | null;
  let partialRefundUntil: Date | null;
  let partialMinor: number;
  let lateMinor = cleaning;
  let fullText: string;
  let partialText: string;
  const zoneText = zone === 'UTC' ? 'UTC' : `${zone} time`;
  const checkInText = `check-in on ${localText(checkInAt, zone)} (${zoneText})`;
  switch (stay.policy) {
    case 'flexible':
      fullRefundUntil = at(addDays(stay.startDate, -1));
      partialRefundUntil = checkInAt;
      partialMinor = cleaning + lodging - firstNight + taxesWith(lodging - firstNight);
      lateMinor = partialMinor;
      fullText = `Cancel before ${localText(fullRefundUntil, zone)} for a full refund.`;
      partialText = `After that and before ${checkInText}, everything but the first night is refunded.`;
      break;
    case 'moderate':
      fullRefundUntil = at(addDays(stay.startDate, -5));
      partialRefundUntil = checkInAt;
      partialMinor =
        cleaning + Math.floor((lodging - firstNight) / 2) + taxesWith(Math.floor((lodging - firstNight) / 2));
      lateMinor = partialMinor;
      fullText = `Cancel before ${localText(fullRefundUntil, zone)} for a full refund.`;
      partialText = `After that and before ${checkInText}, the cleaning fee and half of the nights after the first are refunded.`;
      break;
    case 'strict': {
      const graceEnd = new Date(stay.bookedAt.getTime() + 48 * HOUR_MS);
      const bookedEarly = stay.bookedAt.getTime() <= at(addDays(stay.startDate, -14)).getTime();
      fullRefundUntil = bookedEarly ? graceEnd : null;
      partialRefundUntil = at(addDays(stay.startDate, -7));
      partialMinor = cleaning + Math.floor(lodging / 2) + taxesWith(Math.floor(lodging / 2));
      fullText = fullRefundUntil
        ? `Cancel before ${localText(fullRefundUntil, zone)} (48 hours after booking) for a full refund.`
        : 'No full refund: the stay was booked less than 14 days before check-in.';
      partialText = `Until ${localText(partialRefundUntil, zone)}, the cleaning fee and half of the nights are refunded; after that and before ${checkInText}, only the cleaning fee.`;
      if (fullRefundUntil && partialRefundUntil < fullRefundUntil) partialRefundUntil = fullRefundUntil;
      break;
    }
  }

  const t = now.getTime();
  let stage: CancellationStage;
  let refund: number;
  if (t >= checkInAt.getTime()) {
    stage = 'after_check_in';
    refund = 0;
  } else if (fullRefundUntil && t < fullRefundUntil.getTime()) {
    stage = 'full';
    refund = total;
  } else if (partialRefundUntil && t < partialRefundUntil.getTime()) {
    stage = 'partial';
    refund = partialMinor;
  } else {
    stage = lateMinor > 0 ? 'partial' : 'none';
    refund = lateMinor;
  }
  // Down to the currency's step (KWD in tens of fils, ISK in whole krónur): Stripe refuses any other amount.
  const refundMinor = Math.max(0, Math.floor(Math.min(refund, ceiling) / step) * step);
  if (stage !== 'after_check_in' && refundMinor === 0) stage = 'none';
  const terms = `${CANCELLATION_POLICY_LABELS[stay.policy]} cancellation policy. ${fullText} ${partialText} No cancellation after check-in.`;
  const nowText =
    stage === 'after_check_in'
      ? 'The stay has begun: it can no longer be cancelled here.'
      : refundMinor > 0
        ? `Cancelling now refunds ${formatMinor(refundMinor, stay.currency)}.`
        : 'Cancelling now refunds nothing.';
  return {
    policy: stay.policy,
    stage,
    allowed: stage !== 'after_check_in',
    refundMinor,
    checkInAt,
    fullRefundUntil,
    partialRefundUntil,
    terms,
    now: nowText,
  };
}

/** The quote on the wire (public reservation page, Book now): instants as ISO strings, amount in major units. */
export const CancellationQuoteWire = z.object({
  policy: z.enum(CANCELLATION_POLICIES),
  summary: z.string(),
  terms: z.string(),
  now: z.string(),
  allowed: z.boolean(),
  /** Major units of the reservation's currency. */
  refund: z.number(),
  check_in_at: z.string(),
  full_refund_until: z.string().nullable(),
});
export type CancellationQuoteWire = z.infer<typeof CancellationQuoteWire>;

export function toCancellationWire(quote: CancellationQuote, currency: string): CancellationQuoteWire {
  return {
    policy: quote.policy,
    summary: CANCELLATION_POLICY_SUMMARIES[quote.policy],
    terms: quote.terms,
    now: quote.now,
    allowed: quote.allowed,
    refund: toMajor(quote.refundMinor, currency),
    check_in_at: quote.checkInAt.toISOString(),
    full_refund_until: quote.fullRefundUntil?.toISOString() ?? null,
  };
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
