import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshStayViews } from '../../../api/stay-views.ts';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/reservations/{id}`: 200 deleted; 404 or 409 with the error text the dialog shows. */
export function deleteReservation(id: number): Promise<unknown> {
  return api.DELETE('/api/reservations/{id}', { params: { path: { id } } });
}

export function useDeleteReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReservation,
    onSuccess: () => refreshStayViews(client),
  });
}
