import { randomBytes } from 'node:crypto';
import { stripeAmountRefusal } from '../stripe-amount-rules.ts';
import {
  accepted,
  authenticationOutcome,
  CANCELED,
  type ConfirmOutcome,
  cancelRefusal,
  captureRefusal,
  confirmOutcome,
  DECLINED_STATUS,
  noSuchPaymentMethod,
  type PaymentFailure,
  testCard,
  testCardFingerprint,
} from '../test-states.intents.ts';
import { type Clock, type FakeState, stored } from './state.ts';
import {
  type FormObject,
  idOf,
  int,
  invalid,
  type Json,
  noPaymentMethod,
  obj,
  refusal,
  StripeHttpError,
  str,
} from './wire.ts';

/** `GET /v1/payment_methods/{id}`: a test PaymentMethod stands for one card number, so one fingerprint. */
export function paymentMethod(id: string, now: Clock): Json {
  if (!testCard(id)) throw refusal(noSuchPaymentMethod(id));
  const fingerprint = testCardFingerprint(id);
  return { id, object: 'payment_method', type: 'card', card: { brand: 'visa', fingerprint }, created: now() };
}

/** Stripe's `last_payment_error` (and a 402's error) for a failed attempt. */
export const cardError = (failure: PaymentFailure): Json => ({
  type: 'card_error',
  code: failure.code,
  ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
  message: failure.message,
});

/** Stripe's PaymentIntents and their charges, as the fake plays them. */
export function paymentIntentsApi(state: FakeState, now: Clock) {
  const { payment_intent: intents, charge: charges, account: accounts } = state;

  const intent = (id: string): Json => stored(state, 'payment_intent', id, 'intent');

  /** Confirms with the intent's PaymentMethod: 3-D Secure first, or a charge that is declined or goes through. */
  function confirm(pi: Json, outcome: ConfirmOutcome) {
    if (outcome === 'authentication') {
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
    if (outcome !== 'succeeds') {
      Object.assign(pi, {
        status: DECLINED_STATUS,
        last_payment_error: { ...cardError(outcome), charge: chargeId },
      });
      return;
    }
    const money = accepted(pi.amount as number, String(pi.capture_method));
    Object.assign(pi, {
      status: money.status,
      amount_capturable: money.amountCapturable,
      amount_received: money.amountReceived,
      last_payment_error: null,
    });
  }

  /** `off_session`: a merchant-initiated charge of a card saved for it (customers.ts checks that). */
  function createIntent(body: FormObject, offSession = false): Json {
    const amount = int(body.amount, 'amount');
    const currency = str(body.currency);
    if (amount === undefined) throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
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
    const card = pm ? testCard(pm) : null;
    if (pm && !card) throw refusal(noSuchPaymentMethod(pm));
    if (pm) pi.status = 'requires_confirmation';
    intents.set(id, pi);
    if (str(body.confirm) !== 'true') return pi;
    if (!pm || !card) throw noPaymentMethod();
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
    return confirmOrDecline(pi, confirmOutcome(card, offSession));
  }

  /** Confirms as the API answers it: the intent, or a 402 with the card's error when the charge is declined. */
  function confirmOrDecline(pi: Json, outcome: ConfirmOutcome): Json {
    confirm(pi, outcome);
    const failure = pi.last_payment_error as Json | null;
    if (failure) throw new StripeHttpError(402, { ...failure, payment_intent: pi });
    return pi;
  }

  function capture(pi: Json, body: FormObject): Json {
    const capturable = pi.amount_capturable as number;
    const amount = int(body.amount_to_capture, 'amount_to_capture') ?? capturable;
    const refused = captureRefusal(String(pi.status), amount, capturable);
    if (refused) throw refusal(refused);
    Object.assign(pi, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    return pi;
  }

  function cancel(pi: Json): Json {
    const refused = cancelRefusal(String(pi.status));
    if (refused) throw refusal(refused);
    Object.assign(pi, {
      status: CANCELED.status,
      amount_capturable: CANCELED.amountCapturable,
      canceled_at: now(),
      next_action: null,
    });
    return pi;
  }

  /** What Stripe.js `handleNextAction` does once the guest passes (or fails) 3-D Secure. */
  function authenticate(id: string, outcome: 'complete' | 'fail'): Json {
    const pi = intent(id);
    if (pi.status !== 'requires_action') throw new Error(`${id} is ${pi.status}, not requires_action`);
    const next = authenticationOutcome(outcome);
    // A failed authentication makes no charge: the intent waits for another PaymentMethod.
    if (next === 'succeeds') confirm(pi, next);
    else
      Object.assign(pi, { status: DECLINED_STATUS, next_action: null, last_payment_error: cardError(next) });
    return pi;
  }

  return { intents, charges, intent, createIntent, confirmOrDecline, capture, cancel, authenticate };
}
