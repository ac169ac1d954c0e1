import type { Tx } from '../../db/client.ts';
import { applyIntent, type PaymentDeps } from './payments.apply.ts';
import * as repo from './payments.repository.ts';

/**
 * Deposit claims: the host keeps part or all of the damage deposit held on the guest's card. The claimed
 * amount is written on the held deposit first (`captured_minor`, with the authorisation still
 * `requires_capture`), then captured at the provider outside any transaction with the key
 * `pay:{id}:claim`. A partial capture lets the provider release the rest of the authorisation. A capture
 * that gets no answer is repeated by the deposit job (a held deposit with a claimed amount is captured,
 * not released), so a claim is never lost and never taken twice.
 */

/** The deposit still held for the reservation with no claim on it yet, locked; null when there is none. */
export async function unclaimedDeposit(tx: Tx, reservationId: number) {
  const deposit = await repo.heldDeposit(tx, reservationId);
  return deposit && deposit.capturedMinor === 0 ? deposit : null;
}

/** Writes the claim on the locked deposit; the lease (`updated_at`) keeps the jobs off it for a minute. */
export async function recordClaim(tx: Tx, paymentId: number, amountMinor: number, now = new Date()) {
  await repo.updatePayment(tx, paymentId, { capturedMinor: amountMinor, updatedAt: now });
}

/** Captures a recorded claim at the provider and applies the answer; false when it did not go through yet. */
export async function captureClaim(deps: PaymentDeps, paymentId: number): Promise<boolean> {
  const deposit = await repo.findPayment(deps.db, paymentId);
  if (deposit?.status !== 'requires_capture' || !deposit.providerPaymentId || deposit.capturedMinor === 0) {
    return deposit?.status === 'succeeded';
  }
  try {
    const intent = await deps.payments.capture(
      deposit.providerPaymentId,
      deposit.capturedMinor,
      `pay:${deposit.id}:claim`,
    );
    await applyIntent(deps, intent);
    return intent.status === 'succeeded';
  } catch {
    return false;
  }
}
