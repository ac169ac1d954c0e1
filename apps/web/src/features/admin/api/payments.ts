import type { AdminPaymentsReply } from '@innkeep/contract/payouts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/admin/payments`: the platform's country and settlement currency, and failed payouts. */
export async function getAdminPayments(signal?: AbortSignal): Promise<AdminPaymentsReply['data']> {
  return (await api.GET('/api/admin/payments', { signal })).data;
}

export function useAdminPayments() {
  return useQuery({ queryKey: ['admin', 'payments'], queryFn: ({ signal }) => getAdminPayments(signal) });
}
