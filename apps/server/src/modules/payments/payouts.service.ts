import { cardProcessingMinor } from '@innkeep/contract/card-processing';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import * as repo from './payouts.repository.ts';
import { sendReversals } from './payouts.reversals.ts';
import { hostPaysProcessing, payoutSplit, type RefundCause, returnsFee } from './payouts.rules.ts';
import { settleTransferred } from './payouts.settle.ts';

/**
 * Hosts are paid after check-in (decision 0021): the stay is charged on the platform, and a payout row per
 * captured payment moves the host's share later by a Transfer funded by that charge. Everything that
 * changes what the guest keeps paid settles the payout again (`settlePayout`): before the transfer it just
 * lowers (or raises back) what will be sent; after it, the host's share of money refunded is taken back
 * with a Transfer Reversal, written first and sent outside any transaction. A payout is written by
 * payouts.schedule.ts, sent by payouts.transfer.ts (the job's), and its reversals by payouts.reversals.ts.
 */

/** Payouts due, failed and held with the oldest's age (metrics). */
export const payoutBacklog = (db: Tx) => repo.payoutBacklog(db);

/**
 * Makes the payment's payout follow what the guest keeps paid, in the caller's transaction (the payout is
 * locked). Before the transfer, refunds still pending count as gone (the host is never sent money that may
 * go back); once transferred, only refunds that succeeded are taken back, by a reversal row returned here for
 * the caller to send after its commit. `cause` records a refund that returns the platform's fee. A refund the
 * bank returned stays gone (the guest is owed it, decision 0067), and a charge the bank withdrew for a dispute
 * leaves the host nothing until the dispute is won (decision 0066).
 */
export async function settlePayout(tx: Tx, paymentId: number, cause?: RefundCause): Promise<number[]> {
  const found = await repo.payoutOfPayment(tx, paymentId);
  if (!found) return [];
  const { payout: p, disputeWithdrawn } = found;
  const feeReturned = p.feeReturned || (cause !== undefined && returnsFee(cause));
  const started = p.transferredMinor !== null;
  const gone = found.refundedMinor + found.returnedMinor + (started ? 0 : found.pendingRefundMinor);
  const goneTaxes =
    found.refundedTaxesMinor + found.returnedTaxesMinor + (started ? 0 : found.pendingRefundTaxesMinor);
  const kept = disputeWithdrawn
    ? { minor: 0, taxesMinor: 0 }
    : { minor: p.chargeMinor - gone, taxesMinor: found.taxesMinor - goneTaxes };
  const split = payoutSplit(
    {
      amountMinor: p.chargeMinor,
      feeMinor: p.chargeFeeMinor,
      taxesMinor: found.taxesMinor,
      currency: p.currency,
    },
    kept,
    feeReturned,
  );
  // A host who cancels a paid stay, or gives a claim back, bears its card processing, once (decision 0089).
  const hostCharge =
    cause !== undefined && hostPaysProcessing(cause) && p.hostChargeMinor === 0
      ? cardProcessingMinor(p.chargeMinor, p.currency)
      : 0;
  const change = {
    amountMinor: split.hostMinor,
    feeMinor: split.feeMinor,
    feeReturned,
    settledRefundedMinor: found.refundedMinor,
    ...(hostCharge > 0 ? { hostChargeMinor: hostCharge } : {}),
  };
  if (!started) {
    const status = p.status === 'held' ? 'held' : split.hostMinor > 0 ? 'scheduled' : 'reversed';
    await repo.updatePayout(tx, p.id, { ...change, status });
    return [];
  }
  // In flight (no answer to the transfer yet): the job settles again once the transfer is known.
  if (!p.providerTransferId && !p.paidAt) {
    await repo.updatePayout(tx, p.id, change);
    return [];
  }
  return settleTransferred(tx, p, split.hostMinor, disputeWithdrawn, change);
}

/** Settles a payment's payout after one of its refunds got its answer, then sends any reversal. */
export async function settleAfterRefund(deps: PaymentDeps, paymentId: number): Promise<void> {
  const reversalIds = await deps.db.transaction((tx) => settlePayout(tx, paymentId));
  await sendReversals(deps, reversalIds);
}

/** Holds a payout while a dispute is open (not transferred while held), or lets it go on. */
export async function holdPayout(tx: Tx, paymentId: number, held: boolean): Promise<void> {
  const found = await repo.payoutOfPayment(tx, paymentId);
  if (!found) return;
  const p = found.payout;
  if (held && p.status !== 'held') await repo.updatePayout(tx, p.id, { status: 'held' });
  if (!held && p.status === 'held') {
    const left =
      (p.transferredMinor ?? 0) + p.withheldMinor + p.returnedMinor - p.reversedMinor - p.owedMinor;
    const status =
      p.providerTransferId || p.paidAt
        ? left > 0
          ? 'paid'
          : 'reversed'
        : p.amountMinor > 0
          ? 'scheduled'
          : 'reversed';
    await repo.updatePayout(tx, p.id, { status });
  }
}

/**
 * A dispute lost: the guest's bank kept the charge, so the host keeps nothing of it. The hold ends and the
 * payout settles to nothing; what the dispute's withdrawal took back already stays taken (decision 0066).
 */
export async function reverseForLostDispute(tx: Tx, paymentId: number): Promise<number[]> {
  await holdPayout(tx, paymentId, false);
  return settlePayout(tx, paymentId);
}
