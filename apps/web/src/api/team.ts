import { operationKey } from '@innkeep/api-client/query-keys';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** `GET /api/team`: the people the host invited, invited or active (the team page, and the tasks' assignees). */
export const teamQuery = queryOptions({
  queryKey: operationKey('listTeamMembers'),
  queryFn: ({ signal }) => api.GET('/api/team', { signal }),
});

export const useTeam = (enabled = true) => useQuery({ ...teamQuery, enabled });

/** The people a host can give a task to: those who accepted. */
export const useAssignees = (enabled: boolean) =>
  useQuery({ ...teamQuery, enabled, select: (reply) => reply.data.filter((m) => m.user_id !== null) });

/**
 * `GET /api/team/membership`: the team the signed-in user works in (role, host), or null. The dashboard's menu
 * and the tasks page read it.
 */
export const membershipQuery = queryOptions({
  queryKey: operationKey('getMyTeamMembership'),
  queryFn: ({ signal }) => api.GET('/api/team/membership', { signal }),
  staleTime: 5 * 60_000,
});

export const useMembership = () => useQuery(membershipQuery);

/**
 * Whether the signed-in user is known to be on no team (a host): false while their membership is on its way.
 * A route outside a team member's role answers 403 (decision 0102), a console error on each visit, so a page
 * shared with co-hosts asks such a route only once this is true.
 */
export const useOnNoTeam = () => {
  const membership = useMembership();
  return membership.isSuccess && membership.data.data === null;
};

/** After an invitation or a removal: the host's list of members is stale. */
export const refreshTeam = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: operationKey('listTeamMembers') });
