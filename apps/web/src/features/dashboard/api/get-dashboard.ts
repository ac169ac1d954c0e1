import type { Dashboard } from '@innkeep/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/dashboard`: the signed-in host's figures. */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const body = await api.GET('/api/dashboard', { signal });
  return body.data;
}

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'] as const,
  queryFn: ({ signal }) => getDashboard(signal),
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
