import type { AdminCancelInput, AdminCancelReply } from '@innkeep/contract/cancellation-wire';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/admin/reservations/{id}/cancel`: cancelled with a full refund, whoever bears it (decision 0023). */
export function cancelReservation({
  id,
  ...body
}: { id: number } & AdminCancelInput): Promise<z.infer<typeof AdminCancelReply>> {
  return api.POST('/api/admin/reservations/{id}/cancel', { params: { path: { id } }, body });
}
