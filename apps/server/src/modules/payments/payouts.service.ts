import { cardProcessingMinor } from '@innkeep/contract/card-processing';
import { CLAIM_PAYOUT_HOLD_DAYS } from '@innkeep/contract/deposit-claims';
import { TransferRefused } from '../../adapters/payments/payments.port.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentDeps } from '../../lib/deps.ts';
import type { PaymentRow } from './payments.repository.ts';
import { platformFee } from './payments.rules.ts';
import { withholdDebts } from './payouts.debts.ts';
import { notifyFailedPayout } from './payouts.failures.ts';
import * as repo from './payouts.repository.ts';
import {
  hostPaysProcessing,
  inSettlement,
  MAX_TRANSFER_ATTEMPTS,
  payoutSplit,
  type RefundCause,
  returnsFee,
  stayPayoutDueAt,
} from './payouts.rules.ts';
import { applyMoveOutcome, type MoveOutcome, settleTransferred } from './payouts.settle.ts';

/** Payouts due, failed and held with the oldest's age (metrics). */
export const payoutBacklog = (db: Tx) => repo.payoutBacklog(db);

/**
 * Hosts are paid after check-in (decision 0021): the stay is charged on the platform, and a payout row per
 * captured payment moves the host's share later by a Transfer funded by that charge. Everything that
 * changes what the guest keeps paid settles the payout again (`settlePayout`): before the transfer it just
 * lowers (or raises back) what will be sent; after it, the host's share of money refunded is taken back
 * with a Transfer Reversal, written first and sent outside any transaction.
 */

/** A refused transfer or reversal is tried again this much later (the host may finish onboarding meanwhile). */
export const RETRY_AFTER_MS = 60 * 60_000;

/**
 * The stay's payout, written where the payment becomes succeeded (applyIntent's transaction); what will be
 * sent and when, for the host's booking e-mail (null when no payout was written).
 */
export async function scheduleStayPayout(
  tx: Tx,
  payment: PaymentRow,
): Promise<{ amountMinor: number; scheduledFor: Date } | null> {
  const stay = await repo.stayFacts(tx, payment.reservationId);
  if (!stay) return null;
  return schedule(
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
  const split = payoutSplit(
    { amountMinor: chargeMinor, feeMinor, currency: payment.currency },
    chargeMinor,
    false,
  );
  const row = await repo.insertPayout(tx, {
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
  return row && row.status === 'scheduled'
    ? { amountMinor: row.amountMinor, scheduledFor: row.scheduledFor }
    : null;
}

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
  const { payout: p, refundedMinor, pendingRefundMinor, returnedMinor, disputeWithdrawn } = found;
  const feeReturned = p.feeReturned || (cause !== undefined && returnsFee(cause));
  const started = p.transferredMinor !== null;
  const gone = refundedMinor + returnedMinor + (started ? 0 : pendingRefundMinor);
  const kept = disputeWithdrawn ? 0 : p.chargeMinor - gone;
  const split = payoutSplit(
    { amountMinor: p.chargeMinor, feeMinor: p.chargeFeeMinor, currency: p.currency },
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
    settledRefundedMinor: refundedMinor,
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

/**
 * Transfers one claimed payout (settled and its amount frozen in the claim's transaction), outside any
 * transaction, and applies the answer: paid (then settled again, for a refund that came meanwhile), or,
 * refused, tried again after RETRY_AFTER_MS under the next attempt's key.
 */
export async function transferPayout(deps: PaymentDeps, payoutId: number, now = new Date()): Promise<void> {
  const found = await repo.findPayout(deps.db, payoutId);
  let p = found?.payout;
  if (!found?.providerPaymentId || !p || p.status !== 'scheduled' || p.transferredMinor === null) return;
  if (!p.destinationAccountId) return;
  if (p.transferredMinor === 0) return paidByDebts(deps, p.paymentId, now);
  // No answer from the provider: said on the payout line, and the job repeats it once the lease runs out.
  const settled = await settlementOf(deps, p, found.providerPaymentId).catch(async (err: unknown) => {
    const why = err instanceof Error ? err.message : String(err);
    await repo.updatePayout(deps.db, payoutId, {
      failureMessage: `Waiting for the payment provider: ${why}`,
    });
    return null;
  });
  if (!settled) return;
  p = settled;
  let outcome: { id: string } | { refused: string };
  try {
    outcome = await deps.payments.transfer({
      amountMinor: inSettlement(p, p.transferredMinor ?? 0),
      currency: p.transferCurrency ?? p.currency,
      destinationAccountId: p.destinationAccountId ?? '',
      sourcePaymentIntentId: found.providerPaymentId,
      transferGroup: `res:${p.reservationId}`,
      idempotencyKey: p.idempotencyKey,
      metadata: { payout_id: String(p.id), reservation_id: String(p.reservationId) },
    });
  } catch (err) {
    if (!(err instanceof TransferRefused)) return; // No answer: the lease runs out and the job repeats it.
    outcome = { refused: err.message };
  }
  const paymentId = p.paymentId;
  const reversalIds = await deps.db.transaction(async (tx) => {
    const current = await repo.payoutOfPayment(tx, paymentId);
    if (!current || current.payout.providerTransferId || current.payout.transferredMinor === null) return [];
    if ('refused' in outcome) {
      await recordRefusal(tx, deps, current.payout, outcome.refused, now);
      return [];
    }
    await repo.updatePayout(tx, current.payout.id, {
      providerTransferId: outcome.id,
      status: current.payout.status === 'held' ? 'held' : 'paid',
      paidAt: now,
      failureMessage: null,
      retryAt: null,
    });
    return settlePayout(tx, paymentId);
  });
  await sendReversals(deps, reversalIds);
}

/** A payout kept whole for the host's earlier debts: paid, with no transfer to send. */
export async function paidByDebts(deps: PaymentDeps, paymentId: number, now: Date): Promise<void> {
  const reversalIds = await deps.db.transaction(async (tx) => {
    const current = await repo.payoutOfPayment(tx, paymentId);
    const p = current?.payout;
    if (!p || p.paidAt || p.transferredMinor !== 0) return [];
    const status = p.status === 'held' ? 'held' : 'paid';
    await repo.updatePayout(tx, p.id, { status, paidAt: now, failureMessage: null, retryAt: null });
    return settlePayout(tx, paymentId);
  });
  await sendReversals(deps, reversalIds);
}

/**
 * A refused transfer is tried again under the next attempt's key after RETRY_AFTER_MS; refused
 * MAX_TRANSFER_ATTEMPTS times it is an incident, not a silent hourly retry: the payout is `failed` and the
 * host and the admins are e-mailed (decision 0049).
 */
async function recordRefusal(tx: Tx, deps: PaymentDeps, payout: repo.PayoutRow, refused: string, now: Date) {
  const attempts = payout.attempts + 1;
  const failed = attempts >= MAX_TRANSFER_ATTEMPTS;
  await repo.updatePayout(tx, payout.id, {
    transferredMinor: null,
    attempts,
    idempotencyKey: `pay:${payout.paymentId}:transfer:${attempts + 1}`,
    retryAt: failed ? null : new Date(now.getTime() + RETRY_AFTER_MS),
    failureMessage: failed
      ? `The payment provider refused the transfer ${attempts} times: ${refused}`
      : refused,
    ...(failed ? { status: 'failed' as const } : {}),
  });
  if (failed) await notifyFailedPayout(tx, deps, payout.id);
}

/**
 * The payout with what its charge became on the platform (currency, amount), read from the provider's
 * balance transaction once, before the first transfer, and kept on the row (decision 0049).
 */
async function settlementOf(deps: PaymentDeps, p: repo.PayoutRow, paymentIntentId: string) {
  if (p.transferCurrency && p.chargeSettledMinor !== null) return p;
  const settled = await deps.payments.chargeSettlement(paymentIntentId);
  const change = {
    transferCurrency: settled.currency.toLowerCase(),
    chargeSettledMinor:
      settled.currency.toLowerCase() === p.currency.toLowerCase() ? p.chargeMinor : settled.amountMinor,
    exchangeRate: settled.exchangeRate,
  };
  await repo.updatePayout(deps.db, p.id, change);
  return { ...p, ...change };
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
  const withheld = await withholdDebts(tx, p);
  await repo.updatePayout(tx, p.id, {
    transferredMinor: Math.max(0, p.amountMinor - withheld),
    destinationAccountId: destination,
  });
  return true;
}
