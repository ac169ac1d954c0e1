import type { ResetPasswordInput } from '@innkeep/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/reset-password` -> `{ message }`; a spent or expired token is a 422 on `token`. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api.POST('/api/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
