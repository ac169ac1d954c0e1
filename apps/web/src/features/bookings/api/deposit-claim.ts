import type { GuestDepositClaim } from '@innkeep/contract/deposit';
import type { ClaimAnswerInput } from '@innkeep/contract/deposit-claims';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const base = (hash: string) => `/bookings/reservation/${encodeURIComponent(hash)}/deposit-claim`;

/** `GET /api/bookings/reservation/{hash}/deposit-claim`: the damage claim the guest is asked to approve. */
export const depositClaimQuery = (hash: string) =>
  queryOptions({
    queryKey: ['bookings', 'deposit-claim', hash] as const,
    queryFn: async ({ signal }) => (await api.get<{ data: GuestDepositClaim }>(base(hash), { signal })).data,
    retry: false,
  });

export function useDepositClaim(hash: string) {
  return useQuery(depositClaimQuery(hash));
}

/** Starts the bank's step (`client_secret` to finish in the browser), or after it, checks and applies it. */
export async function approveDepositClaim(hash: string, step: 'authenticate' | 'confirm') {
  return (await api.post<{ data: GuestDepositClaim }>(`${base(hash)}/${step}`, {})).data;
}

/** The guest accepts the claim (charged now) or objects with a reason (an admin decides; decision 0060). */
export async function answerDepositClaim(hash: string, answer: ClaimAnswerInput) {
  return api.post<{ message: string; data: GuestDepositClaim }>(`${base(hash)}/answer`, answer);
}
