import { guestFailureText } from '@innkeep/contract/payment-failures';
import {
  CardError,
  type ChargeInput,
  type PaymentIntentState,
} from '../../adapters/payments/payments.port.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { applyIntent, failPayment } from './payments.apply.ts';
import * as repo from './payments.repository.ts';

export type ChargeResult =
  /** The provider answered; the state is applied. */
  | { kind: 'intent'; intent: PaymentIntentState }
  /** Declined (a CardError): the payment is failed and the reservation released. */
  | { kind: 'declined'; message: string }
  /** No answer (network, provider error): the payment stays `created` for the reconciliation job. */
  | { kind: 'unavailable' };

/**
 * The provider call for a payment row written before it, rebuilt from that row alone, so that the
 * reconciliation job repeats exactly the same call with the same idempotency key (Stripe refuses a key
 * reused with other parameters, and returns the first result for the same ones).
 */
export function chargeInputOf(payment: repo.PaymentRow, uniqueHash: string, baseUrl: string): ChargeInput {
  return {
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    paymentMethodId: payment.paymentMethodId,
    idempotencyKey: payment.idempotencyKey,
    destinationAccountId: payment.destinationAccountId,
    applicationFeeMinor: payment.feeMinor,
    transferGroup: `res:${payment.reservationId}`,
    captureMethod: payment.kind === 'deposit' ? 'manual' : 'automatic',
    description: `Innkeep reservation ${payment.reservationId}: ${DESCRIPTIONS[payment.kind] ?? 'stay'}`,
    returnUrl: `${baseUrl}/reservation/${uniqueHash}`,
    metadata: {
      payment_id: String(payment.id),
      reservation_id: String(payment.reservationId),
      kind: payment.kind,
    },
    // Decision 0024: the stay saves the card (the guest agreed at Pay); a claim charges it off-session.
    setupFutureUsage: payment.setupFutureUsage === 'off_session' ? 'off_session' : null,
    offSessionCustomerId: payment.kind === 'deposit_claim' ? payment.customerId : null,
  };
}

const DESCRIPTIONS: Record<string, string> = {
  stay: 'stay',
  deposit: 'refundable damage deposit',
  deposit_claim: 'damage deposit claim',
};

/** Calls the provider for a `created` payment, outside any transaction, and applies the answer. */
export async function chargePayment(
  deps: PaymentDeps,
  paymentId: number,
  now = new Date(),
): Promise<ChargeResult> {
  const payment = await repo.findPayment(deps.db, paymentId);
  const reservation = payment && (await repo.reservationForPayment(deps.db, payment.reservationId));
  if (!payment || !reservation) return { kind: 'unavailable' };
  let intent: PaymentIntentState;
  try {
    intent = await deps.payments.charge(
      chargeInputOf(payment, reservation.uniqueHash, deps.env.publicBaseUrl),
    );
  } catch (err) {
    if (!(err instanceof CardError)) return { kind: 'unavailable' };
    if (err.paymentIntentId) {
      await applyIntent(deps, declinedIntent(payment, err, err.paymentIntentId), now);
    } else {
      await failPayment(deps, payment.id, guestFailureText(err), now);
    }
    return { kind: 'declined', message: guestFailureText(err) };
  }
  await applyIntent(deps, intent, now);
  return { kind: 'intent', intent };
}

/** The intent a decline names, as the provider reports it (`requires_payment_method` with the failure). */
function declinedIntent(payment: repo.PaymentRow, err: CardError, id: string): PaymentIntentState {
  return {
    id,
    status: 'requires_payment_method',
    amountMinor: payment.amountMinor,
    currency: payment.currency.toLowerCase(),
    clientSecret: null,
    failure: { code: err.code, declineCode: err.declineCode, message: err.message },
    amountCapturable: 0,
    amountReceived: 0,
    metadata: { payment_id: String(payment.id) },
  };
}
