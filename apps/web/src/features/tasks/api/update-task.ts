import type { TaskReply, TaskUpdateInput } from '@innkeep/contract/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { tasksKeys } from './get-tasks.ts';

/** `PUT /api/tasks/{id}` {assignee_id, needs_photo} -> `{ message, data }`. */
export function updateTask({ id, ...input }: TaskUpdateInput & { id: number }) {
  return api.put<TaskReply>(`/tasks/${id}`, input);
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKeys.all }),
  });
}
