import type {
  AdminDepositClaim,
  ClaimDecisionInput,
  ClaimRefundInput,
} from '@innkeep/contract/deposit-claims';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const key = (status: 'objected' | 'all') => ['admin', 'deposit-claims', status] as const;

/** `GET /api/admin/deposit-claims`: claims the guest objected to (or every claim), newest first. */
export function useDepositClaims(status: 'objected' | 'all') {
  return useQuery({
    queryKey: key(status),
    queryFn: async ({ signal }) =>
      (await api.GET('/api/admin/deposit-claims', { params: { query: { status } }, signal })).data,
  });
}

type Reply = { message: string; data: AdminDepositClaim };

/** Uphold (charged now) or reject (closed) an objected claim; or refund a charged one (decision 0060). */
export function useClaimAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | ({ id: number; action: 'decision' } & ClaimDecisionInput)
        | ({ id: number; action: 'refund' } & ClaimRefundInput),
    ): Promise<Reply> => {
      if (input.action === 'decision') {
        const { id, action: _, ...body } = input;
        return api.POST('/api/admin/deposit-claims/{id}/decision', { params: { path: { id } }, body });
      }
      const { id, action: _, ...body } = input;
      return api.POST('/api/admin/deposit-claims/{id}/refund', { params: { path: { id } }, body });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'deposit-claims'] }),
  });
}
