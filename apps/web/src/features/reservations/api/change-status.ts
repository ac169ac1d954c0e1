import type { ReservationRow } from '@innkeep/contract/reservations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshStayViews } from '../../../api/stay-views.ts';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/** `POST /api/reservations/change/status`: 200 the changed row; 409 when the move is not allowed now. */
export function changeStatus(
  input: ApiBody<'/api/reservations/change/status'>,
): Promise<{ message: string; data: ReservationRow }> {
  return api.POST('/api/reservations/change/status', { body: input });
}

export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    // The inbox's badge and the dashboard's counts change with a status, not only this feature's lists.
    onSettled: () => refreshStayViews(client),
  });
}
