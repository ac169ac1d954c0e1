import { createHash } from 'node:crypto';
import type { IntentStatus } from './payments.port.ts';
import { TEST_CARDS, type TestCard } from './test-cards.ts';

/**
 * What Stripe does to a PaymentIntent, as the Stripe fake plays it (stripe-fake/intents.ts): which state a
 * call leads to, and the code and message of a refusal, kept apart from the fake's wire so a rule reads as one
 * table (decision 0101). Stripe's own codes and messages throughout.
 */

/** An invalid request Stripe answers with (`invalid_request_error`): its code, message and parameter. */
export interface StripeRefusal {
  code: string;
  message: string;
  param?: string;
}

/** A failed payment attempt (`last_payment_error`): a decline, or 3-D Secure refused or required. */
export interface PaymentFailure {
  code: string;
  declineCode: string | null;
  message: string;
}

/** The bank wants the guest for a charge made without them ("Always authenticate" cards, off session). */
export const AUTHENTICATION_REQUIRED: PaymentFailure = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/** The guest failed (or abandoned) 3-D Secure: the intent waits for another PaymentMethod. */
export const AUTHENTICATION_FAILED: PaymentFailure = {
  code: 'payment_intent_authentication_failure',
  declineCode: null,
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

/** The test card a PaymentMethod id stands for, or null: Stripe's `No such PaymentMethod`. */
export function testCard(paymentMethodId: string): TestCard | null {
  return Object.hasOwn(TEST_CARDS, paymentMethodId) ? (TEST_CARDS[paymentMethodId] ?? null) : null;
}

export const noSuchPaymentMethod = (id: string): StripeRefusal => ({
  code: 'resource_missing',
  param: 'payment_method',
  message: `No such PaymentMethod: '${id}'`,
});

/** A test PaymentMethod stands for one card number, so it has one fingerprint whatever carries it. */
export const testCardFingerprint = (paymentMethodId: string) =>
  createHash('sha256').update(`card:${paymentMethodId}`).digest('base64url').slice(0, 16);

export type ConfirmOutcome = 'succeeds' | 'authentication' | PaymentFailure;

/**
 * What confirming the card does. On session, the card's own outcome. Off session (a merchant-initiated charge
 * of a card saved for it, decision 0024) the bank lets it through without the guest, unless it always wants
 * them: then `authentication_required`, and the intent waits to be confirmed again with the guest present.
 */
export function confirmOutcome(card: TestCard, offSession: boolean): ConfirmOutcome {
  if (!offSession) return card.outcome;
  if (card.offSessionAuthentication) return AUTHENTICATION_REQUIRED;
  return card.outcome === 'authentication' ? 'succeeds' : card.outcome;
}

/** Stripe refuses an off-session charge of a card not saved to the Customer for off-session use. */
export const notSavedForOffSession: StripeRefusal = {
  code: 'payment_method_not_attached',
  param: 'payment_method',
  message:
    'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
};

/** The money fields of a PaymentIntent that its moves change. */
export interface IntentMoney {
  status: IntentStatus;
  amountCapturable: number;
  amountReceived: number;
}

/** A confirmed intent whose card went through: held (manual capture) or paid. */
export function accepted(amount: number, captureMethod: string): IntentMoney {
  return captureMethod === 'manual'
    ? { status: 'requires_capture', amountCapturable: amount, amountReceived: 0 }
    : { status: 'succeeded', amountCapturable: 0, amountReceived: amount };
}

/** A failed attempt leaves the intent waiting for another PaymentMethod. */
export const DECLINED_STATUS: IntentStatus = 'requires_payment_method';

/** Only an intent whose attempt failed (or that was never confirmed) is confirmed again. */
export const confirmable = (status: string) =>
  status === 'requires_payment_method' || status === 'requires_confirmation';

export const confirmRefusal = (status: string): StripeRefusal | null =>
  confirmable(status)
    ? null
    : {
        code: 'payment_intent_unexpected_state',
        message: `You cannot confirm this PaymentIntent because it has a status of ${status}.`,
      };

/** Capturing part or all of a held authorisation: never more than it holds. */
export function captureRefusal(status: string, amount: number, capturable: number): StripeRefusal | null {
  if (status !== 'requires_capture')
    return {
      code: 'payment_intent_unexpected_state',
      message: `This PaymentIntent could not be captured because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
    };
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > capturable)
    return {
      code: 'amount_too_large',
      param: 'amount_to_capture',
      message: `The amount to capture must be between 1 and the amount capturable (${capturable}).`,
    };
  return null;
}

/** A paid or already canceled intent cannot be canceled. */
export function cancelRefusal(status: string): StripeRefusal | null {
  return status === 'succeeded' || status === 'canceled'
    ? {
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${status}.`,
      }
    : null;
}

/** What canceling (or a lapsed authorisation) leaves. */
export const CANCELED: Pick<IntentMoney, 'status' | 'amountCapturable'> = {
  status: 'canceled',
  amountCapturable: 0,
};

/** A card authorisation lapses after 7 days (customer-initiated, card not present); Stripe then cancels it. */
export const AUTHORIZATION_VALID_MS = 7 * 24 * 60 * 60_000;

export const authorizationLapsed = (status: string, createdMs: number, nowMs: number) =>
  status === 'requires_capture' && nowMs - createdMs >= AUTHORIZATION_VALID_MS;

/** 3-D Secure finished: passed, the card goes through; failed, the intent waits for another PaymentMethod. */
export const authenticationOutcome = (outcome: 'complete' | 'fail'): 'succeeds' | PaymentFailure =>
  outcome === 'complete' ? 'succeeds' : AUTHENTICATION_FAILED;
