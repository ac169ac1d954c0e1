import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reservationsKeys } from './get-reservations.ts';

/** `DELETE /api/reservations/{id}`: 200 deleted; 404 or 409 with the error text the dialog shows. */
export function deleteReservation(id: number): Promise<unknown> {
  return api.DELETE('/api/reservations/{id}', { params: { path: { id } } });
}

export function useDeleteReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReservation,
    onSuccess: () => client.invalidateQueries({ queryKey: reservationsKeys.all }),
  });
}
