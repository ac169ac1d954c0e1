import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksKey } from '../../../api/tasks.ts';
import { type ApiBody, api } from '../../../lib/api-client.ts';

/** `POST /api/tasks` {listing_id, kind, title, due_date, assignee_id} -> 201 `{ message, data }`; 422 names the field. */
export function createTask(input: ApiBody<'/api/tasks'>) {
  return api.POST('/api/tasks', { body: input });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}
