import type { AdminDispute, TEST_DISPUTE_REASONS } from '@innkeep/contract/disputes';

export type TestDisputeReason = (typeof TEST_DISPUTE_REASONS)[number];

import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/admin/disputes`: open disputes, evidence due first. */
export async function getOpenDisputes(signal?: AbortSignal): Promise<AdminDispute[]> {
  return (await api.GET('/api/admin/disputes', { signal })).data;
}

export function useOpenDisputes() {
  return useQuery({ queryKey: ['admin', 'disputes'], queryFn: ({ signal }) => getOpenDisputes(signal) });
}

/** TEST MODE: the admin plays the guest's bank (`/test-dispute`, `/test-close`); every admin list reloads. */
export function simulateDispute(input: { reservationId: number; reason: TestDisputeReason }) {
  return api.POST('/api/admin/reservations/{id}/test-dispute', {
    params: { path: { id: input.reservationId } },
    body: { reason: input.reason },
  });
}
export function decideDispute(input: { id: number; outcome: 'won' | 'lost' }) {
  return api.POST('/api/admin/disputes/{id}/test-close', {
    params: { path: { id: input.id } },
    body: { outcome: input.outcome },
  });
}
