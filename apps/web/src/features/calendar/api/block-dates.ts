import type { CalendarBlock } from '@innkeep/contract/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client.ts';
import { calendarKeys } from './get-calendar.ts';

/** `POST /api/calendar/blocks`: 200 the block; 409 over a reservation or another block; 422 by field. */
export function blockDates(
  input: ApiBody<'/api/calendar/blocks'>,
): Promise<{ message: string; data: CalendarBlock }> {
  return api.POST('/api/calendar/blocks', { body: input });
}

export function useBlockDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: blockDates,
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
