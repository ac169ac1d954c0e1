import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksKey } from '../../../api/tasks.ts';

/** A change to a task: once it is saved, every window of tasks (this page's, the multi-calendar's) refreshes. */
export function useTaskMutation<TInput, TReply>(mutationFn: (input: TInput) => Promise<TReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}
