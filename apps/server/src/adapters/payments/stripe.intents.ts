import Stripe from 'stripe';
import {
  CardError,
  type ChargeInput,
  type IntentStatus,
  type PaymentIntentState,
  type PaymentsPort,
} from './payments.port.ts';
import type { StripeClient } from './stripe.client.ts';

function intentOf(pi: Stripe.PaymentIntent): PaymentIntentState {
  const failure = pi.last_payment_error;
  return {
    id: pi.id,
    status: pi.status as IntentStatus,
    amountMinor: pi.amount,
    currency: pi.currency,
    // Only a pending authentication needs the secret in the browser; never hand it out otherwise.
    clientSecret: pi.status === 'requires_action' ? pi.client_secret : null,
    failure: failure
      ? {
          code: failure.code ?? 'card_declined',
          declineCode: failure.decline_code ?? null,
          message: failure.message ?? 'Your card was declined.',
        }
      : null,
    amountCapturable: pi.amount_capturable ?? 0,
    amountReceived: pi.amount_received ?? 0,
    metadata: { ...(pi.metadata ?? {}) },
    customerId: typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null),
  };
}

/**
 * A declined confirm comes back as a 402 card_error: the guest reads Stripe's own message. An
 * invalid_request_error (an unknown PaymentMethod, an amount under the currency's minimum, a three-decimal
 * amount not ending in 0) is as final: repeating the call gets the same answer, so it is never left
 * "being processed" for the reconciliation job (docs/requirements/money.md#R-M16).
 */
function cardErrorOf(err: unknown): unknown {
  const refused = err instanceof Stripe.errors.StripeInvalidRequestError;
  if (!(err instanceof Stripe.errors.StripeCardError) && !refused) return err;
  const intent = err.payment_intent as { id?: string } | string | undefined;
  const intentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
  return new CardError(err.message, err.code ?? 'card_declined', err.decline_code ?? null, intentId);
}

async function mapCardErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw cardErrorOf(err);
  }
}

type IntentMethods = Pick<PaymentsPort, 'charge' | 'retrieve' | 'cancel' | 'confirmOnSession' | 'capture'>;

/** PaymentIntents charged on the platform, with the Customer a card is saved to for a later claim. */
export function stripeIntents({ stripe, key, tagged }: StripeClient): IntentMethods {
  /**
   * The Customer of a charge. A deposit claim names the one its card was saved to. A stay with a deposit
   * gets one per reservation (idempotent on its id) and its charge saves the card to it for off-session use
   * (`setup_future_usage`, decision 0024): Stripe refuses a later PaymentIntent on a PaymentMethod used
   * without a Customer. Other charges save nothing.
   */
  async function customerFor(input: ChargeInput): Promise<string | null> {
    if (input.offSessionCustomerId) return input.offSessionCustomerId;
    const reservationId = input.metadata.reservation_id;
    if (!reservationId || input.setupFutureUsage !== 'off_session') return null;
    const customer = await stripe.customers.create(
      { metadata: tagged({ reservation_id: reservationId }) },
      { idempotencyKey: key(`customer:reservation:${reservationId}`) },
    );
    return customer.id;
  }

  return {
    charge(input: ChargeInput) {
      return mapCardErrors(async () => {
        const customer = await customerFor(input);
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            payment_method: input.paymentMethodId,
            confirm: true,
            capture_method: input.captureMethod,
            description: input.description,
            metadata: tagged(input.metadata),
            // Cards only, confirmed on the server: 3-D Secure finishes in Stripe.js with the client
            // secret, so no redirect-based method (which would need a return_url) is offered.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            // Separate charges and transfers: the charge stays on the platform until the payout's Transfer.
            ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
            ...(customer ? { customer } : {}),
            // A claim is merchant-initiated: a bank that wants the guest answers authentication_required.
            ...(input.offSessionCustomerId
              ? { off_session: true }
              : customer
                ? { setup_future_usage: 'off_session' as const }
                : {}),
          },
          { idempotencyKey: key(input.idempotencyKey) },
        );
        return intentOf(pi);
      });
    },

    async retrieve(paymentIntentId) {
      return intentOf(await stripe.paymentIntents.retrieve(paymentIntentId));
    },

    async cancel(paymentIntentId, idempotencyKey) {
      return intentOf(
        await stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey: key(idempotencyKey) }),
      );
    },

    confirmOnSession({ paymentIntentId, paymentMethodId, idempotencyKey }) {
      return mapCardErrors(async () =>
        intentOf(
          await stripe.paymentIntents.confirm(
            paymentIntentId,
            { payment_method: paymentMethodId },
            { idempotencyKey: key(idempotencyKey) },
          ),
        ),
      );
    },

    capture(paymentIntentId, amountMinor, idempotencyKey) {
      return mapCardErrors(async () =>
        intentOf(
          await stripe.paymentIntents.capture(
            paymentIntentId,
            { amount_to_capture: amountMinor },
            { idempotencyKey: key(idempotencyKey) },
          ),
        ),
      );
    },
  };
}
