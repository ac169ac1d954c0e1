import { leftToRefund, refundableMinor, splitRefund } from '@innkeep/contract/reservations-money';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import { AppError, FieldErrors } from '../../lib/errors.ts';
import { applyIntent, executeRefund } from './payments.apply.ts';
import { refundBlockedByDispute } from './payments.disputes.ts';
import * as repo from './payments.repository.ts';
import { type RefundCause, taxesInRefund } from './payouts.rules.ts';
import { settlePayout } from './payouts.service.ts';

export const DISPUTED_REFUND =
  "This payment is disputed by the guest's bank, so it cannot be refunded: the bank decides where the money goes.";

/**
 * Refunds a host asks for (cancelling a paid stay). Like a charge: the refund rows are written first, with
 * their idempotency keys, in the caller's transaction, bounded by what was paid minus what was refunded or
 * is on its way back; the provider is called after the commit (`sendRefunds`), and a call that gets no
 * answer stays `pending` for the reconciliation job, which repeats it with the same key.
 */

/** What the reservation's stay payments can still give back, minor units. Locks them for the transaction. */
export async function refundableFor(tx: Tx, reservationId: number): Promise<number> {
  return refundableMinor(await repo.refundablePayments(tx, reservationId));
}

export interface RefundRequest {
  reservationId: number;
  /** Minor units; undefined: everything that can still be refunded. */
  amountMinor: number | undefined;
  /** The occupancy taxes in it (the quote's tax lines); undefined: each charge's share of what it gives. */
  taxesMinor?: number;
  reason: string;
  cause: RefundCause;
  actorUserId: number | null;
  /** Builds the message of the 422 when the amount is more than can be refunded, from the limit. */
  tooMuch: (limitMinor: number) => AppError | Error;
}

/** Writes the refund rows (status `pending`) and returns their ids and the amount; 0 writes none. */
export async function openRefunds(
  tx: Tx,
  request: RefundRequest,
): Promise<{ refundIds: number[]; amountMinor: number }> {
  const paid = await repo.refundablePayments(tx, request.reservationId);
  // Stripe refuses refunds on a disputed charge; the bank decides where the money goes (decision 0022).
  if (await refundBlockedByDispute(tx, request.reservationId))
    throw FieldErrors.of('refund', DISPUTED_REFUND);
  const amountMinor = request.amountMinor ?? refundableMinor(paid);
  const parts = splitRefund(paid, amountMinor);
  if (!parts) throw request.tooMuch(refundableMinor(paid));
  const refundIds: number[] = [];
  let taxesLeft = request.taxesMinor;
  for (const { payment, amountMinor: part } of parts) {
    const taxesLeftHere = Math.max(0, payment.taxesMinor - payment.refundedTaxesMinor);
    const taxes = Math.min(
      part,
      taxesLeftHere,
      taxesLeft ?? (part === leftToRefund(payment) ? taxesLeftHere : taxesInRefund(payment, part)),
    );
    if (taxesLeft !== undefined) taxesLeft -= taxes;
    // One key per refund of a payment: `pay:{id}:refund:{n}`, n counted under the payment's lock.
    const refund = await repo.insertRefund(tx, {
      paymentId: payment.id,
      idempotencyKey: `pay:${payment.id}:refund:${payment.refundCount + 1}`,
      amountMinor: part,
      taxesMinor: taxes,
      reason: request.reason,
      actorUserId: request.actorUserId,
    });
    if (!refund)
      throw new AppError('CONFLICT', 'A refund for this payment was written meanwhile; try again.');
    refundIds.push(refund.id);
    // The host's payout follows at once: lowered before the transfer, reversed after the refund succeeds.
    await settlePayout(tx, payment.id, request.cause);
  }
  return { refundIds, amountMinor };
}

/** Sends written refunds to the provider, outside any transaction; failures are left to the reconciliation job. */
export async function sendRefunds(deps: PaymentDeps, refundIds: readonly number[]): Promise<void> {
  for (const id of refundIds) await executeRefund(deps, id).catch(() => undefined);
}

/**
 * Lets go of the deposit held for a stay that will not take place (cancelled): cancels the authorisation
 * at the provider, outside any transaction, and applies the answer. A failure is left to the release job.
 */
export async function releaseHeldDeposit(deps: PaymentDeps, reservationId: number): Promise<void> {
  const deposit = await deps.db.transaction((tx) => repo.heldDeposit(tx, reservationId));
  if (!deposit?.providerPaymentId || deposit.capturedMinor > 0) return;
  try {
    const intent = await deps.payments.cancel(deposit.providerPaymentId, `pay:${deposit.id}:release`);
    await applyIntent(deps, intent);
  } catch {
    // The deposit-release job cancels it after its usual delay.
  }
}
