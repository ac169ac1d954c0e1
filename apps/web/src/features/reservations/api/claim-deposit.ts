import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client.ts';
import { reservationsKeys } from './get-reservations.ts';

/** `POST /api/reservations/{id}/deposit-claim`: `amount` in minor units; 409 outside the window, 422 too much. */
export function claimDeposit({
  id,
  ...input
}: ApiBody<'/api/reservations/{id}/deposit-claim'> & { id: number }): Promise<{
  message: string;
  data: ReservationDetail;
}> {
  return api.POST('/api/reservations/{id}/deposit-claim', { params: { path: { id } }, body: input });
}

export function useClaimDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimDeposit,
    onSettled: () => client.invalidateQueries({ queryKey: reservationsKeys.all }),
  });
}
