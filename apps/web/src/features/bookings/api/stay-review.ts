import type { GuestReviewState, StayReviewInput } from '@innkeep/contract/stay-reviews';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/bookings/reservation/{id}/review`: may the guest review now, and their review once sent. */
export const stayReviewQuery = (hash: string) =>
  queryOptions({
    queryKey: ['bookings', 'reservation', hash, 'review'] as const,
    queryFn: async ({ signal }): Promise<GuestReviewState> =>
      (await api.GET('/api/bookings/reservation/{id}/review', { params: { path: { id: hash } }, signal }))
        .data,
  });

export const useStayReview = (hash: string) => useQuery(stayReviewQuery(hash));

/** `POST /api/bookings/reservation/{id}/review`: 422 on `rating`/`text`, 409 when not (or no longer) possible. */
export function useSendStayReview(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StayReviewInput) =>
      api.POST('/api/bookings/reservation/{id}/review', { params: { path: { id: hash } }, body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: stayReviewQuery(hash).queryKey }),
  });
}
