import { randomBytes } from 'node:crypto';
import {
  CardError,
  type ChargeInput,
  type PaymentIntentState,
  type PaymentsPort,
  type SimulatorControls,
} from './payments.port.ts';
import { newId, SimulatorRequestError, type SimulatorStore } from './simulator.store.ts';
import { stripeAmountRefusal } from './stripe-amount-rules.ts';
import { TEST_CARDS } from './test-cards.ts';

/** The simulator's PaymentIntents and the Customers that keep saved cards, as Stripe plays them. */

interface Decline {
  code: string;
  declineCode: string | null;
  message: string;
}

const SIMULATED_CARDS = Object.entries(TEST_CARDS).filter(([, card]) => card.simulated);

/** What each of Stripe's test PaymentMethods does (contract SIMULATOR_TEST_CARDS), with Stripe's messages. */
const CARD_OUTCOMES: Record<string, 'succeeds' | 'authentication' | Decline> = Object.fromEntries(
  SIMULATED_CARDS.map(([id, card]) => [id, card.outcome]),
);

/** Cards whose bank refuses a merchant-initiated charge without the guest (Stripe's "Always authenticate"). */
const OFF_SESSION_NEEDS_AUTHENTICATION = new Set(
  SIMULATED_CARDS.filter(([, card]) => card.offSessionAuthentication).map(([id]) => id),
);

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
export interface StoredIntent extends PaymentIntentState {
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

type IntentMethods = Pick<PaymentsPort, 'charge' | 'retrieve' | 'confirmOnSession' | 'cancel' | 'capture'> &
  Pick<SimulatorControls, 'authenticate'>;

/** PaymentIntents and Customers on the simulator's store; `clock` moves in tests to let an authorisation lapse. */
export function simulatorIntents(store: SimulatorStore, clock: () => number) {
  const { insertOnce, find, update } = store;

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

  const methods: IntentMethods = {
    charge,

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
  };
  return { ...methods, intentUpdate };
}
