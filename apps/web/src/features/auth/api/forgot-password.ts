import type { ForgotPasswordInput } from '@innkeep/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/forgot-password` -> `{ message }`, the same whether or not the account exists. */
export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return api.POST('/api/forgot-password', { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
