import type { InquiryReply } from '@innkeep/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/** `POST /api/bookings/inquiry` -> 201 `{ message, data: { reservation_id, unique_hash, hold_hours } }`. */
export function sendInquiry(input: ApiBody<'/api/bookings/inquiry'>): Promise<InquiryReply> {
  return api.POST('/api/bookings/inquiry', { body: input });
}

export function useSendInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendInquiry,
    // An inquiry holds no dates today, but the host may approve it soon: refetch rather than trust the cache.
    onSuccess: () => client.invalidateQueries({ queryKey: ['bookings', 'unavailable-dates'] }),
  });
}
