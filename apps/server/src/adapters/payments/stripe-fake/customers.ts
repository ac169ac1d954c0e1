import {
  authorizationLapsed,
  confirmOutcome,
  confirmRefusal,
  noSuchPaymentMethod,
  notSavedForOffSession,
  testCard,
} from '../test-states.intents.ts';
import type { paymentIntentsApi } from './intents.ts';
import type { Clock, FakeState } from './state.ts';
import { type FormObject, invalid, type Json, missing, noPaymentMethod, refusal, str } from './wire.ts';

/**
 * Saved cards and off-session payments, as the fake plays them (decision 0024): a PaymentMethod
 * is saved to a Customer by a PaymentIntent confirmed with `customer` and `setup_future_usage=off_session`;
 * `off_session=true` charges it later without the guest, and refuses a card that was not saved that way. What
 * the card does then (a bank that always wants the guest answers 402 `authentication_required`), confirming it
 * again on-session and the lapse of held authorisations are test-states.intents.ts's.
 */
export function customersApi(state: FakeState, api: ReturnType<typeof paymentIntentsApi>, now: Clock) {
  const customers = state.customer;
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
    if (!customer || !saved(customer, str(body.payment_method) ?? '')) throw refusal(notSavedForOffSession);
    return api.createIntent(body, true);
  }

  /** Confirms an intent again with the customer present: the bank's step next, or the money. */
  function confirm(pi: Json, body: FormObject): Json {
    const refused = confirmRefusal(String(pi.status));
    if (refused) throw refusal(refused);
    const paymentMethod = str(body.payment_method) ?? (pi.payment_method as string | null);
    if (!paymentMethod) throw noPaymentMethod();
    const card = testCard(paymentMethod);
    if (!card) throw refusal(noSuchPaymentMethod(paymentMethod));
    Object.assign(pi, { payment_method: paymentMethod, last_payment_error: null });
    return api.confirmOrDecline(pi, confirmOutcome(card, false));
  }

  /** Lets every authorisation older than 7 days at `at` (seconds) lapse, as the card networks do. */
  function lapseAuthorizations(at = now()): number {
    let lapsed = 0;
    for (const pi of api.intents.values()) {
      if (!authorizationLapsed(String(pi.status), (pi.created as number) * 1000, at * 1000)) continue;
      Object.assign(pi, { status: 'canceled', amount_capturable: 0, cancellation_reason: 'automatic' });
      lapsed++;
    }
    return lapsed;
  }

  return { createIntent, confirm, lapseAuthorizations };
}
