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

/** A claim with its payment (null until charged) and its listing's zone: what its wire is made of. */
export interface ClaimOnFile {
  claim: repo.ClaimRow;
  payment: repo.PaymentOfClaim | null;
  timeZone: string;
}

/** A claim on the wire, for the host's drawer and the guest's page. */
export async function claimWireOf(
  db: Tx,
  storage: Pick<StoragePort, 'publicUrl'>,
  claim: repo.ClaimRow,
  payment: repo.PaymentOfClaim | null,
  timeZone: string,
): Promise<DepositClaimWire> {
  const [wire] = await claimWiresOf(db, storage, [{ claim, payment, timeZone }]);
  if (!wire) throw new Error('no claim wire');
  return wire;
}

/** Claims on the wire, for the admin's list: their payouts and refund reasons read in one query each. */
export async function claimWiresOf(
  db: Tx,
  storage: Pick<StoragePort, 'publicUrl'>,
  claims: ClaimOnFile[],
): Promise<DepositClaimWire[]> {
  const paid = claims.flatMap(({ payment }) => (payment ? [payment.id] : []));
  const extras = await repo.claimPaymentExtras(db, paid);
  return claims.map((c) => claimWire(storage, c, c.payment ? extras.get(c.payment.id) : undefined));
}

function claimWire(
  storage: Pick<StoragePort, 'publicUrl'>,
  { claim, payment, timeZone }: ClaimOnFile,
  extras: repo.ClaimPaymentExtras | undefined,
): DepositClaimWire {
  const stage = stageOf(claim, payment);
  const payout = stage === 'charged' ? (extras?.payout ?? null) : null;
  const refundReason = payment?.status === 'succeeded' ? (extras?.refundReason ?? null) : null;
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
