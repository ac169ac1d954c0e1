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

import { CARD_PROCESSING_PERCENT, cardProcessingFixedMinor } from './card-processing.ts';
import { formatMoney } from './money.ts';

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'moderate';

export const cancellationPolicyMessages = {
  invalid: 'Choose a cancellation policy: flexible, moderate or strict',
} as const;

/**
 * Said instead of "nothing is refunded" when the guest's bank already gave the money back (a card dispute
 * decided for the guest): a cancellation then refunds none of it again (decision 0022).
 */
export const chargedBackText = {
  guest: (amount: string) =>
    `Your bank already gave you ${amount} back when it decided your card dispute, so nothing more is refunded.`,
  host: (amount: string) =>
    `The guest's bank already gave them ${amount} back through the card dispute, so nothing more is refunded.`,
} as const;

/** How long a refund takes to reach the guest's card, said the same way on every page and e-mail. */
export const REFUND_TIMING = 'it takes 5 to 10 business days to appear, depending on your bank';

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
    `Your booking is cancelled. A refund of ${amount} is on its way to your card; ${REFUND_TIMING}.`,
  cancelledNoRefund: 'Your booking is cancelled. Nothing is refunded under the cancellation policy.',
  cancelledChargedBack: (amount: string) => `Your booking is cancelled. ${chargedBackText.guest(amount)}`,
  cancelledUnpaid: 'Your reservation is cancelled. Nothing was charged.',
  inquiryWithdrawn: 'Your inquiry is withdrawn: the host is told. Nothing was charged.',
  adminCancelled: (amount: string) =>
    `Reservation cancelled by an admin. ${amount} is refunded to the guest.`,
  adminCancelledChargedBack: (amount: string) =>
    `Reservation cancelled by an admin. ${chargedBackText.host(amount)}`,
  adminReasonRequired: 'Say why the reservation is cancelled (at least 3 characters)',
} as const;

export const CANCELLATION_POLICY_LABELS: Record<CancellationPolicy, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

/** Said with every policy: the one part of a payment no cancellation gives back (decision 0089), as money in
 * the listing's currency (no fixed part for a currency without a minor unit). */
export function cardProcessingNote(currency: string): string {
  const fixed = cardProcessingFixedMinor(currency);
  const price =
    fixed > 0
      ? `${CARD_PROCESSING_PERCENT} % + ${formatMoney(fixed, currency)}`
      : `${CARD_PROCESSING_PERCENT} %`;
  return `Card processing (${price} of the payment) is never refunded.`;
}

/** What the one-line summary of a listing's policy depends on. */
export interface PolicyListing {
  currency: string;
  /** Whether a stay's price holds a cleaning fee (one the listing has and does not leave out of the total). */
  cleaningFee: boolean;
  /** Whether the listing charges occupancy taxes: only then does the summary say what happens to them. */
  taxes: boolean;
}

/**
 * A listing's policy in one line, before dates are chosen: its currency, and the cleaning fee and the taxes only
 * if it has them (the dated terms of a stay name no part its price does not hold, so neither does this line).
 */
export function cancellationPolicySummary(policy: CancellationPolicy, listing: PolicyListing): string {
  const cleaning = listing.cleaningFee ? 'the cleaning fee and ' : '';
  const firstNightTaxes = listing.taxes ? ' and the taxes on it' : '';
  const halfTaxes = listing.taxes ? ', with the taxes on that half' : '';
  const text: Record<CancellationPolicy, string> = {
    flexible: `Full refund until 24 hours before check-in; after that, everything but the first night${firstNightTaxes}.`,
    moderate: `Full refund until 5 days before check-in; after that, ${cleaning}half of the nights after the first${halfTaxes}.`,
    strict: `Full refund within 48 hours of booking if check-in is at least 14 days away; until 7 days before check-in, ${cleaning}half of the nights${halfTaxes}; after that, ${listing.cleaningFee ? 'only the cleaning fee' : 'nothing'}.`,
  };
  return `${text[policy]} ${cardProcessingNote(listing.currency)}`;
}

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
