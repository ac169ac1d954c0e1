import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarKeys } from './get-calendar.ts';

/**
 * A change to nights' prices, blocks or minimum stays: the calendar refreshes after it, and so do the prices a
 * guest page may hold (calculation, stay calendar).
 */
export function usePriceMutation<TInput, TReply>(mutationFn: (input: TInput) => Promise<TReply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: calendarKeys.all });
      await client.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
