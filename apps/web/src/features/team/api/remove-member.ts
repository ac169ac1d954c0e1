import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshTeam } from '../../../api/team.ts';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/team/{id}` -> `{ message }`. */
export function removeMember(id: number) {
  return api.DELETE('/api/team/{id}', { params: { path: { id } } });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => refreshTeam(queryClient),
  });
}
