import type { ChangeStatusInput, ReservationRow } from '@innkeep/contract/reservations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reservationsKeys } from './get-reservations.ts';

/** `POST /api/reservations/change/status`: 200 the changed row; 409 when the move is not allowed now. */
export function changeStatus(input: ChangeStatusInput): Promise<{ message: string; data: ReservationRow }> {
  return api.post('/reservations/change/status', input);
}

export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSettled: () => client.invalidateQueries({ queryKey: reservationsKeys.all }),
  });
}
