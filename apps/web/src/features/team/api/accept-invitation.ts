import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipQuery } from '../../../api/team.ts';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/** `POST /api/team/accept` {token} -> `{ message, data: membership }`; a spent or expired link is a 422 on `token`. */
export function acceptInvitation(input: ApiBody<'/api/team/accept'>) {
  return api.POST('/api/team/accept', { body: input });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ data }) => queryClient.setQueryData(membershipQuery.queryKey, { data }),
  });
}
