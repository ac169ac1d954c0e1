import type { StaffReservationReply } from '@innkeep/contract/payments';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/**
 * `POST /api/reservations` (the staff form): a stay on one of the host's listings, held for the guest, who is
 * e-mailed the payment link (decision 0061). No card is taken here.
 */
export function createStaffReservation(
  input: ApiBody<'/api/reservations'>,
  idempotencyKey: string,
): Promise<StaffReservationReply> {
  return api.POST('/api/reservations', { body: input, headers: { 'idempotency-key': idempotencyKey } });
}
