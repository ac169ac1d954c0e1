import type { paymentIntentsApi } from './stripe-server.intents.ts';
import {
  type FormObject,
  invalid,
  type Json,
  missing,
  now,
  StripeHttpError,
  str,
  unexpectedState,
} from './stripe-server.wire.ts';

/** Stripe's "Always authenticate" test card (4000 0027 6000 3184): off-session too, the bank wants the guest. */
const ALWAYS_AUTHENTICATE = new Set(['pm_card_authenticationRequired']);
const AUTHENTICATES_ON_SESSION = new Set(['pm_card_authenticationRequired']);
const PASSES = new Set(['pm_card_visa', 'pm_card_mastercard']);

/** A card authorisation lapses after 7 days (customer-initiated, card not present); Stripe then cancels it. */
export const AUTHORIZATION_VALID_SECONDS = 7 * 24 * 60 * 60;

/**
 * Saved cards and off-session payments, as the local Stripe server plays them (decision 0024): a PaymentMethod
 * is saved to a Customer by a PaymentIntent confirmed with `customer` and `setup_future_usage=off_session`;
 * `off_session=true` charges it later without the guest, and refuses a card that was not saved that way; a
 * card whose bank always wants the guest answers 402 `authentication_required` with the intent left in
 * `requires_payment_method`, which `POST /v1/payment_intents/{id}/confirm` confirms again on-session
 * (`requires_action`, for Stripe.js). Held authorisations lapse after AUTHORIZATION_VALID_SECONDS.
 */
export function customersApi(customers: Map<string, Json>, api: ReturnType<typeof paymentIntentsApi>) {
  /** A PaymentMethod is saved to a Customer once an intent with both and `setup_future_usage` went through. */
  function saved(customer: string, paymentMethod: string): boolean {
    return [...api.intents.values()].some(
      (pi) =>
        pi.customer === customer &&
        pi.payment_method === paymentMethod &&
        pi.setup_future_usage === 'off_session' &&
        (pi.status === 'succeeded' || pi.status === 'requires_capture'),
    );
  }

  function createIntent(body: FormObject): Json {
    const customer = str(body.customer);
    if (customer && !customers.has(customer)) throw missing('customer', customer, 'customer');
    if (str(body.off_session) !== 'true') return api.createIntent(body);
    if (str(body.confirm) !== 'true')
      throw invalid('The parameter off_session can only be used when confirm=true.', 'off_session');
    const paymentMethod = str(body.payment_method) ?? '';
    if (!customer || !saved(customer, paymentMethod))
      throw invalid(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
        'payment_method',
      );
    if (!ALWAYS_AUTHENTICATE.has(paymentMethod)) return api.createIntent(body);
    const { confirm: _confirm, ...unconfirmed } = body;
    const pi = api.createIntent(unconfirmed);
    const error = {
      type: 'card_error',
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
      payment_method: { id: paymentMethod, object: 'payment_method' },
    };
    Object.assign(pi, { status: 'requires_payment_method', last_payment_error: error, payment_method: null });
    throw new StripeHttpError(402, { ...error, payment_intent: pi });
  }

  /** Confirms an intent again with the customer present: the bank's step next, or the money. */
  function confirm(pi: Json, body: FormObject): Json {
    if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation')
      throw unexpectedState(pi, 'confirm');
    const paymentMethod = str(body.payment_method) ?? (pi.payment_method as string | null);
    if (!paymentMethod)
      throw invalid(
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
        'payment_method',
      );
    if (!PASSES.has(paymentMethod) && !AUTHENTICATES_ON_SESSION.has(paymentMethod))
      throw invalid(`No such PaymentMethod: '${paymentMethod}'`, 'payment_method', 'resource_missing');
    Object.assign(pi, { payment_method: paymentMethod, last_payment_error: null });
    api.confirm(pi, AUTHENTICATES_ON_SESSION.has(paymentMethod) ? 'authenticate' : 'pass');
    return pi;
  }

  /** Lets every authorisation older than 7 days at `at` (seconds) lapse, as the card networks do. */
  function lapseAuthorizations(at = now()): number {
    let lapsed = 0;
    for (const pi of api.intents.values()) {
      if (pi.status !== 'requires_capture' || (pi.created as number) > at - AUTHORIZATION_VALID_SECONDS)
        continue;
      Object.assign(pi, { status: 'canceled', amount_capturable: 0, cancellation_reason: 'automatic' });
      lapsed++;
    }
    return lapsed;
  }

  return { createIntent, confirm, lapseAuthorizations };
}
