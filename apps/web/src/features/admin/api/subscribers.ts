import type { AdminSubscriber, SubscriberCounts } from '@innkeep/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveCsv } from '../../../lib/save-csv.ts';
import { adminKeys } from './admin-keys.ts';

/** `DELETE /api/admin/subscribers/{id}`. */
export function deleteSubscriber(subscriber: Pick<AdminSubscriber, 'id'>): Promise<{ message: string }> {
  return api.DELETE('/api/admin/subscribers/{id}', { params: { path: { id: subscriber.id } } });
}

/** `GET /api/admin/subscribers/counts`: all, confirmed, pending and unsubscribed; reloads with the list. */
export function useSubscriberCounts() {
  return useQuery({
    queryKey: [...adminKeys.all, 'subscriber-counts'],
    queryFn: async ({ signal }): Promise<SubscriberCounts> =>
      (await api.GET('/api/admin/subscribers/counts', { signal })).data,
  });
}

/** `GET /api/admin/subscribers.csv`, saved as a file. */
export async function downloadSubscribersCsv(): Promise<void> {
  const csv = await api.GET('/api/admin/subscribers.csv', {});
  saveCsv('subscribers.csv', csv ?? '');
}
