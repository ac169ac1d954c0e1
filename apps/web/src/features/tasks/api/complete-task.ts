import type { TaskDoneInput, TaskReply } from '@innkeep/contract/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { tasksKeys } from './get-tasks.ts';

/** `POST /api/tasks/{id}/done` {checked} -> `{ message, data }`; 422 on `photo` while a photo is asked for. */
export function completeTask({ id, ...input }: TaskDoneInput & { id: number }) {
  return api.post<TaskReply>(`/tasks/${id}/done`, input);
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKeys.all }),
  });
}
