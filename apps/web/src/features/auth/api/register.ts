import type { AuthResponse, RegisterInput } from '@innkeep/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/register` -> 201 `{ token, user }` (signed in). */
export function register(input: RegisterInput): Promise<AuthResponse> {
  return api.POST('/api/register', { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
