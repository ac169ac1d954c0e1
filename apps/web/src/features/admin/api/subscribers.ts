import type { AdminSubscriber } from '@innkeep/contract/admin';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/admin/subscribers/{id}`. */
export function deleteSubscriber(subscriber: Pick<AdminSubscriber, 'id'>): Promise<{ message: string }> {
  return api.DELETE('/api/admin/subscribers/{id}', { params: { path: { id: subscriber.id } } });
}
