import type { SessionUser, UpdateMeInput } from '@innkeep/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { updateSessionUser } from '../../../lib/session.ts';
import { meQuery } from './get-me.ts';

/** `PUT /api/me` {first_name, last_name, email} -> `{ data: user, message }`. */
export function updateMe(input: UpdateMeInput) {
  return api.put<{ data: SessionUser; message: string }>('/me', input);
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
