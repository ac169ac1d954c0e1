import type { ConfirmEmailInput } from '@innkeep/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getUser, updateSessionUser } from '../../../lib/session.ts';
import { meQuery } from './get-me.ts';

/** `POST /api/me/email/confirm` {token} -> `{ data: user, message }`; a spent or expired link is a 422 on `token`. */
export function confirmEmail(input: ConfirmEmailInput) {
  return api.POST('/api/me/email/confirm', { body: input });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: ({ data }) => {
      // The link may be opened signed out, or signed in as someone else: only the same account is updated.
      if (getUser()?.id !== data.id) return;
      queryClient.setQueryData(meQuery.queryKey, data);
      updateSessionUser(data);
    },
  });
}
