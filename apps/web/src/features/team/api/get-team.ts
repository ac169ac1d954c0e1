import type { TeamListReply } from '@innkeep/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const teamKeys = { all: ['team'] as const, membership: ['team', 'membership'] as const };

/** `GET /api/team`: the people the host invited, invited or active. */
export function getTeam(signal?: AbortSignal): Promise<TeamListReply> {
  return api.GET('/api/team', { signal });
}

export const teamQuery = queryOptions({ queryKey: teamKeys.all, queryFn: ({ signal }) => getTeam(signal) });

export const useTeam = (enabled = true) => useQuery({ ...teamQuery, enabled });
