import { type ApiBody, api } from '../../../lib/api-client.ts';
import { useTaskMutation } from './use-task-mutation.ts';

/** `POST /api/tasks` {listing_id, kind, title, due_date, assignee_id} -> 201 `{ message, data }`; 422 names the field. */
export function createTask(input: ApiBody<'/api/tasks'>) {
  return api.POST('/api/tasks', { body: input });
}

export const useCreateTask = () => useTaskMutation(createTask);
