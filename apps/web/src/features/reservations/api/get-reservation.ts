import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reservationsKeys } from './get-reservations.ts';

/** `GET /api/reservations/{id}`: one reservation with its price, payments, refunds, history and deposit. */
export async function getReservation(id: number, signal?: AbortSignal): Promise<ReservationDetail> {
  const body = await api.GET('/api/reservations/{id}', { params: { path: { id } }, signal });
  return body.data;
}

export const reservationQuery = (id: number) =>
  queryOptions({
    queryKey: reservationsKeys.detail(id),
    queryFn: ({ signal }) => getReservation(id, signal),
  });

export function useReservation(id: number | null) {
  return useQuery({ ...reservationQuery(id ?? 0), enabled: id !== null });
}
