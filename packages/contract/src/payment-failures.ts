/**
 * A card provider's failure in the guest's words (docs/requirements/bookings.md#R-B15). Stripe's `message` is written for
 * developers in some cases ("The provided PaymentMethod has failed authentication. You can provide
 * payment_method_data …"); its codes (https://docs.stripe.com/error-codes, /declines/codes) say what happened.
 * Every text says whether money moved and what to do next.
 */
export interface ProviderFailure {
  code: string;
  message: string;
}

const NOTHING = 'Nothing was charged.';

// Codes whose Stripe message is written for the developer; card declines keep Stripe's own card-holder words
// ("Your card has insufficient funds."), which the host also reads in a failed deposit claim.
const BY_CODE: Record<string, string> = {
  payment_intent_authentication_failure: `Your bank could not confirm this payment: its security check failed or was closed. ${NOTHING} Pay again and complete the check, or use another card.`,
  setup_intent_authentication_failure: `Your bank could not confirm this card: its security check failed or was closed. ${NOTHING} Try again, or use another card.`,
};

// Words of Stripe's API that mean its message was written for a developer, not for the card holder.
const DEVELOPER_TEXT = /PaymentIntent|PaymentMethod|SetupIntent|payment_method|_data\b|\bAPI\b/;

export const genericPaymentFailure = `The payment did not go through. ${NOTHING} Try again, or use another card.`;

/** The history's reason when an attempt is given up (the guest never finished its bank's check in time). */
export const PAYMENT_NOT_COMPLETED_REASON = 'Payment not completed in time';

/**
 * A failure text without what the payment form asks next ("Nothing was charged. Pay again…"), for a page
 * that has no form to pay with: every text this module writes puts those words after what happened.
 */
export function failureWithoutNextStep(text: string): string {
  return (text.split(` ${NOTHING}`)[0] ?? text).trim();
}

export function guestFailureText(failure: ProviderFailure): string {
  const byCode = BY_CODE[failure.code];
  if (byCode) return byCode;
  if (!failure.message.trim() || DEVELOPER_TEXT.test(failure.message)) return genericPaymentFailure;
  return failure.message;
}

/**
 * A refused card payment as the payment forms show it: the bank's words, then what to do, unless they say it
 * already. A declined card is the guest's most common dead end, and "declined" alone does not say the way on.
 */
export function declinedWithNextStep(message: string): string {
  return /another card/i.test(message) ? message : `${message.trim()} ${NOTHING} Try another card.`;
}
