import { createHash, randomBytes } from 'node:crypto';
import { payoutRoute } from '@innkeep/contract/payout-routes';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { simulatorObjects } from '../../db/schema/payments.ts';
import {
  CardError,
  type ChargeInput,
  type ConnectedAccount,
  installKey,
  type PaymentIntentState,
  type PaymentsPort,
  type PlatformAccount,
  type TransferInput,
  TransferRefused,
  type TransferState,
} from './payments.port.ts';
import {
  disputeState,
  refundState,
  type StoredRefund,
  simulatorDisputeControls,
} from './simulator.objects.ts';
import { stripeAmountRefusal } from './stripe-amount-rules.ts';
import { convertAtTestRate, hasTestRate, testRate } from './test-exchange-rates.ts';

/**
 * The offline stand-in for Stripe (TEST MODE, the default without STRIPE_SECRET_KEY). It answers with the
 * states Stripe answers with, for Stripe's own test PaymentMethod ids, so the money path runs unchanged on
 * either. Its objects live in `simulator_objects`: they survive a restart and every instance sees them, and
 * an idempotency key is a unique column, so a repeated or concurrent call finds the first object instead of
 * charging twice.
 */

interface Decline {
  code: string;
  declineCode: string | null;
  message: string;
}

/** What each of Stripe's test PaymentMethods does (contract SIMULATOR_TEST_CARDS), with Stripe's messages. */
const CARD_OUTCOMES: Record<string, 'succeeds' | 'authentication' | Decline> = {
  pm_card_visa: 'succeeds',
  pm_card_chargeDeclined: {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: {
    code: 'expired_card',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
  },
  /** 4000 0027 6000 3184: asks for authentication on every payment, off-session ones included. */
  pm_card_authenticationRequired: 'authentication',
  /** 4000 0025 0000 3155: asks for authentication unless the card was set up for off-session use. */
  pm_card_authenticationRequiredOnSetup: 'authentication',
};

/** Cards whose bank refuses a merchant-initiated charge without the guest (Stripe's "Always authenticate"). */
const OFF_SESSION_NEEDS_AUTHENTICATION = new Set(['pm_card_authenticationRequired']);

const AUTHENTICATION_REQUIRED: Decline = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/** A card authorisation lapses after 7 days (Stripe: customer-initiated card-not-present); then it is canceled. */
export const AUTHORIZATION_VALID_MS = 7 * 24 * 60 * 60_000;

const AUTHENTICATION_FAILED: Decline = {
  code: 'payment_intent_authentication_failure',
  declineCode: null,
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

/** A stored PaymentIntent: the state callers see plus what the simulator needs to move it on. */
interface StoredIntent extends PaymentIntentState {
  captureMethod: 'automatic' | 'manual';
  paymentMethodId: string;
  destinationAccountId: string | null;
  applicationFeeMinor: number;
  amountRefunded: number;
  /** A dispute is open or was lost on the charge: Stripe refuses refunds then. */
  disputed?: boolean;
  /** Milliseconds since the epoch; absent on intents stored before it was recorded. */
  createdMs?: number;
  customerId?: string | null;
  setupFutureUsage?: 'off_session' | null;
}

/** A saved card's owner: the PaymentMethods set up for off-session use. */
interface StoredCustomer {
  id: string;
  paymentMethods: string[];
}

/** A refusal that is not a card's (unknown object, wrong state, amount too large): Stripe's invalid_request_error. */
export class SimulatorRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SimulatorRequestError';
  }
}

function newId(prefix: string): string {
  // Stripe-like: a prefix and 24 base62-ish characters.
  return `${prefix}_sim_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;
}

/** An authorisation older than AUTHORIZATION_VALID_MS has lapsed: Stripe shows it canceled. */
function lapsed(intent: StoredIntent, nowMs: number): StoredIntent {
  const expired =
    intent.status === 'requires_capture' &&
    intent.createdMs !== undefined &&
    nowMs - intent.createdMs >= AUTHORIZATION_VALID_MS;
  return expired ? { ...intent, status: 'canceled', amountCapturable: 0 } : intent;
}

function publicState(intent: StoredIntent): PaymentIntentState {
  return {
    id: intent.id,
    status: intent.status,
    amountMinor: intent.amountMinor,
    currency: intent.currency,
    clientSecret: intent.status === 'requires_action' ? intent.clientSecret : null,
    failure: intent.failure,
    amountCapturable: intent.amountCapturable,
    amountReceived: intent.amountReceived,
    metadata: intent.metadata,
    customerId: intent.customerId ?? null,
  };
}

/** The state a confirmed intent reaches once its card is accepted. */
function accepted(intent: StoredIntent): StoredIntent {
  return intent.captureMethod === 'manual'
    ? { ...intent, status: 'requires_capture', amountCapturable: intent.amountMinor, failure: null }
    : { ...intent, status: 'succeeded', amountReceived: intent.amountMinor, failure: null };
}

function declined(intent: StoredIntent, decline: Decline): StoredIntent {
  return { ...intent, status: 'requires_payment_method', failure: decline };
}

/** A declined intent replays as the same CardError, as Stripe replays the stored error for the key. */
function resultOf(intent: StoredIntent): PaymentIntentState {
  if (intent.status === 'requires_payment_method' && intent.failure) {
    throw new CardError(intent.failure.message, intent.failure.code, intent.failure.declineCode, intent.id);
  }
  return publicState(intent);
}

export interface SimulatorOptions {
  /** The onboarding link points at the web app's stand-in for Stripe's hosted onboarding. */
  publicBaseUrl: string;
  /** Prefixed to every idempotency key, as the Stripe adapter does (decision 0022). */
  installId: string;
  /** The simulator's clock (tests move it to let an authorisation lapse). */
  now?: () => number;
  /** The simulated platform's account: Lisbon, settling in euros, unless told otherwise. */
  platform?: PlatformAccount;
}

const SIMULATED_PLATFORM: PlatformAccount = { country: 'PT', defaultCurrency: 'eur' };

/** The currency a charge settles in: the platform's, or its own when the test table has no rate for it. */
const settlesIn = (platform: PlatformAccount, currency: string) =>
  hasTestRate(currency) && hasTestRate(platform.defaultCurrency)
    ? platform.defaultCurrency
    : currency.toLowerCase();

export function simulatorPayments(db: Db, options: SimulatorOptions): PaymentsPort {
  const clock = options.now ?? Date.now;
  const platform = options.platform ?? SIMULATED_PLATFORM;
  async function insertOnce<T extends { id: string }>(
    object: string,
    callerKey: string,
    data: T,
  ): Promise<T> {
    const idempotencyKey = installKey(options.installId, callerKey);
    // The unique idempotency key decides a race: the loser reads the winner's object.
    const inserted = await db
      .insert(simulatorObjects)
      .values({ id: data.id, object, idempotencyKey, data: data as unknown as Record<string, unknown> })
      .onConflictDoNothing({ target: simulatorObjects.idempotencyKey })
      .returning({ data: simulatorObjects.data });
    if (inserted[0]) return inserted[0].data as unknown as T;
    const [existing] = await db
      .select({ object: simulatorObjects.object, data: simulatorObjects.data })
      .from(simulatorObjects)
      .where(eq(simulatorObjects.idempotencyKey, idempotencyKey));
    if (!existing || existing.object !== object) {
      throw new SimulatorRequestError(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${idempotencyKey}').`,
        'idempotency_error',
      );
    }
    return existing.data as unknown as T;
  }

  async function find<T>(object: string, id: string): Promise<T> {
    const [row] = await db
      .select({ data: simulatorObjects.data })
      .from(simulatorObjects)
      .where(and(eq(simulatorObjects.id, id), eq(simulatorObjects.object, object)));
    if (!row) throw new SimulatorRequestError(`No such ${object}: '${id}'`, 'resource_missing');
    return row.data as unknown as T;
  }

  /** Reads, changes and writes one object under a row lock, so concurrent moves apply one after another. */
  async function update<T>(object: string, id: string, change: (current: T) => T): Promise<T> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ data: simulatorObjects.data })
        .from(simulatorObjects)
        .where(and(eq(simulatorObjects.id, id), eq(simulatorObjects.object, object)))
        .for('update');
      if (!row) throw new SimulatorRequestError(`No such ${object}: '${id}'`, 'resource_missing');
      const next = change(row.data as unknown as T);
      await tx
        .update(simulatorObjects)
        .set({ data: next as unknown as Record<string, unknown> })
        .where(eq(simulatorObjects.id, id));
      return next;
    });
  }

  function intentUpdate(id: string, change: (current: StoredIntent) => StoredIntent) {
    return update<StoredIntent>('payment_intent', id, change);
  }

  async function charge(input: ChargeInput): Promise<PaymentIntentState> {
    // Stripe's currency rules, refused as its invalid_request_error is: final, before any PaymentIntent.
    const refused = stripeAmountRefusal(input.amountMinor, input.currency);
    if (refused) throw new CardError(refused.message, refused.code, null, null);
    const offSession = Boolean(input.offSessionCustomerId);
    const onSession = CARD_OUTCOMES[input.paymentMethodId];
    // Off-session, a card set up for it goes through, unless its bank wants the guest every time.
    const outcome =
      offSession && OFF_SESSION_NEEDS_AUTHENTICATION.has(input.paymentMethodId)
        ? AUTHENTICATION_REQUIRED
        : offSession && onSession === 'authentication'
          ? 'succeeds'
          : onSession;
    if (!outcome) {
      // Stripe refuses before any PaymentIntent exists.
      throw new CardError(
        `No such PaymentMethod: '${input.paymentMethodId}'`,
        'resource_missing',
        null,
        null,
      );
    }
    const customerId = input.offSessionCustomerId
      ? await savedCardOwner(input.offSessionCustomerId, input.paymentMethodId)
      : input.setupFutureUsage === 'off_session' && input.metadata.reservation_id
        ? (
            await insertOnce<StoredCustomer>(
              'customer',
              `customer:reservation:${input.metadata.reservation_id}`,
              {
                id: newId('cus'),
                paymentMethods: [],
              },
            )
          ).id
        : null;
    const id = newId('pi');
    const created: StoredIntent = {
      id,
      status: 'requires_confirmation',
      amountMinor: input.amountMinor,
      currency: input.currency.toLowerCase(),
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      failure: null,
      amountCapturable: 0,
      amountReceived: 0,
      metadata: { ...input.metadata },
      captureMethod: input.captureMethod,
      paymentMethodId: input.paymentMethodId,
      destinationAccountId: input.destinationAccountId,
      applicationFeeMinor: input.applicationFeeMinor,
      amountRefunded: 0,
      createdMs: clock(),
      customerId,
      setupFutureUsage: input.setupFutureUsage ?? null,
    };
    const confirmed =
      outcome === 'succeeds'
        ? accepted(created)
        : outcome === 'authentication'
          ? { ...created, status: 'requires_action' as const }
          : declined(created, outcome);
    const stored = await insertOnce('payment_intent', input.idempotencyKey, confirmed);
    await saveCardIfSetUp(stored);
    return resultOf(stored);
  }

  /**
   * The Customer of an off-session charge, when the card is saved to it. Stripe refuses another card before
   * any intent exists (an invalid request on `payment_method`, which the Stripe adapter reports as a CardError).
   */
  async function savedCardOwner(customerId: string, paymentMethodId: string): Promise<string> {
    const customer = await find<StoredCustomer>('customer', customerId);
    if (!customer.paymentMethods.includes(paymentMethodId)) {
      throw new CardError(
        `The provided PaymentMethod (${paymentMethodId}) is not attached to the customer ${customerId}: it may not be charged off-session.`,
        'payment_method_not_attached',
        null,
        null,
      );
    }
    return customer.id;
  }

  /** A confirmed intent with `setup_future_usage` attaches its card to its Customer, as Stripe does. */
  async function saveCardIfSetUp(intent: StoredIntent): Promise<void> {
    const confirmed = intent.status === 'succeeded' || intent.status === 'requires_capture';
    if (!confirmed || intent.setupFutureUsage !== 'off_session' || !intent.customerId) return;
    await update<StoredCustomer>('customer', intent.customerId, (c) =>
      c.paymentMethods.includes(intent.paymentMethodId)
        ? c
        : { ...c, paymentMethods: [...c.paymentMethods, intent.paymentMethodId] },
    );
  }

  /**
   * Like Stripe: to an account that can receive transfers in the platform's region (or a recipient account
   * for a cross-border payout), in the currency the funding charge settled in, never more than it brought.
   */
  async function transfer(input: TransferInput): Promise<TransferState> {
    const account = await find<ConnectedAccount>('account', input.destinationAccountId).catch(() => null);
    if (!account?.transfersEnabled) {
      throw new TransferRefused(
        `No such destination, or it cannot receive transfers: '${input.destinationAccountId}'`,
        'account_invalid',
      );
    }
    const route = payoutRoute(platform.country, account.country ?? platform.country);
    if (route === 'none' || (route === 'cross_border' && account.serviceAgreement !== 'recipient')) {
      throw new TransferRefused(
        `Funds can't be sent to accounts located in ${account.country} because it's restricted outside of your platform's region.`,
        'transfers_not_allowed',
      );
    }
    const source = await find<StoredIntent>('payment_intent', input.sourcePaymentIntentId).catch(() => null);
    if (
      source?.status !== 'succeeded' ||
      settlesIn(platform, source.currency) !== input.currency.toLowerCase()
    ) {
      throw new TransferRefused(
        `The source transaction ${input.sourcePaymentIntentId} has no succeeded charge settled in ${input.currency}`,
        'invalid_source_transaction',
      );
    }
    const settled = convertAtTestRate(
      source.amountReceived,
      source.currency,
      settlesIn(platform, source.currency),
    );
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 1 || input.amountMinor > settled) {
      throw new TransferRefused(
        `Transfer amount (${input.amountMinor}) must be between 1 and the source charge (${settled})`,
        'amount_too_large',
      );
    }
    const stored = await insertOnce('transfer', input.idempotencyKey, {
      id: newId('tr'),
      amountMinor: input.amountMinor,
      reversedMinor: 0,
      currency: input.currency.toLowerCase(),
      destinationAccountId: input.destinationAccountId,
      sourcePaymentIntentId: input.sourcePaymentIntentId,
      transferGroup: input.transferGroup,
    });
    return { id: stored.id, amountMinor: stored.amountMinor, reversedMinor: stored.reversedMinor };
  }

  /** From the platform's balance (a dispute won gives the host's share back): no source charge to check. */
  async function transferFromBalance(
    input: Omit<TransferInput, 'sourcePaymentIntentId'>,
  ): Promise<TransferState> {
    const account = await find<ConnectedAccount>('account', input.destinationAccountId).catch(() => null);
    if (!account?.chargesEnabled)
      throw new TransferRefused(`No such destination: '${input.destinationAccountId}'`, 'account_invalid');
    const stored = await insertOnce('transfer', input.idempotencyKey, {
      id: newId('tr'),
      amountMinor: input.amountMinor,
      reversedMinor: 0,
      currency: input.currency.toLowerCase(),
      destinationAccountId: input.destinationAccountId,
      sourcePaymentIntentId: null,
      transferGroup: input.transferGroup,
    });
    return { id: stored.id, amountMinor: stored.amountMinor, reversedMinor: stored.reversedMinor };
  }

  /** The bound and the reversal are written with the transfer's row locked, as refunds are. */
  function reverseTransfer(input: {
    transferId: string;
    amountMinor: number;
    idempotencyKey: string;
  }): Promise<{ id: string; amountMinor: number }> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ data: simulatorObjects.data })
        .from(simulatorObjects)
        .where(and(eq(simulatorObjects.id, input.transferId), eq(simulatorObjects.object, 'transfer')))
        .for('update');
      if (!row) throw new TransferRefused(`No such transfer: '${input.transferId}'`, 'resource_missing');
      const [again] = await tx
        .select({ data: simulatorObjects.data })
        .from(simulatorObjects)
        .where(eq(simulatorObjects.idempotencyKey, input.idempotencyKey));
      if (again) {
        const earlier = again.data as { id: string; amountMinor: number };
        return { id: earlier.id, amountMinor: earlier.amountMinor };
      }
      const tr = row.data as { amountMinor: number; reversedMinor: number };
      const left = tr.amountMinor - tr.reversedMinor;
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 1 || input.amountMinor > left) {
        throw new TransferRefused(
          `Reversal amount (${input.amountMinor}) is greater than the transfer's unreversed amount (${left})`,
          'amount_too_large',
        );
      }
      const reversal = { id: newId('trr'), amountMinor: input.amountMinor, transferId: input.transferId };
      await tx.insert(simulatorObjects).values({
        id: reversal.id,
        object: 'transfer_reversal',
        idempotencyKey: input.idempotencyKey,
        data: reversal,
      });
      await tx
        .update(simulatorObjects)
        .set({ data: { ...row.data, reversedMinor: tr.reversedMinor + input.amountMinor } })
        .where(eq(simulatorObjects.id, input.transferId));
      return { id: reversal.id, amountMinor: reversal.amountMinor };
    });
  }

  async function accountUpdate(id: string, change: (a: ConnectedAccount) => ConnectedAccount) {
    return update<ConnectedAccount>('account', id, change);
  }

  return {
    name: 'simulator',
    testMode: true,
    liveMode: false,
    publishableKey: null,

    async createAccount({ idempotencyKey, country, serviceAgreement }) {
      const id = newId('acct');
      const account = await insertOnce<ConnectedAccount & { id: string }>('account', idempotencyKey, {
        id,
        accountId: id,
        chargesEnabled: false,
        payoutsEnabled: false,
        transfersEnabled: false,
        requirements: ['external_account', 'tos_acceptance.date', 'tos_acceptance.ip'],
        // Stripe's default: the platform's country.
        country: country ?? platform.country,
        serviceAgreement: serviceAgreement ?? 'full',
      });
      return toAccount(account);
    },

    async platformAccount() {
      return platform;
    },

    async chargeSettlement(paymentIntentId) {
      const intent = await find<StoredIntent>('payment_intent', paymentIntentId);
      if (intent.amountReceived <= 0) throw new Error(`${paymentIntentId} has no balance transaction yet`);
      const to = settlesIn(platform, intent.currency);
      return {
        currency: to,
        amountMinor: convertAtTestRate(intent.amountReceived, intent.currency, to),
        feeMinor: 0,
        exchangeRate: intent.currency === to ? null : String(testRate(intent.currency, to)),
      };
    },

    async onboardingLink(accountId) {
      await find('account', accountId);
      return `${options.publicBaseUrl}/integrations/onboarding?account=${encodeURIComponent(accountId)}`;
    },

    async retrieveAccount(accountId) {
      return toAccount(await find<ConnectedAccount>('account', accountId));
    },

    charge,

    async cardFingerprint(paymentMethodId) {
      // Each test PaymentMethod stands for one test card number, so it has one fingerprint.
      if (!Object.hasOwn(CARD_OUTCOMES, paymentMethodId)) return null;
      return createHash('sha256').update(`card:${paymentMethodId}`).digest('base64url').slice(0, 16);
    },

    async retrieve(paymentIntentId) {
      return publicState(lapsed(await find<StoredIntent>('payment_intent', paymentIntentId), clock()));
    },

    async confirmOnSession({ paymentIntentId, paymentMethodId }) {
      const intent = await intentUpdate(paymentIntentId, (current) => {
        // Only an intent whose attempt failed is confirmed again; a repeat finds it moved on.
        if (current.status !== 'requires_payment_method') return current;
        const outcome = CARD_OUTCOMES[paymentMethodId];
        if (!outcome) {
          throw new SimulatorRequestError(`No such PaymentMethod: '${paymentMethodId}'`, 'resource_missing');
        }
        const next = { ...current, paymentMethodId, failure: null };
        if (outcome === 'succeeds') return accepted(next);
        return outcome === 'authentication'
          ? { ...next, status: 'requires_action' }
          : declined(next, outcome);
      });
      return resultOf(intent);
    },

    async cancel(paymentIntentId) {
      const intent = await intentUpdate(paymentIntentId, (current) => {
        if (current.status === 'canceled') return current;
        if (current.status === 'succeeded') {
          throw new SimulatorRequestError(
            'You cannot cancel this PaymentIntent because it has a status of succeeded.',
            'payment_intent_unexpected_state',
          );
        }
        return { ...current, status: 'canceled', amountCapturable: 0 };
      });
      return publicState(intent);
    },

    async capture(paymentIntentId, amountMinor) {
      const intent = await intentUpdate(paymentIntentId, (stored) => {
        const current = lapsed(stored, clock());
        if (current.status === 'succeeded' && current.captureMethod === 'manual') return current;
        if (current.status !== 'requires_capture') {
          throw new SimulatorRequestError(
            `This PaymentIntent could not be captured because it has a status of ${current.status}.`,
            'payment_intent_unexpected_state',
          );
        }
        if (!Number.isSafeInteger(amountMinor) || amountMinor < 1 || amountMinor > current.amountCapturable) {
          throw new SimulatorRequestError(
            `The amount to capture must be between 1 and ${current.amountCapturable}.`,
            'amount_too_large',
          );
        }
        return { ...current, status: 'succeeded', amountCapturable: 0, amountReceived: amountMinor };
      });
      return publicState(intent);
    },

    async refund({ paymentIntentId, amountMinor, idempotencyKey: callerKey }) {
      const idempotencyKey = installKey(options.installId, callerKey);
      // The bound and the refund row are written in one transaction with the intent's row locked, so two
      // refunds can never together exceed what was received.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ data: simulatorObjects.data })
          .from(simulatorObjects)
          .where(and(eq(simulatorObjects.id, paymentIntentId), eq(simulatorObjects.object, 'payment_intent')))
          .for('update');
        if (!row) {
          throw new SimulatorRequestError(`No such payment_intent: '${paymentIntentId}'`, 'resource_missing');
        }
        const intent = row.data as unknown as StoredIntent;
        const [again] = await tx
          .select({ data: simulatorObjects.data })
          .from(simulatorObjects)
          .where(eq(simulatorObjects.idempotencyKey, idempotencyKey));
        if (again) return refundState(again.data as unknown as StoredRefund);
        if (intent.status !== 'succeeded') {
          throw new SimulatorRequestError(
            `This PaymentIntent does not have a successful charge to refund (status ${intent.status}).`,
            'charge_not_refundable',
          );
        }
        if (intent.disputed) {
          throw new SimulatorRequestError(
            `Charge for PaymentIntent ${paymentIntentId} has been charged back; cannot issue a refund.`,
            'charge_disputed',
          );
        }
        const left = intent.amountReceived - intent.amountRefunded;
        if (!Number.isSafeInteger(amountMinor) || amountMinor < 1 || amountMinor > left) {
          throw new SimulatorRequestError(
            `Refund amount (${amountMinor}) is greater than unrefunded amount on charge (${left})`,
            'amount_too_large',
          );
        }
        const refund: StoredRefund = {
          id: newId('re'),
          status: 'succeeded',
          amountMinor,
          paymentIntentId,
          failureReason: null,
          key: callerKey,
        };
        await tx.insert(simulatorObjects).values({
          id: refund.id,
          object: 'refund',
          idempotencyKey,
          data: refund as unknown as Record<string, unknown>,
        });
        await tx
          .update(simulatorObjects)
          .set({ data: { ...intent, amountRefunded: intent.amountRefunded + amountMinor } })
          .where(eq(simulatorObjects.id, paymentIntentId));
        return refundState(refund);
      });
    },

    transfer: (input) => transfer(input),
    transferFromBalance: (input) => transferFromBalance(input),
    reverseTransfer: (input) => reverseTransfer(input),

    async retrieveRefund(refundId) {
      return refundState(await find<StoredRefund>('refund', refundId));
    },

    async listRefunds(paymentIntentId) {
      const rows = await db
        .select({ data: simulatorObjects.data })
        .from(simulatorObjects)
        .where(
          and(
            eq(simulatorObjects.object, 'refund'),
            sql`${simulatorObjects.data}->>'paymentIntentId' = ${paymentIntentId}`,
          ),
        )
        .orderBy(desc(simulatorObjects.createdAt));
      return rows.map((r) => refundState(r.data as unknown as StoredRefund));
    },

    async retrieveDispute(disputeId) {
      return disputeState(await find('dispute', disputeId));
    },

    async retrieveFraudWarning(warningId) {
      // Warnings arrive only by webhook, which the simulator has none of.
      throw new SimulatorRequestError(`No such early fraud warning: '${warningId}'`, 'resource_missing');
    },

    acceptsWebhooks() {
      return false;
    },

    parseWebhook() {
      throw new SimulatorRequestError('The payment simulator sends no webhooks.', 'webhooks_unsupported');
    },

    simulator: {
      async authenticate(clientSecret, outcome) {
        const id = clientSecret.split('_secret_')[0] ?? '';
        const intent = await intentUpdate(id, (current) => {
          if (current.clientSecret !== clientSecret) {
            throw new SimulatorRequestError(`No such payment_intent: '${id}'`, 'resource_missing');
          }
          if (current.status !== 'requires_action') return current;
          return outcome === 'complete' ? accepted(current) : declined(current, AUTHENTICATION_FAILED);
        });
        await saveCardIfSetUp(intent);
        return publicState(intent);
      },
      async completeOnboarding(accountId) {
        return toAccount(
          await accountUpdate(accountId, (a) => ({
            ...a,
            // A recipient account only receives transfers (cross-border payouts), as at Stripe.
            chargesEnabled: a.serviceAgreement !== 'recipient',
            payoutsEnabled: true,
            transfersEnabled: true,
            requirements: [],
          })),
        );
      },
      ...simulatorDisputeControls(
        { intentUpdate: (id, change) => intentUpdate(id, change), update, insertOnce, find },
        (message, code) => new SimulatorRequestError(message, code),
      ),
    },
  };
}

function toAccount(a: ConnectedAccount): ConnectedAccount {
  return {
    accountId: a.accountId,
    chargesEnabled: a.chargesEnabled,
    payoutsEnabled: a.payoutsEnabled,
    transfersEnabled: a.transfersEnabled ?? false,
    requirements: a.requirements,
    country: a.country ?? null,
    serviceAgreement: a.serviceAgreement ?? 'full',
  };
}
