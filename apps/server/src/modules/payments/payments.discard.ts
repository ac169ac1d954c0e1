import type { Tx } from '../../db/client.ts';
import * as repo from './payments.discard.repository.ts';

/**
 * Deletes a reservation's payments when none of them moved money (every one failed or was cancelled, none
 * refunded), so the reservation they belonged to can go too (a declined staff payment, decision 0025).
 * Returns false, changing nothing, when any payment did more.
 */
export async function discardUnpaidPayments(tx: Tx, reservationId: number): Promise<boolean> {
  const { rows, refunded } = await repo.paymentsWithRefunds(tx, reservationId);
  if (refunded || rows.some((p) => p.status !== 'failed' && p.status !== 'canceled')) return false;
  await repo.deletePayments(
    tx,
    rows.map((p) => p.id),
  );
  return true;
}
