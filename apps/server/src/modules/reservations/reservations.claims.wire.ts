import type { ClaimStage, DepositClaimWire } from '@innkeep/contract/deposit-claims';
import { toMajor } from '@innkeep/contract/money';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { Tx } from '../../db/client.ts';
import * as repo from './reservations.claims.repository.ts';

/**
 * Where a claim stands (decision 0060): its answer first, then, once charged, its payment (the provider's
 * state) and any refund.
 */
export function stageOf(claim: repo.ClaimRow, payment: repo.PaymentOfClaim | null): ClaimStage {
  if (claim.status === 'awaiting_answer' || claim.status === 'objected' || claim.status === 'rejected') {
    return claim.status;
  }
  if (!payment) return 'charging';
  switch (payment.status) {
    case 'succeeded':
      return payment.refundedMinor >= payment.amountMinor ? 'refunded' : 'charged';
    case 'requires_action':
      return 'awaiting_bank';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return 'charging';
  }
}

/** A claim on the wire, for the host's drawer, the guest's page and the admin's list. */
export async function claimWireOf(
  db: Tx,
  storage: Pick<StoragePort, 'publicUrl'>,
  claim: repo.ClaimRow,
  payment: repo.PaymentOfClaim | null,
  timeZone: string,
): Promise<DepositClaimWire> {
  const stage = stageOf(claim, payment);
  const payout = payment && stage === 'charged' ? await repo.claimPayout(db, payment.id) : null;
  const refundReason = payment?.status === 'succeeded' ? await repo.refundReasonOf(db, payment.id) : null;
  const failure =
    stage !== 'failed'
      ? null
      : payment?.status === 'canceled'
        ? 'The guest did not approve the charge in time.'
        : (payment?.failureMessage ?? 'The card was declined.');
  return {
    id: claim.id,
    amount: toMajor(claim.amountMinor, claim.currency),
    currency: claim.currency,
    reason: claim.reason,
    photos: claim.photos.map((key) => storage.publicUrl(key)),
    status: claim.status,
    stage,
    answer_by: claim.answerDueAt.toISOString(),
    time_zone: timeZone,
    answered_at: claim.answeredAt?.toISOString() ?? null,
    objection: claim.objection,
    decision_note: claim.decisionNote,
    failure,
    refunded: toMajor(payment?.refundedMinor ?? 0, claim.currency),
    refund_reason: refundReason,
    payout_held_until:
      payout && payout.status !== 'paid' && payout.status !== 'reversed'
        ? payout.scheduledFor.toISOString()
        : null,
    created_at: claim.createdAt.toISOString(),
  };
}
