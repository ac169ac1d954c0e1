import type { PaymentReply, StaffPaymentInput } from '@innkeep/contract/payments';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/reservations` (the staff payment form): a stay on one of the host's listings, paid by card now. */
export function createStaffPayment(input: StaffPaymentInput, idempotencyKey?: string): Promise<PaymentReply> {
  return api.post<PaymentReply>('/reservations', input, {
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined,
  });
}
