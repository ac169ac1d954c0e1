/**
 * The card payment provider, as the bookings and payments modules use it. Two adapters: Stripe
 * (`stripe.payments.ts`, chosen by STRIPE_SECRET_KEY) and the offline simulator (`simulator.payments.ts`,
 * the default, TEST MODE), with the same states and the same calls.
 *
 * Rules every caller keeps (DESIGN.md, the bookings issue):
 * - Amounts are integer minor units of `currency` (JPY has none: ¥12,000 is 12000).
 * - No call is made inside a database transaction.
 * - Every call that creates or moves money carries an idempotency key: repeating a call with the same
 *   key returns the first result and never charges twice.
 */
export type ProviderName = 'stripe' | 'simulator';

export interface ConnectedAccount {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** `requirements.currently_due`. */
  requirements: string[];
}

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** A PaymentIntent as the provider reports it. */
export interface PaymentIntentState {
  id: string;
  status: IntentStatus;
  amountMinor: number;
  currency: string;
  /** For `requires_action`: the browser finishes it with this (Stripe.js `handleNextAction`). */
  clientSecret: string | null;
  /** Set when the last attempt failed; with `requires_payment_method` it means declined. */
  failure: { code: string; declineCode: string | null; message: string } | null;
  amountCapturable: number;
  amountReceived: number;
  metadata: Record<string, string>;
}

export interface ChargeInput {
  amountMinor: number;
  /** ISO 4217, any case; sent lower-case. */
  currency: string;
  paymentMethodId: string;
  idempotencyKey: string;
  /**
   * The host's connected account the money is for, or null. Stays are charged on the platform (separate
   * charges and transfers, decision 0021): the adapters do not send it; a payout's Transfer moves the share.
   */
  destinationAccountId: string | null;
  applicationFeeMinor: number;
  /** Groups the charge with the Transfers that pay the host out of it (`res:{reservation}`). */
  transferGroup?: string;
  /** `manual`: only authorise (the damage deposit); capture or cancel later. */
  captureMethod: 'automatic' | 'manual';
  description: string;
  /** Where the browser returns after a redirect-based authentication. */
  returnUrl: string;
  metadata: Record<string, string>;
}

export interface RefundState {
  id: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  amountMinor: number;
}

/** A Transfer to a connected account, funded by a charge (decision 0021). */
export interface TransferInput {
  amountMinor: number;
  currency: string;
  destinationAccountId: string;
  /** The PaymentIntent whose charge funds it (Stripe's `source_transaction` is that charge). */
  sourcePaymentIntentId: string;
  transferGroup: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface TransferState {
  id: string;
  amountMinor: number;
  reversedMinor: number;
}

/** The provider refused a transfer or reversal for good (an invalid request): another key is needed to try again. */
export class TransferRefused extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'TransferRefused';
  }
}

/** A verified webhook event, reduced to what the payments module applies. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The event's `data.object`. */
  object: Record<string, unknown>;
  /** Seconds since the epoch; orders events that arrive out of order. */
  created: number;
  raw: Record<string, unknown>;
}

/** A decline or another refusal the guest should read: the provider's own message. */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode: string | null,
    /** The PaymentIntent the failure belongs to, when one was created. */
    readonly paymentIntentId: string | null,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

export interface PaymentsPort {
  readonly name: ProviderName;
  /** The simulator: the UI shows TEST MODE. */
  readonly testMode: boolean;
  /** Stripe's publishable key for Stripe.js, or null with the simulator. */
  readonly publishableKey: string | null;

  /** Creates an Express account for a host. The idempotency key makes a double click create one account. */
  createAccount(input: {
    email: string;
    country?: string;
    idempotencyKey: string;
  }): Promise<ConnectedAccount>;
  /** A one-time onboarding link for the account. */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;

  /**
   * Creates and confirms a PaymentIntent. Resolves with its state (`succeeded`, `requires_capture`,
   * `requires_action`, `processing`); a decline rejects with CardError.
   */
  charge(input: ChargeInput): Promise<PaymentIntentState>;
  retrieve(paymentIntentId: string): Promise<PaymentIntentState>;
  /** Cancels an intent that is not finished: releases an authorisation, ends an abandoned authentication. */
  cancel(paymentIntentId: string, idempotencyKey: string): Promise<PaymentIntentState>;
  /** Captures part or all of a held authorisation. */
  capture(paymentIntentId: string, amountMinor: number, idempotencyKey: string): Promise<PaymentIntentState>;
  refund(input: {
    paymentIntentId: string;
    amountMinor: number;
    idempotencyKey: string;
    reason?: string;
  }): Promise<RefundState>;

  /** Moves the host's share of a charge to the host's connected account; TransferRefused when refused. */
  transfer(input: TransferInput): Promise<TransferState>;
  /** Takes part of a transfer back from the connected account; TransferRefused when refused. */
  reverseTransfer(input: {
    transferId: string;
    amountMinor: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; amountMinor: number }>;

  /**
   * Verifies a webhook's signature over the raw body and parses it; throws on a bad or missing
   * signature. The simulator has no webhooks and always throws.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;

  /** The simulator's stand-ins for pages Stripe hosts (3-D Secure, onboarding); null with Stripe. */
  readonly simulator: SimulatorControls | null;
}

export interface SimulatorControls {
  /** Completes or fails the authentication of a `requires_action` intent, as the bank's page would. */
  authenticate(clientSecret: string, outcome: 'complete' | 'fail'): Promise<PaymentIntentState>;
  /** Finishes a connected account's onboarding: it can take charges and payouts. */
  completeOnboarding(accountId: string): Promise<ConnectedAccount>;
}
