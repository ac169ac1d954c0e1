import { api } from '../../../lib/api-client.ts';
import { useTaskMutation } from './use-task-mutation.ts';

/** `POST /api/tasks/{id}/photo` (multipart `photo`) -> `{ message, data }`; 422 when it is not a JPEG or PNG. */
export function uploadTaskPhoto({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('photo', file);
  return api.POST('/api/tasks/{id}/photo', { params: { path: { id } }, body: form });
}

export const useUploadTaskPhoto = () => useTaskMutation(uploadTaskPhoto);
