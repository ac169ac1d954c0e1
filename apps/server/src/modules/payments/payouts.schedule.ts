import { CLAIM_PAYOUT_HOLD_DAYS } from '@innkeep/contract/deposit-claims';
import type { Tx } from '../../db/client.ts';
import type { PaymentRow } from './payments.repository.ts';
import { platformFee } from './payments.rules.ts';
import * as repo from './payouts.repository.ts';
import { payoutSplit, stayPayoutDueAt } from './payouts.rules.ts';

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
  const fee =
    payment.feeMinor > 0 ? payment.feeMinor : platformFee(receivedMinor, feePercent, payment.currency);
  await schedule(
    tx,
    payment,
    receivedMinor,
    fee,
    new Date(now.getTime() + CLAIM_PAYOUT_HOLD_DAYS * 86_400_000),
  );
}

async function schedule(tx: Tx, payment: PaymentRow, chargeMinor: number, feeMinor: number, due: Date) {
  const taxesMinor = payment.taxesMinor; // a claim's charge carries none
  const split = payoutSplit(
    { amountMinor: chargeMinor, feeMinor, taxesMinor, currency: payment.currency },
    { minor: chargeMinor, taxesMinor },
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
