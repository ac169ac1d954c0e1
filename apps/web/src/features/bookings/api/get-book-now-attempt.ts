import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** How often a Book now the server is still working on is asked about again. */
const RUNNING_POLL_MS = 1_500;

/** `GET /api/bookings/attempts/{key}`: what the Book now sent with this Idempotency-Key became (404: nothing). */
export function useBookNowAttempt(key: string | null) {
  return useQuery({
    queryKey: ['bookings', 'attempt', key] as const,
    queryFn: async ({ signal }) =>
      (await api.GET('/api/bookings/attempts/{key}', { params: { path: { key: key ?? '' } }, signal })).data,
    enabled: key !== null,
    staleTime: 0,
    // Still running on the server: ask again until it has answered.
    refetchInterval: (query) => (query.state.data?.state === 'running' ? RUNNING_POLL_MS : false),
  });
}
