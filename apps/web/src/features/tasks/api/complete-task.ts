import { type ApiBody, api } from '../../../lib/api-client.ts';
import { useTaskMutation } from './use-task-mutation.ts';

/** `POST /api/tasks/{id}/done` {checked} -> `{ message, data }`; 422 on `photo` while a photo is asked for. */
export function completeTask({ id, ...input }: ApiBody<'/api/tasks/{id}/done'> & { id: number }) {
  return api.POST('/api/tasks/{id}/done', { params: { path: { id } }, body: input });
}

export const useCompleteTask = () => useTaskMutation(completeTask);
