import type { StatusWire } from '@innkeep/contract/reservations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { reservationsKeys } from './get-reservations.ts';

export type StatusOption = z.infer<typeof StatusWire>;

/** `GET /api/reservations/select/list`: the statuses a host may choose (`data.status` on the wire: `status`). */
export async function getStatusList(signal?: AbortSignal): Promise<StatusOption[]> {
  const body = await api.GET('/api/reservations/select/list', { signal });
  return body.status;
}

export const statusListQuery = queryOptions({
  queryKey: reservationsKeys.statuses,
  queryFn: ({ signal }) => getStatusList(signal),
  staleTime: 60 * 60 * 1000,
});

export function useStatusList() {
  return useQuery(statusListQuery);
}
