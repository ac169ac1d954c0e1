import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const key = ['admin', 'mail', 'failed'] as const;

/** `GET /api/admin/mail/failed`: messages the mail job gave up on, newest first. */
export function useFailedMail() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api.GET('/api/admin/mail/failed', { signal })).data,
  });
}

/** `POST /api/admin/mail/:id/resend`: the message is queued again with fresh attempts. */
export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.POST('/api/admin/mail/{id}/resend', { params: { path: { id } } }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
