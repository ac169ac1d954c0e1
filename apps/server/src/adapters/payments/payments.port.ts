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

/**
 * The key the provider sees: this install's random id, then the caller's key (decision 0022). Adapters
 * apply it at their boundary, so callers keep building keys from their own rows (`res:{id}:…`).
 */
export const installKey = (installId: string, key: string) => `${installId}:${key}`;

export interface ConnectedAccount {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** The `transfers` capability is active: the host's share can be transferred to the account. */
  transfersEnabled: boolean;
  /** `requirements.currently_due`. */
  requirements: string[];
  /** ISO 3166-1 alpha-2, fixed at creation; null when the provider does not say. */
  country: string | null;
  /** `recipient` accounts receive cross-border transfers and take no charges (decision 0049). */
  serviceAgreement: 'full' | 'recipient';
}

/** The platform's own account: where it is and the currency its charges settle in (`default_currency`). */
export interface PlatformAccount {
  country: string;
  defaultCurrency: string;
}

/**
 * What a charge became on the platform's balance (its balance transaction): the amount in the settlement
 * currency, Stripe's processing fee on it, and the exchange rate when the charge was converted.
 */
export interface ChargeSettlement {
  currency: string;
  amountMinor: number;
  feeMinor: number;
  exchangeRate: string | null;
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
  /** Stripe's `requires_action` is reported as `pending`. */
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  amountMinor: number;
  paymentIntentId: string | null;
  /** Stripe's `failure_reason` (e.g. `expired_or_canceled_card`) once failed or canceled. */
  failureReason: string | null;
  /** The caller's idempotency key the refund was created with (from its metadata), or null for one made elsewhere. */
  key: string | null;
}

/** A Transfer to a connected account, funded by a charge (decision 0021). */
export interface TransferInput {
  amountMinor: number;
  /** The currency of the funding charge's balance transaction (the platform's settlement currency). */
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
/** Stripe's dispute statuses; `won`, `lost` and `warning_closed` are final. */
export type DisputeStatusName =
  | 'warning_needs_response'
  | 'warning_under_review'
  | 'warning_closed'
  | 'needs_response'
  | 'under_review'
  | 'won'
  | 'lost';

/** A dispute (chargeback or inquiry) on one of our charges, as the provider reports it now. */
export interface DisputeState {
  id: string;
  paymentIntentId: string | null;
  amountMinor: number;
  currency: string;
  reason: string;
  status: DisputeStatusName;
  evidenceDueBy: Date | null;
  /** Taken from the platform's balance for the dispute (Stripe's `balance_transactions`), minor units. */
  withdrawnMinor: number;
  /** Given back after a dispute won, minor units. */
  reinstatedMinor: number;
}

/** Radar's early fraud warning: the card issuer reports a charge as likely fraud, before any dispute. */
export interface FraudWarningState {
  id: string;
  paymentIntentId: string | null;
  /** Neither disputed nor fully refunded yet: refunding now can avoid the chargeback. */
  actionable: boolean;
  /** `made_with_stolen_card`, `unauthorized_use_of_card`, ... */
  fraudType: string;
}

/** Which webhook endpoint an event came through: the platform's own, or the Connect one (connected accounts). */
export type WebhookEndpoint = 'platform' | 'connect';

/** A verified webhook event, reduced to what the payments module applies. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The event's `data.object`. */
  object: Record<string, unknown>;
  /** Seconds since the epoch; orders events that arrive out of order. */
  created: number;
  /** A live-mode event; checked against the key's mode. */
  livemode: boolean;
  /** The connected account a Connect event is about, or null for the platform's own events. */
  account: string | null;
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
  /** The secret key is a live one (`sk_live_`/`rk_live_`): only live-mode events are accepted. */
  readonly liveMode: boolean;

  /** Creates an Express account for a host. The idempotency key makes a double click create one account. */
  createAccount(input: {
    email: string;
    country?: string;
    /** `recipient` for a host paid by cross-border payouts: the transfers capability only. Default `full`. */
    serviceAgreement?: 'full' | 'recipient';
    idempotencyKey: string;
  }): Promise<ConnectedAccount>;
  /** The platform's country and settlement currency (`GET /v1/account`). */
  platformAccount(): Promise<PlatformAccount>;
  /** The balance transaction of the intent's charge: what the platform received, in which currency. */
  chargeSettlement(paymentIntentId: string): Promise<ChargeSettlement>;
  /** A one-time onboarding link for the account. */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;

  /**
   * Creates and confirms a PaymentIntent. Resolves with its state (`succeeded`, `requires_capture`,
   * `requires_action`, `processing`); a decline rejects with CardError.
   */
  charge(input: ChargeInput): Promise<PaymentIntentState>;
  /**
   * The card's fingerprint (`card.fingerprint` of the PaymentMethod): the same for one card number whatever
   * PaymentMethod carries it. Null for a PaymentMethod the provider does not know (the charge refuses it).
   */
  cardFingerprint(paymentMethodId: string): Promise<string | null>;
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
  retrieveRefund(refundId: string): Promise<RefundState>;
  /** Every refund of the PaymentIntent's charge, newest first (Stripe lists them by `payment_intent`). */
  listRefunds(paymentIntentId: string): Promise<RefundState[]>;
  retrieveDispute(disputeId: string): Promise<DisputeState>;
  /** Radar's early fraud warning (webhooks only: the simulator has none). */
  retrieveFraudWarning(warningId: string): Promise<FraudWarningState>;

  /** Moves the host's share of a charge to the host's connected account; TransferRefused when refused. */
  transfer(input: TransferInput): Promise<TransferState>;
  /**
   * A Transfer from the platform's available balance, funded by no charge: what a dispute won gives back
   * to the host after their share was reversed (decision 0066). TransferRefused when refused.
   */
  transferFromBalance(input: Omit<TransferInput, 'sourcePaymentIntentId'>): Promise<TransferState>;
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
  parseWebhook(rawBody: Buffer, signature: string | undefined, endpoint: WebhookEndpoint): ProviderEvent;
  /** Whether a signing secret is configured for the endpoint (without one the route does not exist). */
  acceptsWebhooks(endpoint: WebhookEndpoint): boolean;

  /** The simulator's stand-ins for pages Stripe hosts (3-D Secure, onboarding); null with Stripe. */
  readonly simulator: SimulatorControls | null;
}

export interface SimulatorControls {
  /** Completes or fails the authentication of a `requires_action` intent, as the bank's page would. */
  authenticate(clientSecret: string, outcome: 'complete' | 'fail'): Promise<PaymentIntentState>;
  /** Finishes a connected account's onboarding: it can take charges and payouts. */
  completeOnboarding(accountId: string): Promise<ConnectedAccount>;
  /** The guest's bank opens a dispute on the intent's charge: the amount leaves the platform's balance. */
  openDispute(paymentIntentId: string, reason: string): Promise<DisputeState>;
  /** The bank decides: `won` gives the amount back to the platform, `lost` keeps it with the guest. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<DisputeState>;
  /** The card issuer returns a succeeded refund (a closed card): it fails, and the money comes back. */
  failRefund(refundId: string, reason: string): Promise<RefundState>;
}
