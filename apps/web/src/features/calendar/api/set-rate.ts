import type { RateInput, RateReply } from '@innkeep/contract/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { calendarKeys } from './get-calendar.ts';

/** `POST /api/rates`: a price (and minimum stay) for nights [start_date, end_date); 404 not mine; 422 by field. */
export function setRate(input: RateInput): Promise<z.infer<typeof RateReply>> {
  return api.POST('/api/rates', { body: input });
}

export function useSetRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRate,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: calendarKeys.all });
      // Prices a guest page may hold (calculation, stay calendar) are stale now.
      await client.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
