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
import {
  accepted as acceptedMoney,
  authenticationOutcome,
  authorizationLapsed,
  CANCELED,
  type ConfirmOutcome,
  cancelRefusal,
  captureRefusal,
  confirmable,
  confirmOutcome,
  DECLINED_STATUS,
  noSuchPaymentMethod,
  notSavedForOffSession,
  type PaymentFailure,
  type StripeRefusal,
  testCard,
} from './test-states.intents.ts';

/** The simulator's PaymentIntents and the Customers that keep saved cards; their moves are test-states.intents.ts's. */

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

/** A lapsed authorisation reads as Stripe shows it: canceled. */
function lapsed(intent: StoredIntent, nowMs: number): StoredIntent {
  const expired =
    intent.createdMs !== undefined && authorizationLapsed(intent.status, intent.createdMs, nowMs);
  return expired ? { ...intent, ...CANCELED } : intent;
}

/** A refusal is Stripe's invalid_request_error, the simulator's SimulatorRequestError. */
const requestError = (r: StripeRefusal) => new SimulatorRequestError(r.message, r.code);

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
  return { ...intent, ...acceptedMoney(intent.amountMinor, intent.captureMethod), failure: null };
}

function declined(intent: StoredIntent, failure: PaymentFailure): StoredIntent {
  return { ...intent, status: DECLINED_STATUS, failure };
}

/** Where confirming with the card leads: accepted, waiting for 3-D Secure, or declined. */
function confirmed(intent: StoredIntent, outcome: ConfirmOutcome): StoredIntent {
  if (outcome === 'succeeds') return accepted(intent);
  return outcome === 'authentication' ? { ...intent, status: 'requires_action' } : declined(intent, outcome);
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
    if (refused) throw refusedCharge(refused);
    const card = testCard(input.paymentMethodId, 'simulator');
    // Stripe refuses before any PaymentIntent exists.
    if (!card) throw refusedCharge(noSuchPaymentMethod(input.paymentMethodId));
    const outcome = confirmOutcome(card, Boolean(input.offSessionCustomerId));
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
    const stored = await insertOnce('payment_intent', input.idempotencyKey, confirmed(created, outcome));
    await saveCardIfSetUp(stored);
    return resultOf(stored);
  }

  /**
   * The Customer of an off-session charge, when the card is saved to it. Stripe refuses another card before
   * any intent exists (an invalid request on `payment_method`, which the Stripe adapter reports as a CardError).
   */
  async function savedCardOwner(customerId: string, paymentMethodId: string): Promise<string> {
    const customer = await find<StoredCustomer>('customer', customerId);
    if (!customer.paymentMethods.includes(paymentMethodId)) throw refusedCharge(notSavedForOffSession);
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
        if (!confirmable(current.status)) return current;
        const card = testCard(paymentMethodId, 'simulator');
        if (!card) throw requestError(noSuchPaymentMethod(paymentMethodId));
        return confirmed({ ...current, paymentMethodId, failure: null }, confirmOutcome(card, false));
      });
      return resultOf(intent);
    },

    async cancel(paymentIntentId) {
      const intent = await intentUpdate(paymentIntentId, (current) => {
        // The simulator replays no keys: a repeated cancel finds the intent canceled and answers it.
        if (current.status === 'canceled') return current;
        const refused = cancelRefusal(current.status);
        if (refused) throw requestError(refused);
        return { ...current, ...CANCELED };
      });
      return publicState(intent);
    },

    async capture(paymentIntentId, amountMinor) {
      const intent = await intentUpdate(paymentIntentId, (stored) => {
        const current = lapsed(stored, clock());
        if (current.status === 'succeeded' && current.captureMethod === 'manual') return current;
        const refused = captureRefusal(current.status, amountMinor, current.amountCapturable);
        if (refused) throw requestError(refused);
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
        return confirmed(current, authenticationOutcome(outcome));
      });
      await saveCardIfSetUp(intent);
      return publicState(intent);
    },
  };
  return { ...methods, intentUpdate };
}

/** A charge Stripe refuses before any PaymentIntent exists: the adapter reports it as a CardError. */
const refusedCharge = (r: StripeRefusal) => new CardError(r.message, r.code, null, null);
