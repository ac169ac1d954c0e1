import { CLAIM_PAYOUT_HOLD_DAYS } from '@innkeep/contract/deposit-claims';
import { toMajor } from '@innkeep/contract/money';
import type { PayoutLine } from '@innkeep/contract/payouts';
import { TransferRefused } from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
// A cycle with payments.service (which schedules payouts): only between function bodies, never at load time.
import {
  type PaymentDeps,
  type PaymentRow,
  platformFee,
  type RefundCause,
} from '../payments/payments.service.ts';
import * as repo from './payouts.repository.ts';
import { payoutSplit, returnsFee, stayPayoutDueAt } from './payouts.rules.ts';

/**
 * Hosts are paid after check-in (decision 0021): the stay is charged on the platform, and a payout row per
 * captured payment moves the host's share later by a Transfer funded by that charge. Everything that
 * changes what the guest keeps paid settles the payout again (`settlePayout`): before the transfer it just
 * lowers (or raises back) what will be sent; after it, the host's share of money refunded is taken back
 * with a Transfer Reversal, written first and sent outside any transaction.
 */

/** A refused transfer or reversal is tried again this much later (the host may finish onboarding meanwhile). */
export const RETRY_AFTER_MS = 60 * 60_000;

/** The stay's payout, written where the payment becomes succeeded (applyIntent's transaction). */
export async function scheduleStayPayout(tx: Tx, payment: PaymentRow): Promise<void> {
  const stay = await repo.stayFacts(tx, payment.reservationId);
  if (!stay) return;
  await schedule(
    tx,
    payment,
    payment.amountMinor,
    payment.feeMinor,
    stayPayoutDueAt(stay.startDate, stay.checkInTime, stay.timeZone),
  );
}

/**
 * A damage-deposit claim's payout: held CLAIM_PAYOUT_HOLD_DAYS after the charge, while the guest's bank may
 * still take it back (decision 0060), and the platform's fee is taken on it too.
 */
export async function scheduleClaimPayout(
  tx: Tx,
  feePercent: number,
  payment: PaymentRow,
  receivedMinor: number,
  now: Date,
): Promise<void> {
  if (receivedMinor <= 0) return;
  const fee = payment.feeMinor > 0 ? payment.feeMinor : platformFee(receivedMinor, feePercent);
  await schedule(
    tx,
    payment,
    receivedMinor,
    fee,
    new Date(now.getTime() + CLAIM_PAYOUT_HOLD_DAYS * 86_400_000),
  );
}

async function schedule(tx: Tx, payment: PaymentRow, chargeMinor: number, feeMinor: number, due: Date) {
  const split = payoutSplit({ amountMinor: chargeMinor, feeMinor }, chargeMinor, false);
  await repo.insertPayout(tx, {
    reservationId: payment.reservationId,
    paymentId: payment.id,
    chargeMinor,
    chargeFeeMinor: feeMinor,
    amountMinor: split.hostMinor,
    feeMinor: split.feeMinor,
    currency: payment.currency,
    status: split.hostMinor > 0 ? 'scheduled' : 'reversed',
    scheduledFor: due,
    idempotencyKey: `pay:${payment.id}:transfer`,
  });
}

/**
 * Makes the payment's payout follow what the guest keeps paid, in the caller's transaction (the payout is
 * locked). Before the transfer, refunds still pending count as gone (the host is never sent money that may
 * go back); once transferred, only refunds that succeeded are taken back, by a reversal row returned here for
 * the caller to send after its commit. `cause` records a refund that returns the platform's fee.
 */
export async function settlePayout(tx: Tx, paymentId: number, cause?: RefundCause): Promise<number[]> {
  const found = await repo.payoutOfPayment(tx, paymentId);
  if (!found) return [];
  const { payout: p, refundedMinor, pendingRefundMinor } = found;
  const feeReturned = p.feeReturned || (cause !== undefined && returnsFee(cause));
  const started = p.transferredMinor !== null;
  const kept = p.chargeMinor - refundedMinor - (started ? 0 : pendingRefundMinor);
  const split = payoutSplit({ amountMinor: p.chargeMinor, feeMinor: p.chargeFeeMinor }, kept, feeReturned);
  const change = {
    amountMinor: split.hostMinor,
    feeMinor: split.feeMinor,
    feeReturned,
    settledRefundedMinor: refundedMinor,
  };
  if (!started) {
    const status = p.status === 'held' ? 'held' : split.hostMinor > 0 ? 'scheduled' : 'reversed';
    await repo.updatePayout(tx, p.id, { ...change, status });
    return [];
  }
  // In flight (no transfer id yet): the job settles again once the transfer is known.
  if (!p.providerTransferId) {
    await repo.updatePayout(tx, p.id, change);
    return [];
  }
  const transferred = p.transferredMinor ?? 0;
  const owed = transferred - p.reversedMinor - split.hostMinor;
  const reversedMinor = p.reversedMinor + Math.max(0, owed);
  const status = p.status === 'held' ? 'held' : transferred - reversedMinor > 0 ? 'paid' : 'reversed';
  await repo.updatePayout(tx, p.id, { ...change, reversedMinor, status });
  return owed > 0 ? [await writeReversal(tx, p.id, owed)] : [];
}

/** Writes the payout's next reversal (its key numbered under the payout's lock), to be sent after the commit. */
async function writeReversal(tx: Tx, payoutId: number, amountMinor: number): Promise<number> {
  const n = (await repo.countReversals(tx, payoutId)) + 1;
  const reversal = await repo.insertReversal(tx, {
    payoutId,
    amountMinor,
    idempotencyKey: `payout:${payoutId}:reversal:${n}`,
  });
  return reversal.id;
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
    const left = (p.transferredMinor ?? 0) - p.reversedMinor;
    const status = p.providerTransferId
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
 * A dispute lost: the guest's bank took the charge back from the platform, so the host's share of it goes
 * too. Nothing more is sent; what was transferred is taken back by a reversal row returned for the caller
 * to send after its commit. Refunds are refused on a disputed charge, so nothing settles it again.
 */
export async function reverseForLostDispute(tx: Tx, paymentId: number): Promise<number[]> {
  const found = await repo.payoutOfPayment(tx, paymentId);
  if (!found) return [];
  const p = found.payout;
  const owed = p.providerTransferId ? (p.transferredMinor ?? 0) - p.reversedMinor : 0;
  await repo.updatePayout(tx, p.id, {
    amountMinor: 0,
    feeMinor: 0,
    reversedMinor: p.reversedMinor + Math.max(0, owed),
    status: 'reversed',
  });
  return owed > 0 ? [await writeReversal(tx, p.id, owed)] : [];
}

export async function sendReversals(deps: PaymentDeps, ids: readonly number[]): Promise<void> {
  for (const id of ids) await executeReversal(deps, id).catch(() => undefined);
}

/**
 * Sends a pending reversal (its row already written) and records the answer. A refusal (the host's balance
 * no longer covers it) gives the amount back to the payout's books and settles it again after RETRY_AFTER_MS
 * under a new key; a failure to reach the provider leaves it pending for the job, with the same key.
 */
export async function executeReversal(
  deps: PaymentDeps,
  reversalId: number,
  now = new Date(),
): Promise<void> {
  const found = await repo.findReversal(deps.db, reversalId);
  if (found?.reversal.status !== 'pending' || !found.transferId) return;
  const r = found.reversal;
  let outcome: { id: string } | { refused: string };
  try {
    outcome = await deps.payments.reverseTransfer({
      transferId: found.transferId,
      amountMinor: r.amountMinor,
      idempotencyKey: r.idempotencyKey,
      metadata: { payout_id: String(r.payoutId) },
    });
  } catch (err) {
    if (!(err instanceof TransferRefused)) throw err;
    outcome = { refused: err.message };
  }
  await deps.db.transaction(async (tx) => {
    const current = await repo.findReversal(tx, reversalId, true);
    if (current?.reversal.status !== 'pending') return;
    if ('id' in outcome) {
      await repo.updateReversal(tx, reversalId, { status: 'succeeded', providerReversalId: outcome.id });
      return;
    }
    await repo.updateReversal(tx, reversalId, { status: 'failed', failureMessage: outcome.refused });
    const payout = await repo.findPayout(tx, r.payoutId);
    if (!payout) return;
    const reversedMinor = payout.payout.reversedMinor - r.amountMinor;
    await repo.updatePayout(tx, r.payoutId, {
      reversedMinor,
      status: payout.payout.status === 'held' ? 'held' : 'paid',
      // -1 never equals a payment's refunded amount: the job settles it again when retry_at comes.
      settledRefundedMinor: -1,
      retryAt: new Date(now.getTime() + RETRY_AFTER_MS),
      failureMessage: `Transfer reversal refused: ${outcome.refused}`,
    });
  });
}

/**
 * Transfers one claimed payout (settled and its amount frozen in the claim's transaction), outside any
 * transaction, and applies the answer: paid (then settled again, for a refund that came meanwhile), or,
 * refused, tried again after RETRY_AFTER_MS under the next attempt's key.
 */
export async function transferPayout(deps: PaymentDeps, payoutId: number, now = new Date()): Promise<void> {
  const found = await repo.findPayout(deps.db, payoutId);
  const p = found?.payout;
  if (!found?.providerPaymentId || !p || p.status !== 'scheduled' || p.transferredMinor === null) return;
  if (!p.destinationAccountId) return;
  let outcome: { id: string } | { refused: string };
  try {
    outcome = await deps.payments.transfer({
      amountMinor: p.transferredMinor,
      currency: p.currency,
      destinationAccountId: p.destinationAccountId,
      sourcePaymentIntentId: found.providerPaymentId,
      transferGroup: `res:${p.reservationId}`,
      idempotencyKey: p.idempotencyKey,
      metadata: { payout_id: String(p.id), reservation_id: String(p.reservationId) },
    });
  } catch (err) {
    if (!(err instanceof TransferRefused)) return; // No answer: the lease runs out and the job repeats it.
    outcome = { refused: err.message };
  }
  const reversalIds = await deps.db.transaction(async (tx) => {
    const current = await repo.payoutOfPayment(tx, p.paymentId);
    if (!current || current.payout.providerTransferId || current.payout.transferredMinor === null) return [];
    if ('refused' in outcome) {
      await repo.updatePayout(tx, p.id, {
        transferredMinor: null,
        attempts: current.payout.attempts + 1,
        idempotencyKey: `pay:${p.paymentId}:transfer:${current.payout.attempts + 2}`,
        retryAt: new Date(now.getTime() + RETRY_AFTER_MS),
        failureMessage: outcome.refused,
      });
      return [];
    }
    await repo.updatePayout(tx, p.id, {
      providerTransferId: outcome.id,
      status: current.payout.status === 'held' ? 'held' : 'paid',
      paidAt: now,
      failureMessage: null,
      retryAt: null,
    });
    return settlePayout(tx, p.paymentId);
  });
  await sendReversals(deps, reversalIds);
}

/**
 * In the job's claim transaction: settles a due payout and, when something is left to pay and the host has
 * an account to receive it, freezes the amount and the destination for the transfer. Returns whether to
 * transfer it now.
 */
export async function prepareTransfer(tx: Tx, payoutId: number, now: Date): Promise<boolean> {
  const row = await repo.findPayout(tx, payoutId);
  if (!row) return false;
  await settlePayout(tx, row.payout.paymentId);
  const settled = await repo.payoutOfPayment(tx, row.payout.paymentId);
  const p = settled?.payout;
  if (p?.status !== 'scheduled' || p.amountMinor <= 0) return false;
  if (p.transferredMinor !== null) return true;
  const destination = await repo.destinationOf(tx, p.id);
  if (!destination) {
    await repo.updatePayout(tx, p.id, {
      retryAt: new Date(now.getTime() + RETRY_AFTER_MS),
      failureMessage: 'The host has no payment account that can receive transfers yet.',
    });
    return false;
  }
  await repo.updatePayout(tx, p.id, { transferredMinor: p.amountMinor, destinationAccountId: destination });
  return true;
}

const wire = (p: repo.PayoutRow): PayoutLine => ({
  reservation_id: p.reservationId,
  amount: toMajor(p.amountMinor, p.currency),
  fee: toMajor(p.feeMinor, p.currency),
  currency: p.currency,
  status: p.status,
  scheduled_for: p.scheduledFor.toISOString(),
  paid_at: p.paidAt ? p.paidAt.toISOString() : null,
});

/** The host's payouts for the payouts page, the latest first. */
export async function payoutsOfHost(db: Tx, hostId: number): Promise<PayoutLine[]> {
  return (await repo.payoutsOfHost(db, hostId)).map(wire);
}

/** A reservation's payouts for its detail drawer, oldest first. */
export async function payoutsOfReservation(db: Tx, reservationId: number): Promise<PayoutLine[]> {
  return (await repo.payoutsOfReservation(db, reservationId)).map(wire);
}
