import type { PaymentReply } from '@innkeep/contract/payments';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/**
 * `POST /api/bookings` (Book now): 201 paid, 202 with `next_action` (3-D Secure), 402 declined with the
 * provider's message, 409 dates taken, 422 per field. Called inside the card payment loop, not as a mutation,
 * because the loop owns the processing state.
 */
export function createBooking(
  input: ApiBody<'/api/bookings'>,
  idempotencyKey?: string,
): Promise<PaymentReply> {
  return api.POST('/api/bookings', {
    body: input,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined,
  });
}
