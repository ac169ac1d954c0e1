import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksKey } from '../../../api/tasks.ts';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/** `PUT /api/tasks/{id}` {assignee_id, needs_photo} -> `{ message, data }`. */
export function updateTask({ id, ...input }: ApiBody<'/api/tasks/{id}', 'put'> & { id: number }) {
  return api.PUT('/api/tasks/{id}', { params: { path: { id } }, body: input });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}
