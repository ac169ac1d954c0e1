import type { DataCount } from '@innkeep/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** `GET /api/admin/data-count`: the four figures of `/admin`. */
export async function getDataCount(signal?: AbortSignal): Promise<DataCount> {
  const body = await api.GET('/api/admin/data-count', { signal });
  return body.data;
}

export function useDataCount() {
  return useQuery({ queryKey: adminKeys.counts, queryFn: ({ signal }) => getDataCount(signal) });
}
