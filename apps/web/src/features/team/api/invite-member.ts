import type { TeamInviteInput, TeamMember } from '@innkeep/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './get-team.ts';

/** `POST /api/team` {email, role, listing_ids} -> 201 `{ message, data }`; 422 names the field. */
export function inviteMember(input: TeamInviteInput) {
  return api.post<{ message: string; data: TeamMember }>('/team', input);
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
