import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksKey } from '../../../api/tasks.ts';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/** `POST /api/tasks/{id}/done` {checked} -> `{ message, data }`; 422 on `photo` while a photo is asked for. */
export function completeTask({ id, ...input }: ApiBody<'/api/tasks/{id}/done'> & { id: number }) {
  return api.POST('/api/tasks/{id}/done', { params: { path: { id } }, body: input });
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}
