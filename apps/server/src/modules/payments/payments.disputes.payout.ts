import type { PaymentDeps } from '../../lib/deps.ts';
import type { DisputeRow } from './payments.disputes.repository.ts';
import * as repo from './payments.disputes.repository.ts';
import { sendReversals } from './payouts.reversals.ts';
import { holdPayout, reverseForLostDispute, settlePayout } from './payouts.service.ts';

/** What a dispute means for the host's payout of the disputed payment. */
export type PayoutAction = 'hold' | 'release' | 'reverse';

/**
 * The payout rule of a dispute: while it is open the host's payout of that payment is held (not sent), and
 * once the bank has withdrawn the charge (a chargeback's creation or `funds_withdrawn`, whichever is seen
 * first) the host's share already sent is taken back at once (decision 0066); a dispute won releases the
 * payout and sends the share again; a dispute lost leaves the host nothing. An inquiry closed without a
 * chargeback (`warning_closed`) releases it too.
 */
export function payoutActionOf(dispute: Pick<DisputeRow, 'closedAt' | 'outcome'>): PayoutAction {
  if (dispute.closedAt === null) return 'hold';
  return dispute.outcome === 'lost' ? 'reverse' : 'release';
}

/**
 * Called after every change of a dispute has been committed, outside any transaction: the host's payout of
 * the disputed payment is held, released or reversed (payouts module, decision 0021); a reversal is sent
 * after its own commit. Returns the action taken.
 */
export async function onDisputeChanged(deps: PaymentDeps, disputeId: number): Promise<PayoutAction | null> {
  const dispute = await repo.findById(deps.db, disputeId);
  if (!dispute) return null;
  const action = payoutActionOf(dispute);
  const reversalIds = await deps.db.transaction(async (tx) => {
    if (action === 'reverse') return reverseForLostDispute(tx, dispute.paymentId);
    await holdPayout(tx, dispute.paymentId, action === 'hold');
    return settlePayout(tx, dispute.paymentId);
  });
  await sendReversals(deps, reversalIds);
  return action;
}
