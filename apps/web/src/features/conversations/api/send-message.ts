import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { conversationsKeys } from './get-conversations.ts';

/** `POST /api/conversations/{id}/messages`: the host writes; 422 on `body`, 403 blocked, 429 too many. */
export function useSendMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.POST('/api/conversations/{id}/messages', { params: { path: { id } }, body: { body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsKeys.all }),
  });
}
