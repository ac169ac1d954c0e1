import type { RefundReturn } from '@innkeep/contract/refund-returns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const key = ['admin', 'refund-returns'] as const;

/** `GET /api/admin/refund-returns`: refunds the guest's bank returned, open ones first. */
export async function getRefundReturns(signal?: AbortSignal): Promise<RefundReturn[]> {
  return (await api.GET('/api/admin/refund-returns', { signal })).data;
}

export function useRefundReturns() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => getRefundReturns(signal) });
}

/** `POST /api/admin/refund-returns/{id}/resolve`: the money reached the guest another way. */
export async function resolveRefundReturn(input: { id: number; note: string }): Promise<RefundReturn> {
  return (
    await api.POST('/api/admin/refund-returns/{id}/resolve', {
      params: { path: { id: input.id } },
      body: { note: input.note },
    })
  ).data;
}

export function useResolveRefundReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveRefundReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
