import { z } from 'zod';
import { DEPOSIT_CLAIM_DAYS } from './reservations-money.ts';

/**
 * The damage deposit as it is since decision 0024: nothing is held on the card. At Pay the guest agrees
 * that up to the deposit may be charged, off-session, for damage the host reports within
 * DEPOSIT_CLAIM_DAYS days of check-out; the stay's charge saves the card for that. A claim is a new charge.
 * The words the guest agrees to are fixed here, with a version recorded with the reservation.
 */

/** Bump when the consent's wording changes: each reservation records the version its guest agreed to. */
export const DEPOSIT_CONSENT_VERSION = 'deposit-consent-2026-12';

/** What the deposit is, in one sentence (pages, receipts); `amount` already formatted (e.g. "€300"). */
export const depositTerms = (amount: string) =>
  `Damage deposit: up to ${amount} may be charged to your card for damage reported within ${DEPOSIT_CLAIM_DAYS} days of check-out. Nothing is held on your card now.`;

/** The consent shown next to Pay: paying means agreeing to it. */
export const depositConsentText = (amount: string) =>
  `By paying you agree that your card is saved and that up to ${amount} may be charged to it for damage the host reports within ${DEPOSIT_CLAIM_DAYS} days of check-out; you are e-mailed the reason and the host's photos first, and may accept or object within 72 hours before anything is charged.`;

export const depositClaimOutcomeMessages = {
  charged: (amount: string) => `You claimed ${amount} of the damage deposit: the guest's card was charged.`,
  processing: (amount: string) =>
    `Your claim of ${amount} is being charged; the card provider has not answered yet. The drawer shows the outcome.`,
  awaitingGuest: (amount: string) =>
    `The guest's bank asks them to approve the charge of ${amount}: they were e-mailed a link. You are told when it is paid or fails.`,
  failed: (amount: string, why: string) => `The claim of ${amount} could not be charged: ${why}`,
  inProgress: 'A claim on this deposit is already being charged; wait for its outcome.',
  alreadyClaimed: 'The damage deposit of this stay was already claimed.',
  noCardSaved:
    'No card was saved for a deposit claim on this stay (no deposit was asked, or the guest paid before saved cards existed).',
  notFound: 'No damage claim waits for your approval on this reservation.',
  notWaiting: 'This damage claim does not wait for your approval any more.',
} as const;

/** `GET /api/bookings/reservation/{hash}/deposit-claim`: the claim the guest is asked to approve. */
export const GuestDepositClaim = z.object({
  listing_name: z.string(),
  /** Major units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  reason: z.string().nullable(),
  /**
   * awaiting_answer: the guest may accept or object until `answer_by` (decision 0060); objected: an admin
   * decides; rejected: closed, nothing charged; waiting: the bank asks the guest to approve the charge;
   * processing; paid; failed; refunded.
   */
  status: z.enum([
    'awaiting_answer',
    'objected',
    'rejected',
    'waiting',
    'processing',
    'paid',
    'failed',
    'refunded',
  ]),
  /** URLs of the host's photos. */
  photos: z.array(z.string()),
  /** When the answer is due (ISO instant); after it, no answer counts as accepted. */
  answer_by: z.string(),
  /** The listing's IANA zone: `answer_by` is written on its clock (R-H21). */
  time_zone: z.string(),
  /** The guest's objection, once sent. */
  objection: z.string().nullable(),
  /** An admin's note on an objected claim they decided. */
  decision_note: z.string().nullable(),
  /** With `waiting`: Stripe.js (or the simulator's page) finishes it with this. */
  client_secret: z.string().nullable(),
  message: z.string().nullable(),
});
export type GuestDepositClaim = z.infer<typeof GuestDepositClaim>;
export const GuestDepositClaimReply = z.object({ data: GuestDepositClaim });
export const GuestDepositClaimAnswerReply = z.object({ message: z.string(), data: GuestDepositClaim });

/**
 * The deposit in the host's words, one text for the listing form and the listing's details page
 * (docs/requirements/host.md#R-H22): what it is for and that it is neither held nor part of the total.
 */
export const DEPOSIT_HOST_TEXT =
  'Charged only if you report damage within 7 days of check-out; nothing is held on the card, never part of the total';
