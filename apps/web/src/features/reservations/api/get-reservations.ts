import type { ReservationListQuery, ReservationListReply } from '@innkeep/contract/reservations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every query key of this feature starts here, so a change or delete refreshes them all. */
export const reservationsKeys = {
  all: ['reservations'] as const,
  list: (filter: ReservationListQuery = {}) => ['reservations', 'list', filter] as const,
  statuses: ['reservations', 'statuses'] as const,
  detail: (id: number) => ['reservations', 'detail', id] as const,
};

/** `GET /api/reservations`: the signed-in host's reservations, filtered on the server, with totals. */
export function getReservations(
  filter: ReservationListQuery = {},
  signal?: AbortSignal,
): Promise<ReservationListReply> {
  return api.GET('/api/reservations', { params: { query: { ...filter } }, signal });
}

export const reservationsQuery = (filter: ReservationListQuery = {}) =>
  queryOptions({
    queryKey: reservationsKeys.list(filter),
    queryFn: ({ signal }) => getReservations(filter, signal),
  });

/** The previous list stays on screen while a new filter loads, so the filters never jump. */
export function useReservations(filter: ReservationListQuery = {}) {
  return useQuery({ ...reservationsQuery(filter), placeholderData: keepPreviousData });
}
