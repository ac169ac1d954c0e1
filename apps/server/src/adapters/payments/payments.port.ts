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
  /** The Customer the card is saved to (`setup_future_usage`), when there is one. */
  customerId?: string | null;
}

export interface ChargeInput {
  amountMinor: number;
  /** ISO 4217, any case; sent lower-case. */
  currency: string;
  paymentMethodId: string;
  idempotencyKey: string;
  /** A destination charge to this connected account, or a platform charge when null. */
  destinationAccountId: string | null;
  applicationFeeMinor: number;
  /** `manual`: only authorise (the damage deposit); capture or cancel later. */
  captureMethod: 'automatic' | 'manual';
  description: string;
  /** Where the browser returns after a redirect-based authentication. */
  returnUrl: string;
  metadata: Record<string, string>;
  /**
   * `off_session`: the charge also saves the card to a Customer for a later damage-deposit claim, which the
   * guest agreed to at Pay (decision 0024). Absent or null: the card is not saved.
   */
  setupFutureUsage?: 'off_session' | null;
  /**
   * A merchant-initiated charge of a card saved earlier (a deposit claim): the Customer it was saved to. The
   * intent is confirmed with `off_session: true`; a bank that asks for authentication answers with a
   * CardError whose code is `authentication_required` (the intent then waits for `confirmOnSession`).
   */
  offSessionCustomerId?: string | null;
}

export interface RefundState {
  id: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  amountMinor: number;
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
  /**
   * Confirms again, with the guest present, an off-session intent their bank refused without authentication
   * (`authentication_required`): answers `requires_action` with the client secret the browser finishes.
   */
  confirmOnSession(input: {
    paymentIntentId: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<PaymentIntentState>;
  /** Captures part or all of a held authorisation. */
  capture(paymentIntentId: string, amountMinor: number, idempotencyKey: string): Promise<PaymentIntentState>;
  refund(input: {
    paymentIntentId: string;
    amountMinor: number;
    idempotencyKey: string;
    reason?: string;
  }): Promise<RefundState>;

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
