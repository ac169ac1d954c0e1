import type { PayoutLine } from '@innkeep/contract/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/payouts`: what each payment pays the signed-in host, the latest first. */
export async function getPayouts(signal?: AbortSignal): Promise<PayoutLine[]> {
  const body = await api.GET('/api/payouts', { signal });
  return body.data;
}

export const payoutsQuery = queryOptions({
  queryKey: ['payouts'] as const,
  queryFn: ({ signal }) => getPayouts(signal),
});

export function usePayouts() {
  return useQuery(payoutsQuery);
}
