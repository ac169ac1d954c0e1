import type { Tx } from '../../db/client.ts';
import { recordDebt } from './payouts.debts.ts';
import * as repo from './payouts.repository.ts';

/**
 * A transferred payout following the host's share (`hostMinor`) after a refund or a dispute (decisions 0021,
 * 0066). The host has been credited the transfer plus what it kept back for earlier debts; what the host
 * no longer keeps is taken back by a reversal of what is left of the transfer, and anything beyond that is
 * recorded as owed. A dispute won gives back what the dispute took: first by forgiving what is still owed,
 * then by a new transfer (a `return` row). Rows are returned for the caller to send after its commit.
 */
export async function settleTransferred(
  tx: Tx,
  p: repo.PayoutRow,
  hostMinor: number,
  disputed: boolean,
  change: Partial<repo.PayoutRow>,
): Promise<number[]> {
  const transferred = p.transferredMinor ?? 0;
  // Reversals take only from the first transfer: what a return re-sent is recovered as a debt if need be.
  const credited = transferred + p.withheldMinor + p.returnedMinor;
  const excess = credited - p.reversedMinor - p.owedMinor - hostMinor;
  let { reversedMinor, owedMinor, disputedMinor, returnedMinor } = p;
  const ids: number[] = [];
  let debt = 0;
  if (excess > 0) {
    const reverse = Math.min(excess, transferred - reversedMinor);
    debt = excess - reverse;
    reversedMinor += reverse;
    if (disputed) disputedMinor += excess;
    if (reverse > 0) ids.push(await writeReversal(tx, p.id, reverse, 'reversal'));
  } else if (excess < 0 && !disputed && disputedMinor > 0) {
    const give = Math.min(-excess, disputedMinor);
    const forgive = Math.min(give, p.owedMinor - p.recoveredMinor);
    const resend = give - forgive;
    owedMinor -= forgive;
    disputedMinor -= give;
    returnedMinor += resend;
    if (resend > 0) ids.push(await writeReversal(tx, p.id, resend, 'return'));
  }
  const left = transferred + p.withheldMinor + returnedMinor - reversedMinor - owedMinor - debt;
  const status = p.status === 'held' ? 'held' : left > 0 ? 'paid' : 'reversed';
  const books = { reversedMinor, owedMinor, disputedMinor, returnedMinor };
  await repo.updatePayout(tx, p.id, { ...change, ...books, status });
  if (debt > 0)
    await recordDebt(
      tx,
      { ...p, owedMinor },
      debt,
      'the transfer had nothing left to reverse (its amount was kept for an earlier debt).',
    );
  return ids;
}

/** Writes the payout's next reversal or return (its key numbered under the payout's lock), sent after the commit. */
export async function writeReversal(
  tx: Tx,
  payoutId: number,
  amountMinor: number,
  kind: 'reversal' | 'return',
): Promise<number> {
  const n = (await repo.countReversals(tx, payoutId)) + 1;
  const reversal = await repo.insertReversal(tx, {
    payoutId,
    amountMinor,
    kind,
    idempotencyKey: `payout:${payoutId}:${kind}:${n}`,
  });
  return reversal.id;
}

export type MoveOutcome = { id: string } | { refused: string; code: string };
/** Stripe's codes for a connected account whose balance cannot cover a reversal. */
const WITHDRAWN = new Set(['insufficient_funds', 'balance_insufficient']);

/**
 * Records the provider's answer to a reversal or a return, in its own transaction: a reversal refused because
 * the host withdrew the money becomes a debt (decision 0066); any other refusal is settled again at `retryAt`.
 */
export async function applyMoveOutcome(
  tx: Tx,
  reversalId: number,
  outcome: MoveOutcome,
  retryAt: Date,
): Promise<void> {
  const current = await repo.findReversal(tx, reversalId, true);
  if (current?.reversal.status !== 'pending') return;
  const r = current.reversal;
  if ('id' in outcome) {
    await repo.updateReversal(tx, reversalId, { status: 'succeeded', providerReversalId: outcome.id });
    return;
  }
  await repo.updateReversal(tx, reversalId, { status: 'failed', failureMessage: outcome.refused });
  const found = await repo.payoutOfPayment(
    tx,
    (await repo.findPayout(tx, r.payoutId))?.payout.paymentId ?? 0,
  );
  if (!found) return;
  const p = found.payout;
  const retry = {
    // -1 never equals a payment's refunded amount: the job settles it again when retry_at comes.
    settledRefundedMinor: -1,
    retryAt,
  };
  if (r.kind === 'return') {
    // Not sent: the dispute's share is still the host's to get back, by the next settlement.
    await repo.updatePayout(tx, p.id, {
      ...retry,
      returnedMinor: p.returnedMinor - r.amountMinor,
      disputedMinor: p.disputedMinor + r.amountMinor,
      failureMessage: `Transfer after the dispute was won refused: ${outcome.refused}`,
    });
    return;
  }
  const reversedMinor = p.reversedMinor - r.amountMinor;
  if (WITHDRAWN.has(outcome.code)) {
    await repo.updatePayout(tx, p.id, {
      reversedMinor,
      failureMessage: `Owed by the host: ${outcome.refused}`,
    });
    await recordDebt(
      tx,
      { ...p, reversedMinor },
      r.amountMinor,
      'the host had already withdrawn it to their bank.',
    );
    return;
  }
  await repo.updatePayout(tx, p.id, {
    ...retry,
    reversedMinor,
    status: p.status === 'held' ? 'held' : 'paid',
    failureMessage: `Transfer reversal refused: ${outcome.refused}`,
  });
}
