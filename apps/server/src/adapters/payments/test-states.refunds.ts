import type { DisputeStatusName, RefundState } from './payments.port.ts';
import type { StripeRefusal } from './test-states.intents.ts';

/**
 * How Stripe moves refunds and disputes, as the Stripe fake plays them (test-states.intents.ts says why):
 * - a refund is bounded by what the charge received less what is refunded or on its way back (pending and
 *   succeeded refunds count, failed ones do not); it is refused while a dispute holds the charge;
 * - a pending refund settles or fails; a succeeded one can still fail later (a closed card): the money comes back;
 * - a dispute takes what is left of the charge from the platform's balance until the bank decides: won gives it
 *   back (and the charge can be refunded again), lost keeps it with the guest; both are final.
 */

type RefundStatus = RefundState['status'];

/** The refunds that count against the charge: those refunded or on their way back. */
export const countsAsRefunded = (status: string) => status === 'succeeded' || status === 'pending';

export interface RefundableCharge {
  paymentIntentId: string;
  chargeId: string;
  /** The intent's charge succeeded (`status: succeeded`). */
  succeeded: boolean;
  /** A dispute holds the charge (open or lost). */
  disputed: boolean;
  received: number;
  refunded: number;
}

export function refundRefusal(charge: RefundableCharge, amount: number): StripeRefusal | null {
  if (!charge.succeeded)
    return {
      code: 'charge_not_refundable',
      param: 'payment_intent',
      message: `This PaymentIntent (${charge.paymentIntentId}) does not have a successful charge to refund.`,
    };
  if (charge.disputed)
    return {
      code: 'charge_disputed',
      message: `Charge ${charge.chargeId} has been charged back; cannot issue a refund.`,
    };
  const left = charge.received - charge.refunded;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > left)
    return {
      code: 'amount_too_large',
      param: 'amount',
      message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
    };
  return null;
}

/** Stripe's reason when a card issuer returns a refund (the card was closed). */
export const REFUND_FAILURE_REASON = 'expired_or_canceled_card';

/** The status a refund moves to when the bank settles it, or its own when that move does not exist. */
export function refundSettled(from: RefundStatus, to: 'succeeded' | 'failed'): RefundStatus {
  if (to === 'failed' && countsAsRefunded(from)) return 'failed';
  if (to === 'succeeded' && from === 'pending') return 'succeeded';
  return from;
}

/** Stripe gives the seller about three weeks to answer a chargeback. */
const EVIDENCE_DAYS = 21;
/** Stripe's fee for a dispute, in minor units of the charge's currency (its US figure: $15). */
export const DISPUTE_FEE_MINOR = 1500;

export interface DisputeOpening {
  status: DisputeStatusName;
  /** What is left of the charge: it leaves the platform's balance. */
  amount: number;
  evidenceDueMs: number;
}

/**
 * A bank opens a dispute on a charge that succeeded; null when there is no such charge to dispute (a charge
 * has one dispute at most: Stripe's `charge.dispute`).
 */
export function disputeOpened(
  charge: { succeeded: boolean; received: number; refunded: number; disputed: boolean },
  nowMs: number,
): DisputeOpening | null {
  if (!charge.succeeded || charge.disputed) return null;
  return {
    status: 'needs_response',
    amount: charge.received - charge.refunded,
    evidenceDueMs: nowMs + EVIDENCE_DAYS * 86_400_000,
  };
}

export const notDisputable = (paymentIntentId: string): StripeRefusal => ({
  code: 'charge_not_disputable',
  message: `PaymentIntent ${paymentIntentId} has no charge to dispute.`,
});

const FINAL: ReadonlySet<string> = new Set(['won', 'lost', 'warning_closed']);

/**
 * The bank decides: the dispute's new status and what comes back to the platform (all of what was withdrawn
 * when won, nothing when lost); null when it was already decided.
 */
export function disputeClosed(
  status: DisputeStatusName,
  withdrawn: number,
  outcome: 'won' | 'lost',
): { status: DisputeStatusName; reinstated: number } | null {
  if (FINAL.has(status)) return null;
  return { status: outcome, reinstated: outcome === 'won' ? withdrawn : 0 };
}

/** A dispute holds the charge against refunds unless it was won. */
export const disputeBlocksRefunds = (status: DisputeStatusName) => status !== 'won';
