import { TransferRefused } from '../../adapters/payments/payments.port.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import * as repo from './payouts.repository.ts';
import { inSettlement, RETRY_AFTER_MS } from './payouts.rules.ts';
import { applyMoveOutcome, type MoveOutcome } from './payouts.settle.ts';

/** Sends reversals written by a committed transaction; one that fails stays pending for the payout job. */
export async function sendReversals(deps: PaymentDeps, ids: readonly number[]): Promise<void> {
  for (const id of ids) await executeReversal(deps, id).catch(() => undefined);
}

/**
 * Sends a pending reversal or return (its row already written) and records the answer. A reversal refused
 * because the host's balance no longer covers it (they withdrew it) becomes a debt recovered from their next
 * payouts (decision 0066); another refusal gives the amount back to the payout's books and settles it again
 * after RETRY_AFTER_MS under a new key; a failure to reach the provider leaves it pending for the job.
 */
export async function executeReversal(
  deps: PaymentDeps,
  reversalId: number,
  now = new Date(),
): Promise<void> {
  const found = await repo.findReversal(deps.db, reversalId);
  if (found?.reversal.status !== 'pending') return;
  const r = found.reversal;
  const metadata = { payout_id: String(r.payoutId), reservation_id: String(found.payout.reservationId) };
  let outcome: MoveOutcome;
  try {
    if (r.kind === 'return') {
      if (!found.payout.destinationAccountId) return;
      outcome = await deps.payments.transferFromBalance({
        // Transfers are made in the settlement currency (decision 0049): so is what goes back and forth.
        amountMinor: inSettlement(found.payout, r.amountMinor, 'down'),
        currency: found.payout.transferCurrency ?? found.payout.currency,
        destinationAccountId: found.payout.destinationAccountId,
        transferGroup: `res:${found.payout.reservationId}`,
        idempotencyKey: r.idempotencyKey,
        metadata,
      });
    } else {
      if (!found.transferId) return;
      outcome = await deps.payments.reverseTransfer({
        transferId: found.transferId,
        amountMinor: inSettlement(found.payout, r.amountMinor, 'down'),
        idempotencyKey: r.idempotencyKey,
        metadata,
      });
    }
  } catch (err) {
    if (!(err instanceof TransferRefused)) throw err;
    outcome = { refused: err.message, code: err.code };
  }
  await deps.db.transaction((tx) =>
    applyMoveOutcome(tx, reversalId, outcome, new Date(now.getTime() + RETRY_AFTER_MS)),
  );
}
