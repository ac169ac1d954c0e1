import type { BillingInput, PaymentReply } from '@innkeep/contract/payments';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/bookings/billing`: pays an approved reservation named by its `unique_hash`. */
export function payReservation(input: BillingInput, idempotencyKey?: string): Promise<PaymentReply> {
  return api.POST('/api/bookings/billing', {
    body: input,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined,
  });
}
