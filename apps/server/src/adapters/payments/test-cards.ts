/**
 * Stripe's test PaymentMethods (docs.stripe.com/testing) and what confirming each does, with Stripe's own codes
 * and messages: the table the Stripe fake reads through test-states.intents.ts (`testCard`, `confirmOutcome`).
 */
export interface TestCardDecline {
  code: string;
  declineCode: string;
  message: string;
}

export interface TestCard {
  /** On session: the money moves, the bank asks for 3-D Secure, or the card is declined. */
  outcome: 'succeeds' | 'authentication' | TestCardDecline;
  /** The bank wants the guest even for a charge made without them (Stripe's "Always authenticate"). */
  offSessionAuthentication?: true;
  /** The TEST MODE card field offers it (contract SIMULATOR_TEST_CARDS); the fake answers every card here. */
  offered: boolean;
}

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { outcome: 'succeeds', offered: true },
  pm_card_mastercard: { outcome: 'succeeds', offered: false },
  /** The charge succeeds; a refund of it fails later (the fake's `settleRefund`). */
  pm_card_refundFail: { outcome: 'succeeds', offered: false },
  pm_card_chargeDeclined: {
    outcome: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    offered: true,
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    outcome: {
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
    offered: true,
  },
  pm_card_chargeDeclinedExpiredCard: {
    outcome: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
    offered: true,
  },
  /** 4000 0027 6000 3184: asks for authentication on every payment, off-session ones included. */
  pm_card_authenticationRequired: {
    outcome: 'authentication',
    offSessionAuthentication: true,
    offered: true,
  },
  /** 4000 0025 0000 3155: asks for authentication unless the card was set up for off-session use. */
  pm_card_authenticationRequiredOnSetup: { outcome: 'authentication', offered: true },
};

/** The test cards whose on-session outcome is `outcome` ('decline': any decline). */
export const testCardsThat = (outcome: 'succeeds' | 'authentication' | 'decline'): string[] =>
  Object.entries(TEST_CARDS)
    .filter(([, card]) =>
      outcome === 'decline' ? typeof card.outcome === 'object' : card.outcome === outcome,
    )
    .map(([id]) => id);
