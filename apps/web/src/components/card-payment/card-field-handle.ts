import type { BillingFields } from '@innkeep/contract/payments';

/** What the pay loop asks of the card field, whichever provider draws it (Stripe Elements or the simulator). */
export interface CardFieldHandle {
  /** The PaymentMethod id for the card typed in; throws CardInputError (shown to the guest) when there is none. */
  createPaymentMethod(billing: BillingFields): Promise<string>;
  /** Runs the bank's 3-D Secure step for a PaymentIntent that requires action; the server learns the outcome on confirm. */
  authenticate(clientSecret: string): Promise<void>;
  /** Empties the field after a successful payment. */
  clear(): void;
}

/** A problem with the card as typed, found in the browser before anything reaches the server. */
export class CardInputError extends Error {
  /** True when the card field already shows the message under itself: the form does not repeat it. */
  readonly shownInField: boolean;

  constructor(message: string, shownInField = false) {
    super(message);
    this.shownInField = shownInField;
    this.name = 'CardInputError';
  }
}
