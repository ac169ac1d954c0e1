import type { ClaimRefundInput } from '@innkeep/contract/deposit-claims';
import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reservationsKeys } from './get-reservations.ts';

/** `POST /api/reservations/{id}/deposit-claim/photos`: one photo stored; its key goes in the claim. */
export async function uploadClaimPhoto(id: number, file: File): Promise<{ key: string; url: string }> {
  const body = new FormData();
  body.append('photo', file);
  return (await api.POST('/api/reservations/{id}/deposit-claim/photos', { params: { path: { id } }, body }))
    .data;
}

/** `POST /api/reservations/{id}/deposit-claim/refund`: the host refunds their charged claim (decision 0060). */
export function refundClaim({
  id,
  ...input
}: ClaimRefundInput & { id: number }): Promise<{ message: string; data: ReservationDetail }> {
  return api.POST('/api/reservations/{id}/deposit-claim/refund', { params: { path: { id } }, body: input });
}

export function useRefundClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundClaim,
    onSettled: () => client.invalidateQueries({ queryKey: reservationsKeys.all }),
  });
}
