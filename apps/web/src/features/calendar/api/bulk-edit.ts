import type { BulkEditInput, BulkEditReply } from '@innkeep/contract/calendar-bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calendarKeys } from './get-calendar.ts';

/**
 * `POST /api/calendar/bulk` (docs/requirements/host.md#R-H17): nights of several listings priced, blocked or
 * unblocked at once, all or nothing; 404 not mine, 409 a stay in the way, 422 by field.
 */
export function bulkEdit(input: BulkEditInput): Promise<BulkEditReply> {
  return api.POST('/api/calendar/bulk', { body: input });
}

export function useBulkEdit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkEdit,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: calendarKeys.all });
      // Prices a guest page may hold (calculation, stay calendar) are stale now.
      await client.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
