import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/team/membership`: whether the signed-in person works in someone's team (and as what). */
export const useMyTeamRole = () =>
  useQuery({
    queryKey: ['team', 'membership'] as const,
    queryFn: ({ signal }) => api.GET('/api/team/membership', { signal }),
    staleTime: 5 * 60_000,
  });

/** `GET /api/team`, as the people a host can give a task to (those who accepted). */
export const useAssignees = (enabled: boolean) =>
  useQuery({
    queryKey: ['team'] as const,
    queryFn: ({ signal }) => api.GET('/api/team', { signal }),
    enabled,
    select: (reply) => reply.data.filter((m) => m.user_id !== null),
  });
