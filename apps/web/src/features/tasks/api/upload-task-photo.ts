import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksKey } from '../../../api/tasks.ts';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/tasks/{id}/photo` (multipart `photo`) -> `{ message, data }`; 422 when it is not a JPEG or PNG. */
export function uploadTaskPhoto({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('photo', file);
  return api.POST('/api/tasks/{id}/photo', { params: { path: { id } }, body: form });
}

export function useUploadTaskPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTaskPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}
