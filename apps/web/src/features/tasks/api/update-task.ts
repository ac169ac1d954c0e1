import { type ApiBody, api } from '../../../lib/api-client.ts';
import { useTaskMutation } from './use-task-mutation.ts';

/** `PUT /api/tasks/{id}` {assignee_id, needs_photo} -> `{ message, data }`. */
export function updateTask({ id, ...input }: ApiBody<'/api/tasks/{id}', 'put'> & { id: number }) {
  return api.PUT('/api/tasks/{id}', { params: { path: { id } }, body: input });
}

export const useUpdateTask = () => useTaskMutation(updateTask);
