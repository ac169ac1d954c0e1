import type { Review } from '@innkeep/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/reviews`. */
export async function getReviews(signal?: AbortSignal): Promise<Review[]> {
  const body = await api.GET('/api/reviews', { signal });
  return body.data;
}

export const reviewsQuery = queryOptions({
  queryKey: ['reviews'] as const,
  queryFn: ({ signal }) => getReviews(signal),
});

export function useReviews() {
  return useQuery(reviewsQuery);
}
