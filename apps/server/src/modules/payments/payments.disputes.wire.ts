import type { AdminDispute, DisputeWire } from '@innkeep/contract/disputes';
import { toMajor } from '@innkeep/contract/money';
import type { Tx } from '../../db/client.ts';
import type { DisputeRow } from './payments.disputes.repository.ts';
import { disputeReasonText, openDisputes } from './payments.disputes.ts';

/** A dispute as the host's detail view and the admin's list show it. */
export const disputeWire = (d: DisputeRow): DisputeWire => ({
  status: d.status,
  reason: d.reason,
  reason_text: disputeReasonText(d.reason),
  amount: toMajor(d.amountMinor, d.currency),
  currency: d.currency.toUpperCase(),
  evidence_due_by: d.evidenceDueBy?.toISOString() ?? null,
  outcome: d.outcome,
  open: d.closedAt === null,
});

/** `GET /api/admin/disputes`. */
export async function adminDisputes(db: Tx): Promise<AdminDispute[]> {
  return (await openDisputes(db)).map((row) => ({
    ...disputeWire(row.dispute),
    id: row.dispute.id,
    reservation_id: row.dispute.reservationId,
    listing: row.listingName ?? '',
    host_email: row.hostEmail,
    created_at: row.dispute.createdAt.toISOString(),
  }));
}
