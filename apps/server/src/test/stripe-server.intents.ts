import { createHash, randomBytes } from 'node:crypto';
import { stripeAmountRefusal } from '../adapters/payments/stripe-amount-rules.ts';
import { TEST_CARDS, testCardsThat } from '../adapters/payments/test-cards.ts';
import {
  type FormObject,
  idOf,
  int,
  invalid,
  type Json,
  missing,
  now,
  obj,
  StripeHttpError,
  str,
  unexpectedState,
} from './stripe-server.wire.ts';

/** Stripe's documented test PaymentMethods and what confirming them does: the table the simulator reads too. */
const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = Object.fromEntries(
  Object.entries(TEST_CARDS).flatMap(([id, { outcome }]) =>
    typeof outcome === 'object'
      ? [[id, { code: outcome.code, decline_code: outcome.declineCode, message: outcome.message }]]
      : [],
  ),
);
const SUCCEEDS = new Set(testCardsThat('succeeds'));
/** 4000 0027 6000 3184 always authenticates; 4000 0025 0000 3155 authenticates unless set up for later use. */
const AUTHENTICATES = new Set(testCardsThat('authentication'));

/** `GET /v1/payment_methods/{id}`: a test PaymentMethod stands for one card number, so one fingerprint. */
export function paymentMethod(id: string): Json {
  if (!SUCCEEDS.has(id) && !AUTHENTICATES.has(id) && !DECLINES[id])
    throw invalid(`No such PaymentMethod: '${id}'`, 'id', 'resource_missing');
  const fingerprint = createHash('sha256').update(id).digest('base64url').slice(0, 16);
  return { id, object: 'payment_method', type: 'card', card: { brand: 'visa', fingerprint }, created: now() };
}

/** Stripe's PaymentIntents, charges and refunds, as the local Stripe server plays them. */
export function paymentIntentsApi(accounts: Map<string, Json>) {
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();

  function intent(id: string): Json {
    const found = intents.get(id);
    if (!found) throw missing('payment_intent', id, 'intent');
    return found;
  }

  /** What confirming the intent's PaymentMethod does: succeed, hold (manual capture), ask for 3-D Secure, or decline. */
  function confirm(
    pi: Json,
    outcome: 'pass' | 'authenticate' | 'decline',
    decline?: (typeof DECLINES)[string],
  ) {
    if (outcome === 'authenticate') {
      Object.assign(pi, {
        status: 'requires_action',
        next_action: {
          type: 'use_stripe_sdk',
          use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: '' },
        },
      });
      return;
    }
    const chargeId = idOf('ch');
    charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      payment_intent: pi.id,
      amount: pi.amount,
      amount_refunded: 0,
      currency: pi.currency,
      disputed: false,
      created: now(),
      refunded: false,
    });
    pi.latest_charge = chargeId;
    pi.next_action = null;
    if (outcome === 'decline' && decline) {
      Object.assign(pi, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', ...decline, charge: chargeId },
      });
      return;
    }
    const manual = pi.capture_method === 'manual';
    Object.assign(pi, {
      status: manual ? 'requires_capture' : 'succeeded',
      amount_capturable: manual ? pi.amount : 0,
      amount_received: manual ? 0 : pi.amount,
      last_payment_error: null,
    });
  }

  function createIntent(body: FormObject): Json {
    const amount = int(body.amount, 'amount');
    const currency = str(body.currency);
    if (amount === undefined || amount < 1) throw invalid('Missing required param: amount.', 'amount');
    if (!currency || !/^[a-z]{3}$/.test(currency)) throw invalid('Invalid currency', 'currency');
    // Stripe's currency rules: minimum and maximum per currency, ISK whole, three-decimal amounts ending in 0.
    const refused = stripeAmountRefusal(amount, currency);
    if (refused) throw invalid(refused.message, refused.param, refused.code);
    const transfer = obj(body.transfer_data);
    const destination = str(transfer?.destination);
    if (transfer && !destination)
      throw invalid('Missing required param: transfer_data[destination].', 'transfer_data[destination]');
    if (destination && !accounts.has(destination))
      throw invalid(`No such destination: '${destination}'`, 'transfer_data[destination]');
    const fee = int(body.application_fee_amount, 'application_fee_amount');
    if (fee !== undefined && !destination)
      throw invalid(
        'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
        'application_fee_amount',
      );
    if (fee !== undefined && fee > amount)
      throw invalid('application_fee_amount cannot exceed amount', 'application_fee_amount');
    const id = idOf('pi');
    const pi: Json = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      application_fee_amount: fee ?? null,
      capture_method: str(body.capture_method) ?? 'automatic_async',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      currency,
      description: str(body.description) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: obj(body.metadata) ?? {},
      next_action: null,
      payment_method: str(body.payment_method) ?? null,
      customer: str(body.customer) ?? null,
      setup_future_usage: str(body.setup_future_usage) ?? null,
      status: 'requires_payment_method',
      transfer_data: destination ? { destination } : null,
      transfer_group: str(body.transfer_group) ?? null,
    };
    const pm = str(body.payment_method);
    if (pm && !SUCCEEDS.has(pm) && !AUTHENTICATES.has(pm) && !DECLINES[pm])
      throw invalid(`No such PaymentMethod: '${pm}'`, 'payment_method', 'resource_missing');
    if (pm) pi.status = 'requires_confirmation';
    intents.set(id, pi);
    if (str(body.confirm) !== 'true') return pi;
    if (!pm)
      throw invalid(
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
        'payment_method',
      );
    const automatic = obj(body.automatic_payment_methods);
    if (
      str(automatic?.enabled) === 'true' &&
      str(automatic?.allow_redirects) !== 'never' &&
      !str(body.return_url)
    )
      throw invalid(
        'This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`.',
        'return_url',
      );
    const decline = DECLINES[pm];
    confirm(pi, decline ? 'decline' : AUTHENTICATES.has(pm) ? 'authenticate' : 'pass', decline);
    if (decline) throw new StripeHttpError(402, { type: 'card_error', ...decline, payment_intent: pi });
    return pi;
  }

  function capture(pi: Json, body: FormObject): Json {
    if (pi.status !== 'requires_capture') throw unexpectedState(pi, 'capture');
    const amount = int(body.amount_to_capture, 'amount_to_capture') ?? (pi.amount_capturable as number);
    if (amount > (pi.amount_capturable as number))
      throw invalid('amount_to_capture must be less than or equal to amount_capturable', 'amount_to_capture');
    Object.assign(pi, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    return pi;
  }

  function cancel(pi: Json): Json {
    if (pi.status === 'succeeded' || pi.status === 'canceled') throw unexpectedState(pi, 'cancel');
    Object.assign(pi, { status: 'canceled', amount_capturable: 0, canceled_at: now(), next_action: null });
    return pi;
  }

  /** What Stripe.js `handleNextAction` does once the guest passes (or fails) 3-D Secure. */
  function authenticate(id: string, outcome: 'complete' | 'fail'): Json {
    const pi = intent(id);
    if (pi.status !== 'requires_action') throw new Error(`${id} is ${pi.status}, not requires_action`);
    if (outcome === 'complete') confirm(pi, 'pass');
    else
      Object.assign(pi, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message:
            'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
        },
      });
    return pi;
  }

  return { intents, charges, intent, createIntent, confirm, capture, cancel, authenticate };
}
