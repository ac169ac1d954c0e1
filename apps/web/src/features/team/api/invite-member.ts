import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshTeam } from '../../../api/team.ts';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/** `POST /api/team` {email, role, listing_ids} -> 201 `{ message, data }`; 422 names the field. */
export function inviteMember(input: ApiBody<'/api/team'>) {
  return api.POST('/api/team', { body: input });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => refreshTeam(queryClient),
  });
}
