import { DEPOSIT_CONSENT_VERSION } from '@innkeep/contract/deposit';
import type { DisputeWire } from '@innkeep/contract/disputes';
import { paymentMessages } from '@innkeep/contract/messages';
import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import type { AnyColumn } from 'drizzle-orm';
import type { PaymentIntentState, ProviderName } from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { applyIntent } from './payments.apply.ts';
import { recordDepositConsent } from './payments.claims.service.ts';
import { chargedBackSql } from './payments.disputes.repository.ts';
import {
  chargedBackOf,
  disputedSql,
  disputeOfReservation,
  disputeOutcomeSql,
  refundBlockedByDisputeSql,
} from './payments.disputes.ts';
import { disputeWire } from './payments.disputes.wire.ts';
import { eventBacklog } from './payments.events.repository.ts';
import * as repo from './payments.repository.ts';
import { chargeDestination, stayFee } from './payments.rules.ts';

/**
 * The stay payment, as other modules use it. Hold → charge → confirm: the caller's first transaction holds the
 * dates and writes the payment row (`openStayPayment`); `chargePayment` (payments.charge.service.ts) calls the
 * provider outside any transaction and applies its answer in a second one (`applyIntent`, which the webhook and
 * the reconciliation job use too). See docs/decisions/0007-hold-charge-confirm.md. The module's other public
 * faces each define what they offer (decision 0073): payments.gates, .charge, .claims, .refunds and .jobs
 * services, payouts.service, payouts.lines.service and payment-accounts.service.
 */

export { isOpenPayment } from './payments.repository.ts';
export { chargedBackSql };

/**
 * Writes the next attempt's stay payment (status `created`, idempotency key
 * `res:{id}:attempt:{n}:stay`, amount, platform fee and destination), in the caller's transaction, before
 * any provider call. Refuses (409) a host who cannot take card payments on a live provider. With a damage
 * deposit, Pay is the guest's consent (shown next to the button) to a later charge of up to the deposit: it
 * is recorded with the reservation, and the charge saves the card for it (decision 0024).
 */
export async function openStayPayment(
  tx: Tx,
  settings: { provider: ProviderName; feePercent: number },
  input: { reservationId: number; paymentMethodId: string },
  now = new Date(),
): Promise<number> {
  const r = await repo.reservationForPayment(tx, input.reservationId);
  if (!r) throw new AppError('NOT_FOUND', paymentMessages.reservationNotFound);
  const destination = chargeDestination(
    settings.provider,
    await repo.hostAccount(tx, r.hostId, settings.provider),
  );
  // The gates refuse this earlier (decision 0025); a host disconnected meanwhile gets the same answer.
  if (destination === 'host_not_connected')
    throw new AppError('CARD_PAYMENT_UNAVAILABLE', paymentGateMessages.hostCannotBePaid);
  const attempt = await repo.nextAttempt(tx, r.id);
  const saveCard = r.depositMinor > 0;
  if (saveCard) await recordDepositConsent(tx, r.id, now, DEPOSIT_CONSENT_VERSION);
  const payment = await repo.insertPayment(tx, {
    reservationId: r.id,
    kind: 'stay',
    provider: settings.provider,
    idempotencyKey: `res:${r.id}:attempt:${attempt}:stay`,
    paymentMethodId: input.paymentMethodId,
    amountMinor: r.totalPriceMinor,
    // Not on the taxes: the host remits them (decision 0048).
    feeMinor: stayFee(r.totalPriceMinor, r.taxesMinor, settings.feePercent, r.currency),
    taxesMinor: r.taxesMinor,
    currency: r.currency,
    destinationAccountId: destination.destinationAccountId,
    setupFutureUsage: saveCard ? 'off_session' : null,
  });
  return payment.id;
}

export const latestStayPayment = (db: Tx, reservationId: number) => repo.latestStayPayment(db, reservationId);

/** A reservation's payments and their refunds, oldest first, for the host's detail view. */
export async function moneyOf(db: Tx, reservationId: number) {
  return {
    payments: await repo.paymentsOfReservation(db, reservationId),
    refunds: await repo.refundsOfReservation(db, reservationId),
  };
}

/** The reservation's dispute in the wire shape (the host's detail view), or null when it has none. */
export async function disputeOf(db: Tx, reservationId: number): Promise<DisputeWire | null> {
  const d = await disputeOfReservation(db, reservationId);
  return d ? disputeWire(d) : null;
}

/** What the guest's bank gave back for good from the stay's payments (lost disputes), minor units. */
export const chargedBackOfStay = (db: Tx, reservationId: number): Promise<number> =>
  chargedBackOf(db, reservationId);

/**
 * Three columns for a list of reservations, asked of every row in the list's one query (`reservationId` its id
 * column): whether a dispute blocks the stay's refunds (the rule of `refundBlockedByDispute`, so no one can
 * cancel it with a refund), whether the guest's bank ever disputed it, and how the bank decided the latest.
 */
export function disputeColumns(db: Tx, reservationId: AnyColumn) {
  return {
    refundsBlocked: refundBlockedByDisputeSql(db, reservationId).mapWith(Boolean),
    disputed: disputedSql(db, reservationId).mapWith(Boolean),
    disputeOutcome: disputeOutcomeSql(db, reservationId),
  };
}

/**
 * After the browser finished a card authentication: asks the provider for the current attempt's state
 * and applies it. Returns the intent (its client secret when it still needs action), or null when the
 * attempt never reached the provider.
 */
export async function confirmStayPayment(
  deps: PaymentDeps,
  reservationId: number,
): Promise<PaymentIntentState | null> {
  const payment = await repo.latestStayPayment(deps.db, reservationId);
  if (!payment?.providerPaymentId) return null;
  const intent = await deps.payments.retrieve(payment.providerPaymentId);
  await applyIntent(deps, intent);
  return intent;
}

/**
 * The simulator's 3-D Secure page: completes or fails the challenge and applies the outcome at once, as
 * Stripe's webhook would, so a guest who closes the tab afterwards still ends up paid.
 */
export async function simulatorAuthenticate(
  deps: PaymentDeps,
  clientSecret: string,
  outcome: 'complete' | 'fail',
): Promise<PaymentIntentState> {
  const simulator = deps.payments.simulator;
  if (!simulator) throw new AppError('NOT_FOUND', 'The payment simulator is not in use.');
  let intent: PaymentIntentState;
  try {
    intent = await simulator.authenticate(clientSecret, outcome);
  } catch {
    throw new AppError('NOT_FOUND', 'No payment waits for this authentication.');
  }
  await applyIntent(deps, intent);
  return intent;
}

/** Payments by kind and status, for /metrics. */
export const paymentOutcomes = (db: Tx) => repo.countByOutcome(db);
/** Webhook events not applied yet, by endpoint (metrics). */
export const paymentEventBacklog = (db: Tx) => eventBacklog(db);
