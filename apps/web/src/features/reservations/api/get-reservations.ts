import type { ReservationRow } from '@innkeep/contract/reservations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every query key of this feature starts here, so a change or delete refreshes them all. */
export const reservationsKeys = {
  all: ['reservations'] as const,
  list: ['reservations', 'list'] as const,
  statuses: ['reservations', 'statuses'] as const,
  detail: (id: number) => ['reservations', 'detail', id] as const,
};

/** `GET /api/reservations`: the signed-in host's reservations. */
export async function getReservations(signal?: AbortSignal): Promise<ReservationRow[]> {
  const body = await api.get<{ data: ReservationRow[] }>('/reservations', { signal });
  return body.data;
}

export const reservationsQuery = queryOptions({
  queryKey: reservationsKeys.list,
  queryFn: ({ signal }) => getReservations(signal),
});

export function useReservations() {
  return useQuery(reservationsQuery);
}
