import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calendarKeys } from './get-calendar.ts';

/** `DELETE /api/calendar/blocks/{id}`: 200; 404 or 409 (a channel's block) with the text the dialog shows. */
export function unblockDates(id: number): Promise<{ message: string }> {
  return api.DELETE('/api/calendar/blocks/{id}', { params: { path: { id } } });
}

export function useUnblockDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unblockDates,
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
