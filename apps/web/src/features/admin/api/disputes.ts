import type { AdminDispute } from '@innkeep/contract/disputes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/admin/disputes`: open disputes, evidence due first. */
export async function getOpenDisputes(signal?: AbortSignal): Promise<AdminDispute[]> {
  return (await api.GET('/api/admin/disputes', { signal })).data;
}

export function useOpenDisputes() {
  return useQuery({ queryKey: ['admin', 'disputes'], queryFn: ({ signal }) => getOpenDisputes(signal) });
}
