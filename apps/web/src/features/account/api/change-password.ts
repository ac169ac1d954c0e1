import type { ChangePasswordInput } from '@innkeep/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `PUT /api/me/password` {current_password, password, password_confirmation} -> `{ message }`. */
export function changePassword(input: ChangePasswordInput) {
  return api.PUT('/api/me/password', { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
