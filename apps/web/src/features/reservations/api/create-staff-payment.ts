import type { StaffReservationInput, StaffReservationReply } from '@innkeep/contract/payments';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/reservations` (the staff form): a stay on one of the host's listings, held for the guest, who is
 * e-mailed the payment link (decision 0061). No card is taken here.
 */
export function createStaffReservation(
  input: StaffReservationInput,
  idempotencyKey: string,
): Promise<StaffReservationReply> {
  return api.post<StaffReservationReply>('/reservations', input, {
    headers: { 'idempotency-key': idempotencyKey },
  });
}
