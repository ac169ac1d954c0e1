import type { UpdateMeInput } from '@innkeep/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { updateSessionUser } from '../../../lib/session.ts';
import { meQuery } from './get-me.ts';

/**
 * `PUT /api/me` {first_name, last_name, email, current_password?} -> `{ data: user, message, pending_email }`.
 * Names save at once; a new e-mail waits for the link sent to it (`pending_email`), so `data` keeps the old one.
 */
export function updateMe(input: UpdateMeInput) {
  return api.PUT('/api/me', { body: input });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(meQuery.queryKey, data);
      // The header and the guard read the stored user: keep it in step.
      updateSessionUser(data);
    },
  });
}
