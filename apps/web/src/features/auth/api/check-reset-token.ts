import type { ResetTokenCheckInput } from '@innkeep/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/reset-password/check`: resolves when the link is live; a spent or expired one is a 422 on `token`. */
export function checkResetToken(
  input: ResetTokenCheckInput,
  signal?: AbortSignal,
): Promise<{ message: string }> {
  return api.POST('/api/reset-password/check', { body: input, signal });
}

/** Asked once per link when the reset page opens: the form is shown only for a link that still works. */
export function useResetTokenCheck(input: ResetTokenCheckInput, enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'reset-token', input.email, input.token],
    queryFn: ({ signal }) => checkResetToken(input, signal),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
