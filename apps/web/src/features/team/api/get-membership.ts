import type { TeamMembershipReply } from '@innkeep/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './get-team.ts';

/** `GET /api/team/membership`: the team the signed-in user is on (role, host), or null. */
export function getMembership(signal?: AbortSignal): Promise<TeamMembershipReply> {
  return api.GET('/api/team/membership', { signal });
}

export const membershipQuery = queryOptions({
  queryKey: teamKeys.membership,
  queryFn: ({ signal }) => getMembership(signal),
  staleTime: 5 * 60_000,
});

export const useMembership = () => useQuery(membershipQuery);
