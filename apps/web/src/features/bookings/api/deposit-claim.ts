import type { GuestDepositClaim } from '@innkeep/contract/deposit';
import type { ClaimAnswerInput } from '@innkeep/contract/deposit-claims';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/bookings/reservation/{id}/deposit-claim`: the damage claim the guest is asked to approve. */
export const depositClaimQuery = (hash: string) =>
  queryOptions({
    queryKey: ['bookings', 'deposit-claim', hash] as const,
    queryFn: async ({ signal }): Promise<GuestDepositClaim> =>
      (
        await api.GET('/api/bookings/reservation/{id}/deposit-claim', {
          params: { path: { id: hash } },
          signal,
        })
      ).data,
    retry: false,
  });

export function useDepositClaim(hash: string) {
  return useQuery(depositClaimQuery(hash));
}

/** Starts the bank's step (`client_secret` to finish in the browser), or after it, checks and applies it. */
export async function approveDepositClaim(hash: string, step: 'authenticate' | 'confirm') {
  const params = { path: { id: hash } };
  const reply =
    step === 'authenticate'
      ? await api.POST('/api/bookings/reservation/{id}/deposit-claim/authenticate', { params })
      : await api.POST('/api/bookings/reservation/{id}/deposit-claim/confirm', { params });
  return reply.data;
}

/** The guest accepts the claim (charged now) or objects with a reason (an admin decides; decision 0060). */
export async function answerDepositClaim(hash: string, answer: ClaimAnswerInput) {
  const params = { path: { id: hash } };
  return api.POST('/api/bookings/reservation/{id}/deposit-claim/answer', { params, body: answer });
}
